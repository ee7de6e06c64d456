import type { AlgoliaConfig } from '../../src/config/define.ts';
import { contextGroups, docSearchTags } from './context-groups.ts';
import type { OfflineEngine } from './engine.ts';
import { OFFLINE_NOTICE, searchOnline, serviceAvailable } from './online.ts';
import type { ReaderContext, SearchAnswer } from './types.ts';

/** What the modal asks: answers for the reader's context, and what to suggest when nothing matched. */
export interface SearchSource {
  search(query: string, snippetWords: number): Promise<SearchAnswer>;
  suggestions(): string[];
  /** Called when more of the index arrived: the same query may now find more. */
  subscribe(listener: () => void): () => void;
}

/** Runs when the browser is idle, so loading more of the index never competes with typing. */
function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 200);
}

/**
 * The offline index for a reader: the groups of what they are reading load first (the first query waits
 * for those only), the rest of their context once the browser is idle.
 */
export function offlineSource(engine: OfflineEngine, reader: ReaderContext): SearchSource {
  let ready: Promise<{ all: Set<string>; first: Set<string> }> | undefined;
  const prepare = () => {
    ready ??= engine.manifest().then(async (manifest) => {
      const { first, later } = contextGroups(manifest.groups, reader);
      await engine.load(first);
      whenIdle(() => void engine.load(later).catch(() => undefined));
      return { all: new Set([...first, ...later].map((g) => g.id)), first: new Set(first.map((g) => g.id)) };
    });
    // A failure is not kept: the next query tries the network again.
    ready.catch(() => (ready = undefined));
    return ready;
  };
  let groups: Set<string> = new Set();
  return {
    async search(query, snippetWords) {
      const { all, first } = await prepare();
      groups = all;
      return engine.search(query, { groups: all, preferred: first, snippetWords });
    },
    suggestions: () => engine.suggestions(groups),
    subscribe: (listener) => engine.subscribe(listener),
  };
}

/**
 * The hosted service first, the offline index when it fails, hangs past the read timeout or failed in
 * the last two minutes; offline answers then carry a one-line notice.
 */
export function onlineSource(config: AlgoliaConfig, baseUrl: string, offline: SearchSource, reader: ReaderContext): SearchSource {
  const tags = docSearchTags(reader);
  return {
    async search(query, snippetWords) {
      if (serviceAvailable()) {
        try {
          return await searchOnline(config, baseUrl, { query, tags, snippetWords });
        } catch {
          // Answered below from the offline index.
        }
      }
      return { ...(await offline.search(query, snippetWords)), notice: OFFLINE_NOTICE };
    },
    suggestions: () => offline.suggestions(),
    subscribe: (listener) => offline.subscribe(listener),
  };
}
