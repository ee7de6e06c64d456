import MiniSearch, { type SearchOptions, type SearchResult } from 'minisearch';
import { INDEX_OPTIONS, QUERY_OPTIONS } from '../../src/search/options.ts';
import type { IndexedSection, ShardFile } from '../../src/search/types.ts';
import { unpackIndex } from '../../src/search/packed-index.ts';
import { highlight, isCjk, snippet } from './highlight.ts';
import type { QueryTerms } from './query-terms.ts';
import type { ManifestGroup, SearchHit } from './types.ts';

/** One index file, loaded: its group, its pages' titles and crumbs, and the index. */
export interface LoadedShard {
  group: ManifestGroup;
  pages: ShardFile['pages'];
  index: MiniSearch<IndexedSection>;
}

/** A section that matched, with what ranks and highlights it. */
export interface RankedSection {
  shard: LoadedShard;
  result: SearchResult;
  score: number;
}

export function loadShard(group: ManifestGroup, file: ShardFile): LoadedShard {
  return { group, pages: file.pages, index: MiniSearch.loadJS(unpackIndex(file.index), INDEX_OPTIONS) };
}

/** Terms arrive split and normalised (queryTerms), so the index's own processing must not run again. */
const PREPARED = { tokenize: (q: string) => q.split(' '), processTerm: (t: string) => t };
/** Fuzzy matching goes no further than 2 edits: 3 on a long word costs more than a keystroke may, and finds other words. */
const MAX_FUZZY = 2;

/**
 * Every section of the shards matching all the terms, or any of them when none matches all, best first.
 * A word still being typed is matched by prefix only (its completions), which is fast; only when that
 * finds nothing is it matched fuzzily too, for a typo. `weight` scales a shard's scores: the reader's
 * own doc set ranks ahead of the others.
 */
export function searchShards(shards: readonly LoadedShard[], terms: QueryTerms, weight: (shard: LoadedShard) => number = () => 1): RankedSection[] {
  const search = new ShardSearch(shards, terms, weight);
  while (search.step());
  return search.results();
}

/**
 * A query's work over the shards, one shard searched per step, so a caller can stop between steps to
 * give the page back (a large site has hundreds of shards). The fallbacks of `searchShards` apply to
 * all shards together: the next kind of match is tried only when the previous found nothing anywhere.
 */
export class ShardSearch {
  private readonly text: string;
  private readonly attempts: SearchOptions[];
  private attempt = 0;
  private next = 0;
  private found: RankedSection[] = [];
  private finished: boolean;

  constructor(
    private readonly shards: readonly LoadedShard[],
    { terms, typing }: QueryTerms,
    private readonly weight: (shard: LoadedShard) => number = () => 1,
  ) {
    this.text = terms.join(' ');
    this.finished = !terms.length || !shards.length;
    const { fuzzy } = QUERY_OPTIONS;
    const fuzzyAll: SearchOptions['fuzzy'] = (term, i, all) => (typeof fuzzy === 'function' ? fuzzy(term, i, all) : (fuzzy ?? false));
    const prefixLast: SearchOptions['fuzzy'] = (term, i, all) => (typing && i === all.length - 1 ? false : fuzzyAll(term, i, all));
    const base: SearchOptions = {
      ...QUERY_OPTIONS,
      ...PREPARED,
      maxFuzzy: MAX_FUZZY,
      // A lone letter starts too many words to rank them all in time: titles and headings only.
      ...(terms.length === 1 && terms[0].length === 1 && !isCjk(terms[0]) ? { fields: ['p', 'h'] } : {}),
    };
    const attempts: SearchOptions[] = [{ combineWith: 'AND', fuzzy: prefixLast }, ...(typing ? [{ combineWith: 'AND' as const, fuzzy: fuzzyAll }] : []), { combineWith: 'OR', fuzzy: fuzzyAll }];
    this.attempts = attempts.map((a) => ({ ...base, ...a }));
  }

  /** Searches one more shard; false once the query is answered. */
  step(): boolean {
    if (this.finished) return false;
    const shard = this.shards[this.next++];
    for (const result of shard.index.search(this.text, this.attempts[this.attempt])) this.found.push({ shard, result, score: result.score * this.weight(shard) });
    if (this.next === this.shards.length) {
      if (this.found.length || this.attempt === this.attempts.length - 1) this.finished = true;
      else [this.attempt, this.next] = [this.attempt + 1, 0];
    }
    return !this.finished;
  }

  /** The matches found so far (all of them once `step` returned false), best first. */
  results(): RankedSection[] {
    return [...this.found].sort((a, b) => b.score - a.score);
  }
}

/** The page a section belongs to: its id (a URL) without the anchor. */
export function pageOf({ result }: RankedSection): string {
  const url = String(result.id);
  const hash = url.indexOf('#');
  return hash < 0 ? url : url.slice(0, hash);
}

/** A ranked section as a result: page title and heading highlighted, a snippet around the first match. */
export function toHit(section: RankedSection, snippetWords: number): SearchHit {
  const { shard, result } = section;
  const url = String(result.id);
  const pageUrl = pageOf(section);
  const [title, crumbs] = shard.pages[pageUrl] ?? ['', ''];
  const terms = result.terms;
  const parent = typeof result.a === 'string' ? result.a : undefined;
  return {
    url,
    pageUrl,
    pageTitle: highlight(title, terms),
    heading: typeof result.h === 'string' ? highlight(result.h, terms) : undefined,
    crumbs,
    ...(parent ? { parent } : {}),
    snippet: snippet(typeof result.t === 'string' ? result.t : '', terms, snippetWords),
  };
}
