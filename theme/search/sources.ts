import type { AlgoliaConfig } from '../../src/config/define.ts';
import { contextShards, docSearchTags } from './context-groups.ts';
import type { OfflineEngine } from './engine.ts';
import type { ReaderContext, SearchAnswer } from './types.ts';

/** How a query in progress reports: a first part of its answer, and whether a newer query replaced it. */
export interface SearchProgress {
  partial(answer: SearchAnswer): void;
  superseded(): boolean;
}

/** Nobody listens for parts, and nothing replaces the query. */
const WHOLE: SearchProgress = { partial: () => undefined, superseded: () => false };

/** What the modal asks: answers for the reader's context, and what to suggest when nothing matched. */
export interface SearchSource {
  /** The answer, or undefined when `progress` says a newer query replaced this one before it was done. */
  search(query: string, snippetWords: number, progress?: SearchProgress): Promise<SearchAnswer | undefined>;
  suggestions(): string[];
  /** Called when more of the index arrived: the same query may now find more. */
  subscribe(listener: () => void): () => void;
}

/** Runs when the browser is idle, so loading more of the index never competes with typing. */
function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 200);
}

/** Index files loaded at once in the background: a large site has hundreds, and the page must stay responsive. */
const BACKGROUND_CONCURRENCY = 2;

/** A reader who asked to save data gets the part they are reading and nothing more until they search elsewhere. */
function savingData(): boolean {
  return (navigator as { connection?: { saveData?: boolean } }).connection?.saveData === true;
}

/**
 * The offline index for a reader: the part of the index holding what they are reading loads first (the
 * first query waits for that only), the rest of their context once the browser is idle.
 */
export function offlineSource(engine: OfflineEngine, reader: ReaderContext): SearchSource {
  let ready: Promise<{ all: Set<string>; own: Set<string> }> | undefined;
  const prepare = () => {
    ready ??= engine.manifest().then(async (manifest) => {
      const context = contextShards(manifest.groups, reader);
      await engine.load(context.first);
      if (!savingData()) whenIdle(() => void engine.load(context.later, BACKGROUND_CONCURRENCY).catch(() => undefined));
      return { all: new Set(context.groups.map((g) => g.id)), own: new Set(context.own.map((g) => g.id)) };
    });
    // A failure is not kept: the next query tries the network again.
    ready.catch(() => (ready = undefined));
    return ready;
  };
  let groups: Set<string> = new Set();
  return {
    async search(query, snippetWords, progress = WHOLE) {
      const { all, own } = await prepare();
      groups = all;
      return engine.searchInSlices(query, { groups: all, preferred: own, snippetWords }, progress.partial, progress.superseded);
    },
    suggestions: () => engine.suggestions(groups),
    subscribe: (listener) => engine.subscribe(listener),
  };
}

/**
 * The hosted service's half, loaded by the first query that asks it: the modal of a site searching only
 * offline never downloads it (the lazy-entry form shares the main script's modules).
 */
const loadOnline = () => import('lectern:lazy:@theme/search/online');

/** The one line shown above offline results when the service failed. */
export const OFFLINE_NOTICE = 'Showing offline results: the search service did not answer.';

/**
 * The hosted service first, the offline index when it fails, hangs past the read timeout or failed in
 * the last two minutes (or its code failed to load); offline answers then carry a one-line notice.
 */
export function onlineSource(config: AlgoliaConfig, baseUrl: string, offline: SearchSource, reader: ReaderContext): SearchSource {
  const tags = docSearchTags(reader);
  return {
    async search(query, snippetWords, progress = WHOLE) {
      const online = await loadOnline().catch(() => undefined);
      if (online?.serviceAvailable()) {
        try {
          return await online.searchOnline(config, baseUrl, { query, tags, snippetWords });
        } catch {
          // Answered below from the offline index.
        }
      }
      const withNotice = (answer: SearchAnswer) => ({ ...answer, notice: OFFLINE_NOTICE });
      const answer = await offline.search(query, snippetWords, { partial: (part) => progress.partial(withNotice(part)), superseded: progress.superseded });
      return answer && withNotice(answer);
    },
    suggestions: () => offline.suggestions(),
    subscribe: (listener) => offline.subscribe(listener),
  };
}
