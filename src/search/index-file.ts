import { gzipSync } from 'node:zlib';
import MiniSearch from 'minisearch';
import { stageIfChanged, type Staging } from '../build/staged-file.ts';
import { clientJson } from '../util/client-json.ts';
import { INDEX_OPTIONS } from './options.ts';
import { packIndex } from './packed-index.ts';
import { byCodeUnit } from '../util/order.ts';
import type { IndexedSection, SearchPage, ShardFile } from './types.ts';

/** Where a shard's index file goes: the thread that builds it writes it unless its hash is `previousHash`. */
export interface ShardOutput {
  staging: Staging;
  file: string;
  previousHash?: string;
}

/** A built shard as the main thread learns of it (the file itself stays on the building thread). */
export interface ShardIndex {
  hash: string;
  written: boolean;
  sections: number;
  bytes: number;
  gzipBytes: number;
}

/**
 * A shard's index file: MiniSearch's prebuilt index, packed (packed-index.ts), with the stored fields
 * results show. Pages are added in path order and sections in page order, so the same pages give the
 * same bytes.
 */
export function shardIndexJson(pages: readonly SearchPage[]): { json: string; sections: number } {
  const index = new MiniSearch<IndexedSection>(INDEX_OPTIONS);
  const titles: ShardFile['pages'] = {};
  const seen = new Set<string>();
  let sections = 0;
  for (const page of [...pages].sort((a, b) => byCodeUnit(a.path, b.path))) {
    const first = page.sections[0];
    if (!first) continue;
    // Doc crumbs come first in every breadcrumb; sections below the opening one add the page title (and an h2).
    const crumbs = first.url === page.path ? first.breadcrumb : first.breadcrumb.slice(0, -1);
    titles[page.path] = [first.pageTitle, crumbs.join(' › ')];
    for (const s of page.sections) {
      // Two headings with the same anchor (rare; a duplicate id) keep the first.
      if (seen.has(s.url)) continue;
      seen.add(s.url);
      const opening = s.url === page.path;
      const parent = s.breadcrumb.length === crumbs.length + 2 ? s.breadcrumb[s.breadcrumb.length - 1] : undefined;
      index.add({ u: s.url, ...(opening ? { p: s.pageTitle } : { h: s.heading }), t: s.text, ...(parent ? { a: parent } : {}), ...(page.boost !== 1 ? { w: page.boost } : {}) });
      sections++;
    }
  }
  const file: ShardFile = { pages: titles, index: packIndex(index) };
  return { json: clientJson(file), sections };
}

/**
 * zlib's default level. On the 1k benchmark corpus's 72 shards (2.0 MB gzip) it takes 0.20 s against
 * level 7's 0.27 s, for 0.6% more bytes; level 5 takes 0.13 s for 2.9% more. Level 7 was chosen while the
 * reference site's first query sat 251 B under its 100 KB budget (issue 10); since shards split smaller
 * it is 84.5 KB.
 */
const SHARD_GZIP_LEVEL = 6;

/**
 * Indexes a few made-up pages, gzips them and throws the result away. V8 runs code slowly until it has
 * optimised it: a shard of 14 pages cost 50-69 ms where the indexing code ran for the first time, 19-25 ms
 * where it had run before. The main thread of an edit build does this while the warm worker renders the
 * edited pages, then builds their shards.
 */
export function warmUpShardIndex(): void {
  const syllables = ['ba', 'ce', 'di', 'fo', 'gu', 'ha', 'ke', 'li', 'mo', 'nu', 'pa', 're', 'si', 'to', 'vu', 'wa', 'xe', 'yo', 'zu'];
  const word = (i: number) => syllables[i % 19] + syllables[(i * 7 + 3) % 19] + syllables[(i * 13 + 5) % 19] + (i % 3 ? '' : 'n');
  const pages: SearchPage[] = [];
  let n = 0;
  for (let p = 0; p < 4; p++) {
    const path = `/docs/warm-up/page-${p}/`;
    const sections = Array.from({ length: 8 }, (_, s) => ({ url: s ? `${path}#part-${s}` : path, pageTitle: `Page ${p}`, heading: s ? `Part ${s}` : `Page ${p}`, breadcrumb: s ? ['Warm up', `Page ${p}`] : ['Warm up'], text: Array.from({ length: 120 }, () => word(n++ % 2000)).join(' ') }));
    pages.push({ path, group: { id: 'warm-up', kind: 'doc', plugin: 'docs:default', label: 'Warm up' }, boost: 1, sections });
  }
  // Parsed from JSON like a real shard's pages, so the objects have the same shapes.
  gzipSync(shardIndexJson(JSON.parse(JSON.stringify(pages)) as SearchPage[]).json, { level: SHARD_GZIP_LEVEL });
}

/** Builds a shard's file and writes it gzip-compressed (the same input gives the same bytes): the pool runs one per shard. */
export function writeShardIndex(pages: readonly SearchPage[], output: ShardOutput): ShardIndex {
  const { json, sections } = shardIndexJson(pages);
  const compressed = gzipSync(json, { level: SHARD_GZIP_LEVEL });
  const { hash, written } = stageIfChanged(output.staging, output.file, compressed, output.previousHash);
  return { hash, written, sections, bytes: Buffer.byteLength(json), gzipBytes: compressed.length };
}
