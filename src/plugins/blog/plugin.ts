import type { ResolvedBlogOptions } from '../../config/types.ts';
import { BuildError } from '../../util/errors.ts';
import type { InputFile } from '../../scan/scan.ts';
import type { Plugin, PluginContext, PluginOutput, Route } from '../types.ts';
import { joinUrl, slugify } from '../url.ts';

/** A post as list pages and the post page show it. */
export interface PostSummary {
  permalink: string;
  title: string;
  /** ISO date (YYYY-MM-DD). */
  date: string;
  formattedDate: string;
  authors: Author[];
  tags: Tag[];
  description?: string;
  truncated: boolean;
}

export interface Author {
  key?: string;
  name: string;
  title?: string;
  url?: string;
  imageURL?: string;
}

export interface Tag {
  label: string;
  permalink: string;
}

interface Post extends PostSummary {
  source: string;
}

const CONTENT = /\.mdx?$/;
/** `2024-05-01-name.md`, `2024-05-01-name/index.md` or `2024/05/01/name/index.md`. */
const DATED = /^(?:.*\/)?(\d{4})[-/](\d{2})[-/](\d{2})[-/]([^/]+?)(?:\/index)?\.mdx?$/;

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

async function readYamlMap(ctx: PluginContext, path: string): Promise<Record<string, Record<string, unknown>>> {
  return ctx.inputs.has(path) ? ((await ctx.readData(path)) as Record<string, Record<string, unknown>>) : {};
}

function toList(value: unknown): unknown[] {
  return value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];
}

export function createBlogPlugin(opts: ResolvedBlogOptions): Plugin {
  const name = `blog:${opts.id}`;
  const base = joinUrl(opts.routeBasePath);
  const isPost = (p: string) => p.startsWith(opts.path + '/') && CONTENT.test(p) && !p.slice(opts.path.length + 1).split('/').some((s) => s.startsWith('_'));
  return {
    name,
    inputRoots: () => [{ dir: opts.path, patterns: ['**/*.md', '**/*.mdx', 'authors.yml', 'tags.yml'] }],
    contentFiles: (inputs: ReadonlyMap<string, InputFile>) => [...inputs.keys()].filter(isPost),
    async load(ctx: PluginContext): Promise<PluginOutput> {
      const authorsFile = `${opts.path}/authors.yml`;
      const authorMap = await readYamlMap(ctx, authorsFile);
      const tagMap = await readYamlMap(ctx, `${opts.path}/tags.yml`);
      const tagFor = (raw: unknown): Tag => {
        const key = typeof raw === 'string' ? raw : String((raw as { label?: string }).label ?? '');
        const def = tagMap[key] as { label?: string; permalink?: string } | undefined;
        const label = def?.label ?? key;
        return { label, permalink: joinUrl(base, 'tags', (def?.permalink ?? slugify(key)).replace(/^\//, '')) };
      };
      const posts: Post[] = [];
      for (const source of [...ctx.inputs.keys()].filter(isPost)) {
        const rel = source.slice(opts.path.length + 1);
        const meta = ctx.meta(source);
        const fm = meta.frontMatter;
        if (fm.draft === true) continue;
        const dated = DATED.exec(rel);
        const fmDate = fm.date instanceof Date ? fm.date.toISOString().slice(0, 10) : typeof fm.date === 'string' ? fm.date.slice(0, 10) : undefined;
        const date = fmDate ?? (dated ? `${dated[1]}-${dated[2]}-${dated[3]}` : undefined);
        if (!date || Number.isNaN(Date.parse(date))) throw new BuildError('blog post has no date', { file: source }, 'name it YYYY-MM-DD-slug.md or set `date:` in its front matter');
        const stem = dated ? dated[4] : rel.replace(/(\/index)?\.mdx?$/, '');
        const slug = typeof fm.slug === 'string' ? fm.slug : dated ? `${dated[1]}/${dated[2]}/${dated[3]}/${stem}` : stem;
        const authors = toList(fm.authors).map((a): Author => {
          if (typeof a === 'string') {
            const def = authorMap[a];
            if (!def) throw new BuildError(`unknown author "${a}"`, { file: source }, `define it in ${authorsFile} or use one of: ${Object.keys(authorMap).join(', ') || '(none defined)'}`);
            return { key: a, name: String(def.name ?? a), title: def.title as string | undefined, url: def.url as string | undefined, imageURL: (def.image_url ?? def.imageURL) as string | undefined };
          }
          const o = a as Record<string, unknown>;
          return { name: String(o.name ?? ''), title: o.title as string | undefined, url: o.url as string | undefined, imageURL: (o.image_url ?? o.imageURL) as string | undefined };
        });
        posts.push({
          source,
          permalink: joinUrl(base, slug.replace(/^\//, '')),
          title: typeof fm.title === 'string' ? fm.title : meta.contentTitle ?? stem,
          date,
          formattedDate: DATE_FORMAT.format(new Date(`${date}T00:00:00Z`)),
          authors,
          tags: toList(fm.tags).map(tagFor),
          description: typeof fm.description === 'string' ? fm.description : undefined,
          truncated: meta.hasExcerpt,
        });
      }
      posts.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : a.permalink < b.permalink ? -1 : 1));
      const out: PluginOutput = { routes: [], data: {}, permalinks: {} };
      const recentKey = `${name}:recent`;
      out.data[recentKey] = { title: 'Recent posts', items: posts.slice(0, 5).map((p) => ({ title: p.title, permalink: p.permalink })) };
      const summary = ({ source: _source, ...rest }: Post): PostSummary => rest;
      posts.forEach((post, i) => {
        out.permalinks[post.source] = post.permalink;
        const newer = posts[i - 1];
        const older = posts[i + 1];
        out.routes.push({
          path: post.permalink,
          layout: 'BlogPostPage',
          plugin: name,
          modules: [{ slot: 'content', source: post.source, part: 'body' }],
          data: ['site', recentKey],
          props: { post: summary(post), newer: newer && { title: newer.title, permalink: newer.permalink }, older: older && { title: older.title, permalink: older.permalink } },
        });
      });
      out.routes.push(...listRoutes(name, base, opts.blogTitle, opts.blogDescription, posts, opts.postsPerPage, recentKey));
      const byTag = new Map<string, { tag: Tag; posts: Post[] }>();
      for (const post of posts) for (const tag of post.tags) (byTag.get(tag.permalink) ?? byTag.set(tag.permalink, { tag, posts: [] }).get(tag.permalink)!).posts.push(post);
      const tags = [...byTag.values()].sort((a, b) => a.tag.label.localeCompare(b.tag.label, 'en'));
      if (tags.length) {
        out.routes.push({ path: joinUrl(base, 'tags'), layout: 'BlogTagsPage', plugin: name, modules: [], data: ['site', recentKey], props: { title: 'Tags', tags: tags.map((t) => ({ ...t.tag, count: t.posts.length })) } });
        for (const { tag, posts: tagged } of tags) {
          out.routes.push(...listRoutes(name, tag.permalink, `${tagged.length} post${tagged.length === 1 ? '' : 's'} tagged with "${tag.label}"`, undefined, tagged, opts.postsPerPage, recentKey));
        }
      }
      return out;
    },
  };
}

/** Paginated lists: `base`, `base/page/2/`, ... each showing excerpts. */
function listRoutes(plugin: string, base: string, title: string, description: string | undefined, posts: Post[], perPage: number, recentKey: string): Route[] {
  const pages = Math.max(1, Math.ceil(posts.length / perPage));
  const pageUrl = (n: number) => (n === 1 ? base : joinUrl(base, 'page', String(n)));
  return Array.from({ length: pages }, (_, i): Route => {
    const onPage = posts.slice(i * perPage, (i + 1) * perPage);
    return {
      path: pageUrl(i + 1),
      layout: 'BlogListPage',
      plugin,
      modules: onPage.map((p, j) => ({ slot: `post:${j}`, source: p.source, part: p.truncated ? 'excerpt' : 'body' })),
      data: ['site', recentKey],
      props: {
        title,
        description,
        posts: onPage.map(({ source: _source, ...rest }) => rest),
        page: { number: i + 1, total: pages, newer: i > 0 ? pageUrl(i) : undefined, older: i + 1 < pages ? pageUrl(i + 2) : undefined },
      },
    };
  });
}
