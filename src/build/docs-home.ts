import type { Route } from '../plugins/types.ts';
import type { DocsPluginSummary } from '../render/types.ts';

/**
 * Where a docs-only site (no page at `/`) sends its readers: the main doc of the first docs set's
 * latest version. Undefined when the site has a home page or no docs.
 */
export function docsHome(routes: readonly Route[], docs: readonly (DocsPluginSummary | undefined)[]): string | undefined {
  if (routes.some((r) => r.path === '/')) return undefined;
  const versions = docs.find((d) => d?.versions.length)?.versions;
  return (versions?.find((v) => v.isLast) ?? versions?.[0])?.mainDocPath;
}

/** The `/` of a docs-only site: a redirect page to its home doc, like the redirects the config lists. */
export function homeRedirectRoute(home: string, baseUrl: string): Route {
  return { path: '/', layout: 'RedirectPage', plugin: 'core', modules: [], data: ['site'], props: { to: baseUrl.replace(/\/$/, '') + home }, noIndex: true };
}
