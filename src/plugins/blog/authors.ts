import { BuildError } from '../../util/errors.ts';
import { encodePath, joinUrl, slugify } from '../url.ts';
import { socialLinks } from './socials.ts';
import type { FrontMatterAuthor, PostFrontMatter } from './front-matter.ts';
import type { Author } from './types.ts';

/** One entry of `authors.yml`, after its shape was checked. */
export interface AuthorsFileEntry {
  name?: string;
  title?: string;
  url?: string;
  image_url?: string;
  imageURL?: string;
  email?: string;
  /** Platform → handle or URL (`github: ada`). */
  socials?: Record<string, string>;
  /** false: no author page; true or absent: the default path; `{ permalink }`: a path under the authors base. */
  page?: boolean | { permalink: string };
}

export interface AuthorsMap {
  file: string;
  authors: Record<string, AuthorsFileEntry>;
}

/** Checks the shape of a parsed authors file, so a typo fails with the file's name. */
export function checkAuthorsFile(value: unknown, file: string): AuthorsMap {
  const fail = (what: string) => new BuildError(`${file} ${what}`, { file }, 'map each author key to { name, title, url, image_url, page }');
  if (value === null || value === undefined) return { file, authors: {} };
  if (typeof value !== 'object' || Array.isArray(value)) throw fail('must map author keys to author details');
  for (const [key, entry] of Object.entries(value)) {
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) throw fail(`has an entry "${key}" that is not a mapping`);
    const page = (entry as AuthorsFileEntry).page;
    if (page !== undefined && typeof page !== 'boolean' && typeof (page as { permalink?: unknown })?.permalink !== 'string') throw fail(`has an author "${key}" whose page is neither true, false nor { permalink }`);
  }
  return { file, authors: value as Record<string, AuthorsFileEntry> };
}

/** `JMarcey` → `j-marcey`, as Docusaurus names author pages. */
function authorSlug(key: string): string {
  return slugify(key.replace(/([a-z\d])([A-Z])/g, '$1-$2'));
}

/** Where the author's page would be, or undefined when the authors file turns it off. */
export function authorPagePath(key: string, entry: AuthorsFileEntry, authorsBase: string): string | undefined {
  if (entry.page === false) return undefined;
  return joinUrl(authorsBase, typeof entry.page === 'object' ? encodePath(entry.page.permalink) : authorSlug(key));
}

function str(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** An author as pages show it; `key` is set for authors of the authors file. */
export function toAuthor(entry: Record<string, unknown>, key?: string): Author {
  const socials = socialLinks(entry.socials);
  return { key, name: str(entry.name) ?? key ?? '', title: str(entry.title), url: str(entry.url), imageURL: str(entry.image_url) ?? str(entry.imageURL), email: str(entry.email), ...(socials.length && { socials }) };
}

/** The front matter's authors: `authors` (keys, objects or a mix), or Docusaurus' older single `author*` keys. */
function frontMatterAuthors(fm: PostFrontMatter): (string | FrontMatterAuthor)[] {
  if (fm.authors !== undefined) return Array.isArray(fm.authors) ? fm.authors : [fm.authors];
  if (fm.author !== undefined) return [{ name: fm.author, title: fm.author_title, url: fm.author_url, image_url: fm.author_image_url }];
  return [];
}

export interface ResolvedAuthors {
  authors: Author[];
  /** Authors written out in front matter while an authors file exists (reported per `onInlineAuthors`). */
  inline: string[];
}

/**
 * A post's authors. A key (or `{ key, ...overrides }`) must exist in the authors file; an object without a
 * key is an inline author, which is fine when the blog has no authors file and reported when it has one.
 */
export function resolveAuthors(fm: PostFrontMatter, source: string, map: AuthorsMap | undefined): ResolvedAuthors {
  const inline: string[] = [];
  const authors = frontMatterAuthors(fm).map((entry): Author => {
    const fields = typeof entry === 'string' ? { key: entry } : entry;
    const key = fields.key;
    if (key !== undefined) {
      const known = map?.authors[key];
      if (!known) throw new BuildError(`unknown author "${key}"`, { file: source }, map ? `define it in ${map.file} or use one of: ${Object.keys(map.authors).join(', ') || '(none defined)'}` : 'create an authors.yml beside the posts that defines it');
      return toAuthor({ ...known, ...fields }, key);
    }
    const author = toAuthor(fields);
    if (map) inline.push(author.name || '(unnamed)');
    return author;
  });
  return { authors, inline };
}
