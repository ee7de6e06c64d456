import { routeDataFile } from '../render/client-files.ts';
import { MANIFEST_FILE, OFFLINE_SHELL_FILE } from './files.ts';

/** One file the service worker downloads ahead, in Workbox's manifest shape plus its size. */
export interface PrecacheItem {
  url: string;
  /** Null for content-addressed files (`assets/`), whose name changes with their bytes. */
  revision: string | null;
  size: number;
}

export interface PrecachePlan {
  /** Sorted by URL, so the manifest is a function of the output files alone. */
  entries: PrecacheItem[];
  bytes: number;
  pages: { precached: number; runtime: number };
  /** Bytes of what every page needs (code, styles, data, the offline shell): precached whatever the budget. */
  coreBytes: number;
  /** Files the site needs offline that are larger than the single-file limit. */
  oversized: { file: string; size: number }[];
}

export interface PrecacheOptions {
  baseUrl: string;
  /** Bytes the precache may hold; pages past it (and images) are cached at run time instead. */
  budget: number;
  maximumFileSize: number;
  /** Output files of the manifest's icons. */
  icons: string[];
}

const FONT = /\.(?:woff2?|ttf|otf|eot)$/;
const IMAGE = /\.(?:png|jpe?g|gif|webp|avif|svg|ico)$/;

/** Everything a page needs whatever the page: scripts, styles, shared data, MDX bodies, search indexes, fonts, the shell. */
function isCore(file: string, icons: ReadonlySet<string>): boolean {
  return file.startsWith('assets/') || file === MANIFEST_FILE || file === 'favicon.ico' || file === OFFLINE_SHELL_FILE || icons.has(file) || FONT.test(file);
}

/** The URL a page's HTML is served at: its folder, as static hosts serve `index.html`. */
function pageUrl(baseUrl: string, htmlFile: string): string {
  return baseUrl + (htmlFile.endsWith('index.html') ? htmlFile.slice(0, -'index.html'.length) : htmlFile);
}

/** Shallow pages first (the home page, section indexes), then by path: the order the budget fills in. */
function byDepth(a: string, b: string): number {
  return a.split('/').length - b.split('/').length || (a < b ? -1 : a > b ? 1 : 0);
}

/**
 * What the service worker precaches, from the output files (path → content hash). Every page gets its
 * HTML or its route data, whichever is smaller (the offline shell renders a page from its route data),
 * as long as the budget lasts; images fill what is left.
 */
export function planPrecache(outputs: ReadonlyMap<string, string>, sizeOf: (file: string) => number, o: PrecacheOptions): PrecachePlan {
  const icons = new Set(o.icons);
  const item = (file: string, url = o.baseUrl + file, size = sizeOf(file)): PrecacheItem => ({ url, revision: file.startsWith('assets/') ? null : outputs.get(file)!.slice(0, 16), size });
  const core: PrecacheItem[] = [];
  const pages: { html: string; data: string }[] = [];
  const images: string[] = [];
  const coreFiles: string[] = [];
  for (const file of outputs.keys()) {
    if (isCore(file, icons)) coreFiles.push(file);
    else if (file.endsWith('.html') && outputs.has(routeDataFile(file))) pages.push({ html: file, data: routeDataFile(file) });
    else if (IMAGE.test(file)) images.push(file);
  }
  for (const file of coreFiles) core.push(item(file, file === OFFLINE_SHELL_FILE ? pageUrl(o.baseUrl, file) : undefined));
  const oversized = core.filter((e) => e.size > o.maximumFileSize).map((e) => ({ file: e.url.slice(o.baseUrl.length), size: e.size }));
  const coreBytes = core.reduce((n, e) => n + e.size, 0);
  const entries = [...core];
  let bytes = coreBytes;
  let runtime = 0;
  for (const page of pages.sort((a, b) => byDepth(a.html, b.html))) {
    const html = item(page.html, pageUrl(o.baseUrl, page.html));
    const data = item(page.data);
    // On a tie the route data wins: it also serves client-side navigation without rebuilding a payload.
    const chosen = html.size < data.size ? html : data;
    if (chosen.size > o.maximumFileSize) oversized.push({ file: chosen === html ? page.html : page.data, size: chosen.size });
    if (bytes + chosen.size > o.budget) {
      runtime++;
      continue;
    }
    entries.push(chosen);
    bytes += chosen.size;
  }
  for (const file of images.sort()) {
    const image = item(file);
    if (image.size > o.maximumFileSize || bytes + image.size > o.budget) continue;
    entries.push(image);
    bytes += image.size;
  }
  entries.sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
  return { entries, bytes, pages: { precached: pages.length - runtime, runtime }, coreBytes, oversized };
}
