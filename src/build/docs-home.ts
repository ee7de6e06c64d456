import type { Route } from '../plugins/types.ts';
import type { DocsPluginSummary } from '../render/types.ts';

/**
 * Where a site without a page at `/` sends its readers: the main doc of the first docs set's latest
 * version, or for a blog-only site the first page of its blog. Undefined when the site has a home page.
 */
export function docsHome(routes: readonly Route[], docs: readonly (DocsPluginSummary | undefined)[]): string | undefined {
  if (routes.some((r) => r.path === '/')) return undefined;
  const versions = docs.find((d) => d?.versions.length)?.versions;
  const mainDoc = (versions?.find((v) => v.isLast) ?? versions?.[0])?.mainDocPath;
  // Tag pages are list pages too; the blog's own first page has the shortest path.
  return mainDoc ?? routes.filter((r) => r.layout === 'BlogListPage').sort((a, b) => a.path.length - b.path.length)[0]?.path;
}

/** The `/` of a docs-only site: a redirect page to its home doc, like the redirects the config lists. */
export function homeRedirectRoute(home: string, baseUrl: string): Route {
  return { path: '/', layout: 'RedirectPage', plugin: 'core', modules: [], data: ['site'], props: { to: baseUrl.replace(/\/$/, '') + home }, noIndex: true };
}
