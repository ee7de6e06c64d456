/**
 * Where the client finds a route's files. Addresses are derived from the path alone, so the client needs
 * no route table: whatever the size of the site, a page loads the same runtime.
 */

/** Name of a route's payload file beside its `index.html`. */
export const ROUTE_DATA_NAME = '__route.json';

/**
 * The payload file beside a route's HTML file: `docs/intro/index.html` → `docs/intro/__route.json`,
 * `404.html` → `404.route.json`. The client derives the same address from the URL (theme/client/route-loading.ts).
 */
export function routeDataFile(htmlFile: string): string {
  return htmlFile.endsWith('index.html') ? htmlFile.slice(0, -'index.html'.length) + ROUTE_DATA_NAME : htmlFile.replace(/\.html?$/, '') + '.route.json';
}

/** Output-relative file of a shared datum, named by its content hash. */
export function sharedDataFile(hash: string): string {
  return `assets/data/${hash.slice(0, 20)}.json`;
}

/**
 * Output-relative file of the part of a sidebar a page rendered (its view, tree-reads.ts), named by its
 * hash. A page names its view, not the whole sidebar, so a title edit changes the pages that show the
 * title and no others; pages of one category share a view, which the browser caches across them.
 */
export function sidebarViewFile(hash: string): string {
  return `assets/views/${hash.slice(0, 20)}.json`;
}

/**
 * Where each sidebar's whole file is listed, by datum key: the client reads it (revalidating, as the name
 * stays) when a reader opens a category the page did not render.
 */
export const SIDEBAR_INDEX_FILE = 'assets/sidebars.json';

/** Output-relative file of a compiled MDX body as an ES module, named by a hash of what shapes its code. */
export function mdxChunkFile(hash: string): string {
  return `assets/mdx/${hash.slice(0, 20)}.js`;
}

/** Data read by many pages and worth caching across them: the site itself and every sidebar. */
export function isSharedDatum(key: string): boolean {
  return key === 'site' || /:sidebar(:|$)/.test(key);
}

/**
 * A docs sidebar: a tree each page reads only part of. Renders record the parts they read
 * (src/render/tree-reads.ts) and a page is keyed on those, not on the whole sidebar.
 */
export function isTreeDatum(key: string): boolean {
  return key.includes(':sidebar:');
}

/** An MDX function body as an ES module: the client calls its default export with the JSX runtime. */
export function mdxChunkSource(code: string): string {
  return `export default function(){${code}\n}\n`;
}
