import type { DocMeta } from '../../markdown/types.ts';
import { BuildError } from '../../util/errors.ts';
import { resolveTags, type TagRules } from '../tags.ts';
import { encodePath, joinUrl } from '../url.ts';
import { resolveAuthors, type AuthorsMap } from './authors.ts';
import type { PostFrontMatter } from './front-matter.ts';
import type { BlogPostProps, PostSummary } from './types.ts';

/** Front-matter settings only the post's own page uses. */
export type PostPageSettings = Pick<BlogPostProps, 'hideTableOfContents' | 'tocMinHeadingLevel' | 'tocMaxHeadingLevel' | 'keywords' | 'image'>;

/** A post with everything the plugin derives from its file. */
export interface Post extends PostSummary {
  source: string;
  unlisted: boolean;
  description?: string;
  settings: PostPageSettings;
  /** Inline authors found while an authors file exists. */
  inlineAuthors: string[];
}

/**
 * Docusaurus' file-name convention: a date (`2024-05-01`, `2024/05/01`, `2024/05-01`) anywhere in the path,
 * then the name; `index.md` names its folder. Text before the date stays in the slug, after the date.
 */
const DATED = /^(?<folder>.*)(?<date>\d{4}[-/]\d{1,2}[-/]\d{1,2})[-/]?(?<text>.*?)(?:\/index)?\.mdx?$/;

/** Made on first use: loading the date formatting data costs ~30 ms, which a no-change build never needs. */
let dateFormat: Intl.DateTimeFormat | undefined;

/** Docusaurus' reading speed. */
const WORDS_PER_MINUTE = 200;

export interface PostRules {
  /** URL of the blog, e.g. `/blog/`. */
  base: string;
  tags: TagRules;
  authors?: AuthorsMap;
  showReadingTime: boolean;
}

interface FileName {
  /** ISO date from the path, if it has one. */
  date?: string;
  /** URL path under the blog base. */
  slug: string;
  /** The name part, the title of last resort. */
  text: string;
}

export function parseFileName(rel: string): FileName {
  const m = DATED.exec(rel);
  if (!m?.groups) {
    const text = rel.replace(/(?:\/index)?\.mdx?$/, '');
    return { slug: text, text };
  }
  const { folder, date, text } = m.groups;
  const [y, mo, d] = date.split(/[-/]/);
  return { date: `${y}-${mo.padStart(2, '0')}-${d.padStart(2, '0')}`, slug: `${date.replace(/-/g, '/')}/${folder}${text}`, text };
}

function pageSettings(fm: PostFrontMatter): PostPageSettings {
  return {
    hideTableOfContents: fm.hide_table_of_contents === true,
    tocMinHeadingLevel: fm.toc_min_heading_level,
    tocMaxHeadingLevel: fm.toc_max_heading_level,
    keywords: fm.keywords ?? [],
    image: fm.image,
  };
}

/** Reads one post file, or returns undefined for a draft (never published). */
export function readPost(source: string, rel: string, fm: PostFrontMatter, meta: DocMeta, rules: PostRules): Post | undefined {
  if (fm.draft === true) return undefined;
  const name = parseFileName(rel);
  const date = fm.date ?? name.date;
  if (!date) throw new BuildError('blog post has no date', { file: source }, 'name it YYYY-MM-DD-slug.md or set `date:` in its front matter');
  const slug = fm.slug ?? name.slug;
  const { authors, inline } = resolveAuthors(fm, source, rules.authors);
  return {
    source,
    permalink: joinUrl(rules.base, encodePath(slug.replace(/^\/+/, ''))),
    title: fm.title ?? meta.contentTitle ?? name.text,
    date,
    formattedDate: (dateFormat ??= new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })).format(new Date(`${date}T00:00:00Z`)),
    authors,
    tags: resolveTags(fm.tags, source, rules.tags),
    truncated: meta.hasExcerpt,
    readingTime: rules.showReadingTime ? Math.max(1, Math.ceil(meta.wordCount / WORDS_PER_MINUTE)) : undefined,
    unlisted: fm.unlisted === true,
    description: fm.description ?? meta.description,
    settings: pageSettings(fm),
    inlineAuthors: inline,
  };
}

/** Newest first; posts of one day by permalink, so the order never depends on file-system order. */
export function byDateDesc(a: Post, b: Post): number {
  return a.date < b.date ? 1 : a.date > b.date ? -1 : a.permalink < b.permalink ? -1 : a.permalink > b.permalink ? 1 : 0;
}

/** The summary every page showing the post reads, its authors linked to their pages. */
export function summaryOf(post: Post, authorPage: (key: string) => string | undefined): PostSummary {
  const { permalink, title, date, formattedDate, tags, truncated, readingTime } = post;
  const authors = post.authors.map((a) => ({ ...a, page: a.key === undefined ? undefined : authorPage(a.key) }));
  return { permalink, title, date, formattedDate, authors, tags, truncated, readingTime };
}
