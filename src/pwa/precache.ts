import { MANIFEST_FILE, OFFLINE_SHELL_FILE } from './files.ts';

/** One file the service worker downloads ahead, in Workbox's manifest shape plus its size. */
export interface PrecacheItem {
  url: string;
  /** Null for content-addressed files (`assets/`), whose name changes with their bytes. */
  revision: string | null;
  size: number;
}

/** A route's files in the output: its HTML, its route data, and the MDX chunks and sidebar views it renders with. */
export interface PageFiles {
  html: string;
  data: string;
  chunks: string[];
}

export interface PrecachePlan {
  /** Sorted by URL, so the manifest is a function of the output files alone. */
  entries: PrecacheItem[];
  bytes: number;
  pages: { precached: number; runtime: number };
  /** URLs of the pages past the budget: with the precache, the worker knows every page of the build. */
  runtimePageUrls: string[];
  /** Bytes of what every page needs (scripts, styles, shared data, the offline shell): precached whatever the budget. */
  coreBytes: number;
  /** Other files (search indexes, images) that did not fit the budget. */
  runtimeFiles: number;
  /** Files the site needs offline that are larger than the single-file limit. */
  oversized: { file: string; size: number }[];
}

export interface PrecacheOptions {
  baseUrl: string;
  /** Bytes the precache may hold; pages past it, then other files, are cached at run time instead. */
  budget: number;
  maximumFileSize: number;
  /** Output files of images every page shows or the installed app needs (manifest icons, logos). */
  shellImages: string[];
}

const FONT = /\.(?:woff2?|ttf|otf|eot)$/;
const SEARCH_FOLDER = 'assets/search/';
const IMAGE = /\.(?:png|jpe?g|gif|webp|avif|svg|ico)$/;
/** What every page loads: the client's scripts and styles and the shared data (site, sidebars). */
const SHARED = /^assets\/(?:js|css|data)\//;

function isCore(file: string, shellImages: ReadonlySet<string>): boolean {
  return SHARED.test(file) || FONT.test(file) || file === MANIFEST_FILE || file === 'favicon.ico' || file === OFFLINE_SHELL_FILE || shellImages.has(file);
}

/** The URL a page's HTML is served at: its folder, as static hosts serve `index.html`. */
function pageUrl(baseUrl: string, htmlFile: string): string {
  return baseUrl + (htmlFile.endsWith('index.html') ? htmlFile.slice(0, -'index.html'.length) : htmlFile);
}

/** Shallow pages first (the home page, section indexes), then by path: the order the budget fills in. */
function byDepth(pages: PageFiles[]): PageFiles[] {
  const depth = new Map(pages.map((p) => [p, p.html.split('/').length]));
  return [...pages].sort((a, b) => depth.get(a)! - depth.get(b)! || (a.html < b.html ? -1 : a.html > b.html ? 1 : 0));
}

/**
 * What the service worker precaches, from the output files (path → content hash) and the pages. The
 * shared files always; then the search indexes; then each page, as its HTML or its route data, whichever
 * is smaller (the offline shell renders a page from its route data), with its MDX chunks, shallow pages
 * first while the budget lasts; then the other `assets/` files (image variants) and images.
 */
/** Output folders whose file names carry their content hash; every other file needs a revision (search indexes keep their names). */
const CONTENT_HASHED = /^assets\/(js|css|data|views|mdx|img)\//;

export function planPrecache(outputs: ReadonlyMap<string, string>, pages: readonly PageFiles[], sizeOf: (file: string) => number, o: PrecacheOptions): PrecachePlan {
  const shellImages = new Set(o.shellImages);
  const taken = new Set<string>();
  const entries: PrecacheItem[] = [];
  const oversized: PrecachePlan['oversized'] = [];
  let bytes = 0;
  const item = (file: string): PrecacheItem => ({
    url: file === OFFLINE_SHELL_FILE || file.endsWith('.html') ? pageUrl(o.baseUrl, file) : o.baseUrl + file,
    revision: CONTENT_HASHED.test(file) ? null : outputs.get(file)!.slice(0, 16),
    size: sizeOf(file),
  });
  /**
   * Adds files that go together (a page and its chunks), unless they pass the budget. A file above the
   * single-file limit is left to run time if it is an extra, and fails the build if the site needs it.
   */
  const take = (files: string[], needed: boolean, budgeted: boolean): boolean => {
    const fresh = files.filter((f) => !taken.has(f));
    const size = fresh.reduce((n, f) => n + sizeOf(f), 0);
    if (budgeted && bytes + size > o.budget) return false;
    const tooBig = fresh.filter((f) => sizeOf(f) > o.maximumFileSize);
    if (tooBig.length) {
      if (needed) oversized.push(...tooBig.map((file) => ({ file, size: sizeOf(file) })));
      return false;
    }
    for (const file of fresh) {
      taken.add(file);
      entries.push(item(file));
    }
    bytes += size;
    return true;
  };

  const sorted = [...outputs.keys()].sort();
  take(sorted.filter((f) => isCore(f, shellImages)), true, false);
  const coreBytes = bytes;
  const pageFiles = new Set(pages.flatMap((p) => [p.html, p.data, ...p.chunks]));
  let runtimeFiles = 0;
  // Search before pages: with the whole index offline every page can still be found, while a page past
  // the budget is only a visit away. A search index too big to precache would leave search broken: needed.
  for (const file of sorted.filter((f) => f.startsWith(SEARCH_FOLDER) && !taken.has(f))) if (!take([file], true, true)) runtimeFiles++;
  const content = pages.filter((p) => p.html !== OFFLINE_SHELL_FILE);
  const runtimePageUrls: string[] = [];
  for (const page of byDepth(content)) {
    // On a tie the route data wins: it also serves client-side navigation without rebuilding a payload.
    const chosen = sizeOf(page.html) < sizeOf(page.data) ? page.html : page.data;
    if (!take([chosen, ...page.chunks.filter((c) => outputs.has(c))], true, true)) runtimePageUrls.push(pageUrl(o.baseUrl, page.html));
  }
  // Then the other assets (image variants), which must not be dropped silently, and images, which may.
  for (const file of sorted.filter((f) => !taken.has(f) && !pageFiles.has(f) && !f.startsWith(SEARCH_FOLDER) && (f.startsWith('assets/') || IMAGE.test(f)))) if (!take([file], file.startsWith('assets/'), true)) runtimeFiles++;
  entries.sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
  const runtime = runtimePageUrls.length;
  return { entries, bytes, pages: { precached: content.length - runtime, runtime }, runtimePageUrls: runtimePageUrls.sort(), coreBytes, runtimeFiles, oversized };
}
