import { clientJson } from '../util/client-json.ts';
import { hashBytes, hashParts } from '../util/hash.ts';
import { PIPELINE_KEY } from '../version.ts';
import type { ShardIndex } from './index-file.ts';
import type { SearchPageInfo } from './page-info.ts';
import type { PageText } from './types.ts';
import { sectionsJson } from './section-reader.ts';
import { planShards } from './shards.ts';
import type { SearchManifest, SearchPage, SearchShard, SectionsJson } from './types.ts';

export const SEARCH_MANIFEST_FILE = 'assets/search/manifest.json';

/** A page's search record as the cache keeps it between builds. */
export interface StoredSearchPage {
  groupId: string;
  bytes: number;
  hash: string;
}

/**
 * A page's search record with its SearchPage as UTF-8 JSON (parsed only where a shard is built). Bytes,
 * not a string: the main thread holds every rendered page's record until the search stage, and as a
 * string (two bytes a character: breadcrumbs hold `›`) that was a third of a 10k build's live heap.
 */
export interface SearchRecord extends StoredSearchPage {
  record: Buffer;
}

/** A shard as the cache keeps it: the hash of its pages' records decides whether it is written again. */
export interface StoredShard extends SearchShard {
  hash: string;
}

/**
 * A stable name: an edit rewrites this file alone, not the manifest too (the client revalidates it).
 * Stored gzip-compressed: the bytes a reader downloads are the bytes the offline cache keeps.
 */
const shardFile = (key: string) => `assets/search/${key}.json.gz`;

/** What the previous build left in the cache (empty for a clean build). */
export interface SearchStore {
  rows(): Map<string, StoredSearchPage>;
  /** The records (SearchPage as UTF-8 JSON) by path. */
  pages(paths: readonly string[]): Map<string, Buffer>;
  shards(): Map<string, StoredShard>;
}

export const EMPTY_SEARCH_STORE: SearchStore = { rows: () => new Map(), pages: () => new Map(), shards: () => new Map() };

/** Where the search page lives: searchable pages never include it. */
export const SEARCH_PAGE_PATH = '/search/';

export interface SearchStageInput {
  baseUrl: string;
  /** Every searchable route of this build. */
  searchable: Map<string, SearchPageInfo>;
  /** Pages rendered by this build, read from their HTML as they rendered. */
  rendered: Map<string, SearchRecord>;
  store: SearchStore;
  /** The previous build's HTML of a page, for a searchable page the cache has no record of. */
  previousHtml(path: string): string | undefined;
  emitText(file: string, text: string): void;
  /** Carries an unchanged output file over from the previous build. */
  keep(file: string): boolean;
  /** Builds and writes one shard's index file from its pages' JSON (on the worker pool when many shards changed). */
  index(pages: Buffer[], file: string, parallel: boolean): Promise<ShardIndex>;
  /** Records an index file the builder wrote (or found unchanged). */
  built(file: string, shard: ShardIndex): void;
  /** Whether this many shard builds are worth spreading over the worker pool. */
  useWorkers(count: number): boolean;
}

export interface SearchStageResult {
  shards: StoredShard[];
  /** Records to store (pages read by this build) and every searchable path (the rest are dropped). */
  pages: Map<string, SearchRecord>;
  live: Set<string>;
  shardsByKey: Map<string, StoredShard>;
}

/** What reading a page's sections needs to know about it (the render task carries it to the worker). */
export function pageText(path: string, info: SearchPageInfo): PageText {
  return { url: path, title: info.title, crumbs: info.crumbs };
}

/** A page's index record from the sections read out of its HTML: a SearchPage's JSON, written out without parsing the sections. */
export function searchRecord(path: string, info: SearchPageInfo, sections: SectionsJson): SearchRecord {
  const page: Omit<SearchPage, 'sections'> = { path, group: info.group, boost: info.boost };
  const record = Buffer.from(`${JSON.stringify(page).slice(0, -1)},"sections":${sections.json}}`);
  return { groupId: info.group.id, bytes: sections.bytes, hash: hashBytes(record), record };
}

/**
 * Writes the search indexes: one per doc set and version, blog and pages, split by path prefix when
 * large. Only shards whose pages changed are rebuilt; the rest keep their files.
 */
export async function writeSearchIndexes(input: SearchStageInput): Promise<SearchStageResult> {
  const previousRows = input.store.rows();
  const fresh = new Map(input.rendered);
  for (const [path, info] of input.searchable) {
    if (fresh.has(path) || previousRows.get(path)?.groupId === info.group.id) continue;
    const html = input.previousHtml(path);
    if (html === undefined) continue;
    // The HTML parser loads only here: a build that rendered the page got its sections from the worker.
    const { pageSections } = await import('./sections.ts');
    fresh.set(path, searchRecord(path, info, sectionsJson(pageSections(html, pageText(path, info)))));
  }
  const rowOf = (path: string) => fresh.get(path) ?? previousRows.get(path);
  const live = new Set([...input.searchable.keys()].filter((p) => rowOf(p)));
  const plan = planShards([...live].map((path) => ({ path, group: input.searchable.get(path)!.group, bytes: rowOf(path)!.bytes })));

  const previousShards = input.store.shards();
  // The engine version is part of a shard's hash: a new index format must not keep files of the old one.
  const hashes = plan.map((shard) => hashParts([PIPELINE_KEY, shard.key, ...shard.prefixes, ...shard.paths.map((p) => `${p}=${rowOf(p)!.hash}`)]));
  const kept = plan.map((shard, i) => {
    const before = previousShards.get(shard.key);
    // Reused only as the very file this build would write (a new engine may name or encode it otherwise).
    return before?.hash === hashes[i] && before.file === shardFile(shard.key) && input.keep(before.file) ? before : undefined;
  });
  const parallel = input.useWorkers(kept.filter((k) => !k).length);
  const building = plan.map((shard, i) => {
    if (kept[i]) return undefined;
    const missing = shard.paths.filter((p) => !fresh.has(p));
    const loaded = input.store.pages(missing);
    return input.index(shard.paths.map((p) => fresh.get(p)?.record ?? loaded.get(p)!), shardFile(shard.key), parallel);
  });
  const shards: StoredShard[] = [];
  // Emitted in plan order whatever order the pool finishes in, so the output record is the same every build.
  for (const [i, shard] of plan.entries()) {
    const before = kept[i];
    if (before) {
      shards.push(before);
      continue;
    }
    const file = shardFile(shard.key);
    const built = await building[i]!;
    input.built(file, built);
    shards.push({ file, prefixes: shard.prefixes, pages: shard.paths.length, sections: built.sections, bytes: built.bytes, gzipBytes: built.gzipBytes, hash: hashes[i] });
  }

  const groups = new Map<string, SearchManifest['groups'][number]>();
  plan.forEach((shard, i) => {
    const entry = groups.get(shard.group.id) ?? { ...shard.group, shards: [] };
    const s = shards[i];
    entry.shards.push({ url: input.baseUrl + s.file, prefixes: s.prefixes });
    groups.set(shard.group.id, entry);
  });
  const manifest: SearchManifest = { groups: [...groups.values()] };
  input.emitText(SEARCH_MANIFEST_FILE, clientJson(manifest));
  return { shards, pages: fresh, live, shardsByKey: new Map(plan.map((s, i) => [s.key, shards[i]])) };
}
