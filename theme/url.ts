/**
 * The site's URL rules, shared by links rendered on the server and the client router: `index.html` and
 * `.html` are normalised away and trailing slashes are enforced, so one page has one address.
 */

/** A path whose last segment names a file (`/img/logo.svg`, `/blog/rss.xml`), which no route serves. */
export function isFilePath(pathname: string): boolean {
  return /\.[a-z0-9]+$/i.test(pathname.slice(pathname.lastIndexOf('/') + 1)) && !/\.html?$/i.test(pathname);
}

/** `/a/index.html` → `/a/`, `/a.html` → `/a/`, `/a` → `/a/`; query and hash kept; files untouched. */
export function normalizePath(href: string): string {
  const cut = href.search(/[?#]/);
  const path = cut === -1 ? href : href.slice(0, cut);
  const rest = cut === -1 ? '' : href.slice(cut);
  if (path === '' || isFilePath(path)) return href;
  const bare = path.replace(/\/index\.html?$/i, '/').replace(/\.html?$/i, '');
  return (bare.endsWith('/') ? bare : bare + '/') + rest;
}

/** Prefixes a site path with the base URL (`/docs/` under `/base/` → `/base/docs/`). */
export function withBase(baseUrl: string, path: string): string {
  return baseUrl.replace(/\/$/, '') + path;
}

/**
 * An address for outside the site (canonical link, link-preview image): a site path gets the site URL and
 * base URL, with or without its leading slash (`img/card.png` is `/img/card.png`, as Docusaurus reads it);
 * an absolute URL stays as it is.
 */
export function absoluteUrl(site: { url: string; baseUrl: string }, pathOrUrl: string): string {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return site.url.replace(/\/$/, '') + withBase(site.baseUrl, pathOrUrl.startsWith('/') ? pathOrUrl : `/${pathOrUrl}`);
}
