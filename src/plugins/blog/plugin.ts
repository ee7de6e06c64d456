import type { ReportingSeverity } from '../../config/define.ts';
import { blogEditUrl } from '../edit-url.ts';
import type { ResolvedBlogOptions, SiteConfig } from '../../config/types.ts';
import type { InputFile } from '../../scan/scan.ts';
import { BuildError, BuildErrors } from '../../util/errors.ts';
import { checkTagsFile, type TagRules } from '../tags.ts';
import type { Plugin, PluginContext, PluginOutput } from '../types.ts';
import { joinUrl, siteUrl } from '../url.ts';
import { authorPagePath, checkAuthorsFile, toAuthor, type AuthorsMap } from './authors.ts';
import { feedFiles, type FeedChannel } from './feeds.ts';
import { byDateDesc, readPost, type Post, type PostRules } from './posts.ts';
import { archiveRoute, authorRoutes, blogListRoutes, postData, postRoutes, sidebarData, tagRoutes, type BlogScope } from './routes.ts';
import type { AuthorEntry } from './types.ts';
import { checkFrontMatter } from '../front-matter/check.ts';

const CONTENT = /\.mdx?$/;

/** Problems found in the posts: thrown together, or each warned, per the option that governs them. */
function report(severity: ReportingSeverity, problems: BuildError[], warn: (message: string) => void): void {
  if (severity === 'ignore' || problems.length === 0) return;
  if (severity === 'throw') throw problems.length === 1 ? problems[0] : new BuildErrors(problems);
  for (const problem of problems) warn(problem.format());
}

/** Inline authors and missing truncate markers, each reported per its option. */
function checkPosts(opts: ResolvedBlogOptions, posts: Post[], listed: Post[], authors: AuthorsMap | undefined, warn: (message: string) => void): void {
  if (authors) {
    const inline = posts.filter((p) => p.inlineAuthors.length);
    const problem = (p: Post) => new BuildError(`inline author ${p.inlineAuthors.map((a) => `"${a}"`).join(', ')} is not in ${authors.file}`, { file: p.source }, `define the author in ${authors.file} and refer to it by key`);
    report(opts.onInlineAuthors, inline.map(problem), warn);
  }
  // Only listed posts show excerpts, so only they need a marker.
  const untruncated = listed.filter((p) => !p.truncated);
  const problem = (p: Post) => new BuildError('blog post has no truncate marker, so lists show it whole', { file: p.source }, 'add <!-- truncate --> (in MDX: {/* truncate */}) where the excerpt should end');
  report(opts.onUntruncatedBlogPosts, untruncated.map(problem), warn);
}

/** Keyed authors with at least one listed post and a page (not turned off in the authors file), in file order. */
function authorPages(authors: AuthorsMap | undefined, listed: Post[], authorsBase: string): { entry: AuthorEntry; posts: Post[] }[] {
  if (!authors) return [];
  return Object.entries(authors.authors).flatMap(([key, file]) => {
    const page = authorPagePath(key, file, authorsBase);
    const posts = listed.filter((p) => p.authors.some((a) => a.key === key));
    return page && posts.length ? [{ entry: { ...toAuthor({ ...file }, key), key, page, count: posts.length }, posts }] : [];
  });
}

function feedChannel(config: SiteConfig, opts: ResolvedBlogOptions, base: string): FeedChannel {
  const origin = config.url.replace(/\/$/, '') + config.baseUrl.replace(/\/$/, '');
  return { title: opts.feedOptions.title ?? config.title, description: opts.feedOptions.description ?? `${config.title} Blog`, copyright: opts.feedOptions.copyright, home: origin + base, origin };
}

export function createBlogPlugin(opts: ResolvedBlogOptions): Plugin {
  const name = `blog:${opts.id}`;
  const base = joinUrl(opts.routeBasePath);
  const isPost = (p: string) => p.startsWith(opts.path + '/') && CONTENT.test(p) && !p.slice(opts.path.length + 1).split('/').some((s) => s.startsWith('_'));
  const dataFiles = [opts.authorsMapPath, opts.tags].filter((f): f is string => f !== undefined);
  return {
    name,
    inputRoots: () => [{ dir: opts.path, patterns: ['**/*.md', '**/*.mdx', ...dataFiles.map((f) => f.slice(opts.path.length + 1))] }],
    contentFiles: (inputs: ReadonlyMap<string, InputFile>) => [...inputs.keys()].filter(isPost),
    async load(ctx: PluginContext): Promise<PluginOutput> {
      const authors = ctx.inputs.has(opts.authorsMapPath) ? checkAuthorsFile(await ctx.readData(opts.authorsMapPath), opts.authorsMapPath) : undefined;
      const tagsFile = opts.tags !== undefined && ctx.inputs.has(opts.tags) ? opts.tags : undefined;
      const tags: TagRules = {
        declared: tagsFile ? { file: tagsFile, tags: checkTagsFile(await ctx.readData(tagsFile), tagsFile) } : undefined,
        basePath: joinUrl(base, opts.tagsBasePath),
        onInlineTags: opts.onInlineTags,
        warn: ctx.warn,
      };
      const rules: PostRules = { base, tags, authors, showReadingTime: opts.showReadingTime };
      const frontMatter = await checkFrontMatter('blog', name, [...ctx.inputs.keys()].filter(isPost), ctx);
      const posts = [...frontMatter]
        .flatMap(([source, fm]) => readPost(source, source.slice(opts.path.length + 1), fm, ctx.meta(source), rules) ?? [])
        .sort(byDateDesc);
      const listed = posts.filter((p) => !p.unlisted);
      checkPosts(opts, posts, listed, authors, ctx.warn);

      const pages = authorPages(authors, listed, joinUrl(base, opts.authorsBasePath));
      const pageOf = new Map(pages.map((a) => [a.entry.key, a.entry.page]));

      const editUrl = (post: Post) => blogEditUrl(opts.editUrl, { dir: opts.path, path: post.source.slice(opts.path.length + 1), permalink: siteUrl(ctx.config.baseUrl, post.permalink), locale: ctx.config.locale });
      const scope: BlogScope = { name, opts, base, sidebar: opts.blogSidebarCount === 0 ? undefined : `${name}:sidebar`, editUrl };
      const tagSet = tagRoutes(scope, posts);
      const authorSet = authorRoutes(scope, pages);
      return {
        routes: [...blogListRoutes(scope, listed), ...postRoutes(scope, posts, listed), ...archiveRoute(scope, listed), ...tagSet.routes, ...authorSet.routes],
        data: { ...postData(scope, posts, (key) => pageOf.get(key)), ...(scope.sidebar ? { [scope.sidebar]: sidebarData(opts, listed) } : {}), ...tagSet.data, ...authorSet.data },
        permalinks: Object.fromEntries(posts.map((p) => [p.source, p.permalink])),
        files: listed.length ? feedFiles(opts.feedOptions, feedChannel(ctx.config, opts, base), listed, opts.routeBasePath) : {},
      };
    },
  };
}
