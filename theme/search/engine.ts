import type { SearchManifest, ShardFile } from '../../src/search/types.ts';
import { loadShard, pageOf, searchShards, ShardSearch, toHit, type LoadedShard, type RankedSection } from './offline-index.ts';
import { queryTerms } from './query-terms.ts';
import { groupByPage } from './results.ts';
import type { ManifestGroup, SearchAnswer, ShardRef } from './types.ts';

export type FetchJson = (url: string) => Promise<unknown>;

/** Where the build writes the manifest, below the base URL. */
const MANIFEST_PATH = 'assets/search/manifest.json';
/** The reader's own doc set or blog ranks ahead of the others by this factor. */
const CONTEXT_BOOST = 1.5;
/**
 * Index files arriving within this window wake listeners once. On a large site hundreds load in the
 * background while the reader types, and answering the open query again for each one kept the page busy
 * for up to a second at a keystroke (10,000 docs).
 */
const ARRIVALS_WINDOW_MS = 250;
/**
 * How long a query searches before it gives the page back: a large site has hundreds of index files,
 * and searching them all in one go kept a keystroke waiting ~40 ms (10,000 docs). The first slice is
 * short, so what it found (the reader's own part first) is on screen within the spec's 10 ms.
 */
const FIRST_SLICE_MS = 3;
const SLICE_MS = 12;

/** Lets the browser handle input and paint before more of a query runs. */
const nextTask = (): Promise<void> =>
  new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });

/**
 * Index files keep their names across builds (an edit rewrites one file, not the manifest), and hosts
 * may cache anything under assets/ for good: ask the server every time, which costs a 304 when unchanged.
 */
const revalidating: FetchJson = async (url) => {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return readJson(await response.arrayBuffer());
};

/**
 * Index files are stored gzip-compressed (`.json.gz`), so the offline cache holds a quarter of the bytes
 * and a 10,000-page site's whole index fits its budget. A host that sent one with `Content-Encoding: gzip`
 * has unpacked it already: the gzip magic bytes tell.
 */
export async function readJson(bytes: ArrayBuffer): Promise<unknown> {
  const [first, second] = new Uint8Array(bytes, 0, Math.min(2, bytes.byteLength));
  if (first !== 0x1f || second !== 0x8b) return JSON.parse(new TextDecoder().decode(bytes));
  return new Response(new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'))).json();
}

export interface QueryOptions {
  /** Groups to search (by id); only their loaded shards answer. */
  groups: ReadonlySet<string>;
  /** Groups whose sections rank ahead (the reader's own). */
  preferred?: ReadonlySet<string>;
  snippetWords: number;
}

/**
 * The offline index in the browser: the manifest, then index files loaded on demand (each once), and
 * queries answered synchronously over whatever is loaded. One engine serves the modal and the search page.
 */
export class OfflineEngine {
  private manifestPromise?: Promise<SearchManifest>;
  /** Index files by URL: requested, and loaded (in the order they arrived). */
  private readonly requested = new Map<string, Promise<void>>();
  private readonly loaded = new Map<string, LoadedShard>();
  private readonly listeners = new Set<() => void>();
  private wakeUp?: ReturnType<typeof setTimeout>;

  constructor(
    private readonly baseUrl: string,
    private readonly fetchJson: FetchJson = revalidating,
    private readonly arrivalsWindowMs = ARRIVALS_WINDOW_MS,
    private readonly sliceMs = SLICE_MS,
  ) {}

  manifest(): Promise<SearchManifest> {
    this.manifestPromise ??= (this.fetchJson(this.baseUrl + MANIFEST_PATH) as Promise<SearchManifest>).catch((err: unknown) => {
      // A failed fetch is not remembered: the next open tries again.
      this.manifestPromise = undefined;
      throw err;
    });
    return this.manifestPromise;
  }

  /**
   * Loads index files, at most `concurrency` at a time (a large site's background loading must not crowd
   * out the page); listeners hear of each file that arrives. Fails, once every file was tried, if any failed.
   */
  async load(shards: readonly ShardRef[], concurrency = Infinity): Promise<void> {
    const queue = [...shards];
    let failure: unknown;
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) await this.loadOne(next.group, next.url).catch((err: unknown) => (failure ??= err));
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, queue.length) }, worker));
    if (failure) throw failure;
  }

  /** How many of these files are loaded. */
  loadedCount(shards: readonly ShardRef[]): number {
    return shards.filter((s) => this.loaded.has(s.url)).length;
  }

  /** Called after index files finished loading (once per window), so an open query can be answered again with more. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Every matching section of the loaded groups, best first. */
  rank(query: string, options: Omit<QueryOptions, 'snippetWords'>): RankedSection[] {
    return searchShards(this.shardsFor(options), queryTerms(query), weightFor(options));
  }

  /**
   * The modal's answer, searched a slice at a time with the page free to handle input and paint between
   * slices; the reader's own groups come first. `partial` hears, once, what the first slices found when
   * more remains to search, so results show within a frame of the keystroke. Stops (undefined) as soon
   * as `superseded` says a newer query took over.
   */
  async searchInSlices(query: string, options: QueryOptions, partial: (answer: SearchAnswer) => void, superseded: () => boolean): Promise<SearchAnswer | undefined> {
    const search = new ShardSearch(this.shardsFor(options), queryTerms(query), weightFor(options));
    let told = false;
    let slice = Math.min(FIRST_SLICE_MS, this.sliceMs);
    for (let started = performance.now(); search.step(); ) {
      if (performance.now() - started < slice) continue;
      const sofar = told ? [] : search.results();
      if (sofar.length) {
        partial(answerOf(sofar, options));
        told = true;
      }
      await nextTask();
      if (superseded()) return undefined;
      slice = this.sliceMs;
      started = performance.now();
    }
    return answerOf(search.results(), options);
  }

  /**
   * Up to three things worth searching for, from the loaded groups: top-level doc categories, then page
   * titles, in index order.
   */
  suggestions(groups: ReadonlySet<string>): string[] {
    const seen = new Set<string>();
    for (const shard of [...this.loaded.values()].filter((s) => groups.has(s.group.id))) {
      for (const [title, crumbs] of Object.values(shard.pages)) seen.add(crumbs.split(' › ')[0] || title);
    }
    return [...seen].filter(Boolean).slice(0, 3);
  }

  /** The loaded shards of the groups searched, the preferred groups' first. */
  private shardsFor(options: Omit<QueryOptions, 'snippetWords'>): LoadedShard[] {
    const shards = [...this.loaded.values()].filter((s) => options.groups.has(s.group.id));
    const preferred = (s: LoadedShard) => (options.preferred?.has(s.group.id) ? 0 : 1);
    return shards.sort((a, b) => preferred(a) - preferred(b));
  }

  private arrived(): void {
    this.wakeUp ??= setTimeout(() => {
      this.wakeUp = undefined;
      for (const listener of this.listeners) listener();
    }, this.arrivalsWindowMs);
  }

  private loadOne(group: ManifestGroup, url: string): Promise<void> {
    let pending = this.requested.get(url);
    if (!pending) {
      pending = (this.fetchJson(url) as Promise<ShardFile>).then((file) => {
        this.loaded.set(url, loadShard(group, file));
        this.arrived();
      });
      // A failed file is not remembered: the next load tries again.
      pending.catch(() => this.requested.delete(url));
      this.requested.set(url, pending);
    }
    return pending;
  }
}

function weightFor(options: Omit<QueryOptions, 'snippetWords'>): (shard: LoadedShard) => number {
  return (shard) => (options.preferred?.has(shard.group.id) ? CONTEXT_BOOST : 1);
}

/** The modal's answer from ranked sections: the first hits grouped by page, and how many sections matched. */
export function answerOf(ranked: RankedSection[], options: QueryOptions): SearchAnswer {
  return { groups: groupByPage(ranked, pageOf, (r) => toHit(r, options.snippetWords)), total: ranked.length };
}

/** Every index file of the groups. */
export function shardsOf(groups: readonly ManifestGroup[]): ShardRef[] {
  return groups.flatMap((group) => group.shards.map((s) => ({ group, url: s.url })));
}

const engines = new Map<string, OfflineEngine>();

/** The page's engine (per base URL), shared by everything that searches. */
export function offlineEngine(baseUrl: string): OfflineEngine {
  return engines.get(baseUrl) ?? engines.set(baseUrl, new OfflineEngine(baseUrl)).get(baseUrl)!;
}
