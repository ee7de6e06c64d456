import type { ResolvedBlogOptions } from '../../config/types.ts';
import type { LayoutName, Route } from '../types.ts';
import { joinUrl } from '../url.ts';
import { summaryOf, type Post } from './posts.ts';
import type { ArchivePost, AuthorEntry, BlogArchiveProps, BlogAuthorPostsProps, BlogAuthorsListProps, BlogListProps, BlogPostProps, BlogSidebarData, BlogTagsProps, ListPageInfo, NavLink, PostListProps, Tag, TagEntry } from './types.ts';
import { byLabel } from '../../util/order.ts';

/** What every route builder of one blog instance needs. */
export interface BlogScope {
  /** Plugin instance name, `blog:{id}`: the prefix of every datum key. */
  name: string;
  opts: ResolvedBlogOptions;
  /** URL of the blog, e.g. `/blog/`. */
  base: string;
  /** Key of the sidebar datum, when the instance shows a sidebar. */
  sidebar?: string;
  /** A post's "Edit this page" link (`editUrl`), if any. */
  editUrl: (post: Post) => string | undefined;
}

/** Routes plus the named data they read. */
export interface RouteSet {
  routes: Route[];
  data: Record<string, unknown>;
}

/** One page of a paginated list. */
interface ListPage {
  path: string;
  posts: Post[];
  info: ListPageInfo;
}

export function postKey(scope: BlogScope, post: Post): string {
  return `${scope.name}:post:${post.source}`;
}

const link = (post: Post): NavLink => ({ title: post.title, permalink: post.permalink });

/** Typed props as the JSON record a Route carries. */
const routeProps = (props: object) => props as Record<string, unknown>;

/** Every post's summary as a datum of its own: a title edit re-renders exactly the pages showing that post. */
export function postData(scope: BlogScope, posts: Post[], authorPage: (key: string) => string | undefined): Record<string, unknown> {
  return Object.fromEntries(posts.map((p) => [postKey(scope, p), summaryOf(p, authorPage)]));
}

/** The newest `blogSidebarCount` listed posts, grouped by year. */
export function sidebarData(opts: ResolvedBlogOptions, listed: Post[]): BlogSidebarData {
  const shown = opts.blogSidebarCount === 'ALL' ? listed : listed.slice(0, opts.blogSidebarCount);
  return { title: opts.blogSidebarTitle, years: byYear(shown).map(({ year, posts }) => ({ year, items: posts.map(link) })) };
}

function byYear(posts: Post[]): { year: string; posts: Post[] }[] {
  const years: { year: string; posts: Post[] }[] = [];
  for (const post of posts) {
    const year = post.date.slice(0, 4);
    if (years.at(-1)?.year !== year) years.push({ year, posts: [] });
    years.at(-1)!.posts.push(post);
  }
  return years;
}

/** `base`, then `base/{pageBase}/2/`, ...: always one page, even an empty one. */
export function paginate(base: string, pageBase: string, posts: Post[], perPage: number | 'ALL'): ListPage[] {
  const size = perPage === 'ALL' ? Math.max(1, posts.length) : perPage;
  const total = Math.max(1, Math.ceil(posts.length / size));
  const url = (n: number) => (n === 1 ? base : joinUrl(base, pageBase, String(n)));
  return Array.from({ length: total }, (_, i) => ({
    path: url(i + 1),
    posts: posts.slice(i * size, (i + 1) * size),
    info: { number: i + 1, total, newer: i > 0 ? url(i) : undefined, older: i + 1 < total ? url(i + 2) : undefined },
  }));
}

/** A page listing posts: their excerpts (or whole bodies, when untruncated) as modules, their summaries as data. */
function listRoute<P extends PostListProps>(scope: BlogScope, layout: LayoutName, page: ListPage, own: Omit<P, keyof PostListProps> & Pick<P, 'title' | 'description'>, noIndex = false): Route {
  const keys = page.posts.map((p) => postKey(scope, p));
  const listProps = { ...own, posts: keys, sidebar: scope.sidebar, page: page.info };
  return {
    path: page.path,
    layout,
    plugin: scope.name,
    modules: page.posts.map((p, j) => ({ slot: `post:${j}`, source: p.source, part: p.truncated ? 'excerpt' : 'body' })),
    data: ['site', ...(scope.sidebar ? [scope.sidebar] : []), ...keys],
    props: routeProps(listProps),
    noIndex: noIndex || undefined,
  };
}

/** Every published post's page; listed posts link their newer and older neighbours. */
export function postRoutes(scope: BlogScope, posts: Post[], listed: Post[]): Route[] {
  const place = new Map(listed.map((p, i) => [p, i]));
  return posts.map((post): Route => {
    const i = place.get(post);
    const props: BlogPostProps = {
      post: postKey(scope, post),
      sidebar: scope.sidebar,
      description: post.description,
      unlisted: post.unlisted,
      newer: i !== undefined && i > 0 ? link(listed[i - 1]) : undefined,
      older: i !== undefined && i + 1 < listed.length ? link(listed[i + 1]) : undefined,
      editUrl: scope.editUrl(post),
      ...post.settings,
    };
    return {
      path: post.permalink,
      layout: 'BlogPostPage',
      plugin: scope.name,
      modules: [{ slot: 'content', source: post.source, part: 'body' }],
      data: ['site', ...(scope.sidebar ? [scope.sidebar] : []), props.post],
      props: routeProps(props),
      noIndex: post.unlisted || undefined,
    };
  });
}

export function blogListRoutes(scope: BlogScope, listed: Post[]): Route[] {
  const { opts } = scope;
  return paginate(scope.base, opts.pageBasePath, listed, opts.postsPerPage).map((page) => listRoute<BlogListProps>(scope, 'BlogListPage', page, { title: opts.blogTitle, description: opts.blogDescription }));
}

export function archiveRoute(scope: BlogScope, listed: Post[]): Route[] {
  if (scope.opts.archiveBasePath === undefined || listed.length === 0) return [];
  const entry = (p: Post): ArchivePost => ({ title: p.title, permalink: p.permalink, date: p.date, formattedDate: p.formattedDate });
  const props: BlogArchiveProps = { title: 'Archive', description: 'Archive', years: byYear(listed).map(({ year, posts }) => ({ year, posts: posts.map(entry) })) };
  return [{ path: joinUrl(scope.base, scope.opts.archiveBasePath), layout: 'BlogArchivePage', plugin: scope.name, modules: [], data: ['site'], props: routeProps(props) }];
}

/**
 * The tags index and one paginated list per tag. A tag only unlisted posts carry still gets its page (their
 * tag links must work), but that page is noindex and the index leaves it out, as in Docusaurus.
 */
export function tagRoutes(scope: BlogScope, posts: Post[]): RouteSet {
  const groups = new Map<string, { tag: Tag; posts: Post[] }>();
  for (const post of posts) for (const tag of post.tags) (groups.get(tag.permalink) ?? groups.set(tag.permalink, { tag, posts: [] }).get(tag.permalink)!).posts.push(post);
  if (groups.size === 0) return { routes: [], data: {} };
  const indexPath = joinUrl(scope.base, scope.opts.tagsBasePath);
  const key = `${scope.name}:tags`;
  const entries: TagEntry[] = [];
  const routes: Route[] = [];
  for (const { tag, posts: tagged } of [...groups.values()].sort((a, b) => byLabel(a.tag.label, b.tag.label))) {
    const listedHere = tagged.filter((p) => !p.unlisted);
    const shown = listedHere.length ? listedHere : tagged;
    if (listedHere.length) entries.push({ ...tag, count: listedHere.length });
    const title = `${shown.length} post${shown.length === 1 ? '' : 's'} tagged with "${tag.label}"`;
    for (const page of paginate(tag.permalink, scope.opts.pageBasePath, shown, scope.opts.postsPerPage)) {
      routes.push(listRoute<BlogListProps>(scope, 'BlogListPage', page, { title, description: tag.description, allTags: indexPath }, !listedHere.length));
    }
  }
  const props: BlogTagsProps = { title: 'Tags', tags: key };
  routes.unshift({ path: indexPath, layout: 'BlogTagsPage', plugin: scope.name, modules: [], data: ['site', key], props: routeProps(props) });
  return { routes, data: { [key]: entries } };
}

/**
 * The authors index and each author's paginated posts. Docusaurus 3 paginates author pages under
 * `{author page}/authors/{n}/`; the same shape keeps addresses of a migrated site working.
 */
export function authorRoutes(scope: BlogScope, authors: { entry: AuthorEntry; posts: Post[] }[]): RouteSet {
  if (authors.length === 0) return { routes: [], data: {} };
  const indexPath = joinUrl(scope.base, scope.opts.authorsBasePath);
  const key = `${scope.name}:authors`;
  const routes: Route[] = [];
  for (const { entry, posts } of authors) {
    for (const page of paginate(entry.page, 'authors', posts, scope.opts.postsPerPage)) {
      routes.push(listRoute<BlogAuthorPostsProps>(scope, 'BlogAuthorPostsPage', page, { title: entry.name, description: entry.title, author: entry, allAuthors: indexPath }));
    }
  }
  const props: BlogAuthorsListProps = { title: 'Authors', authors: key };
  routes.unshift({ path: indexPath, layout: 'BlogAuthorsListPage', plugin: scope.name, modules: [], data: ['site', key], props: routeProps(props) });
  return { routes, data: { [key]: authors.map((a) => a.entry) } };
}
