import MiniSearch, { type SearchResult } from 'minisearch';
import { INDEX_OPTIONS, QUERY_OPTIONS } from '../../src/search/options.ts';
import type { IndexedSection, ShardFile } from '../../src/search/types.ts';
import { highlight, snippet } from './highlight.ts';
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
  return { group, pages: file.pages, index: MiniSearch.loadJS(file.index as Parameters<typeof MiniSearch.loadJS>[0], INDEX_OPTIONS) };
}

/** Terms arrive split and normalised (queryTerms), so the index's own processing must not run again. */
const PREPARED = { tokenize: (q: string) => q.split(' '), processTerm: (t: string) => t };

/**
 * Every section of the shards matching all the terms, or any of them when none matches all, best first.
 * `weight` scales a shard's scores: the reader's own doc set ranks ahead of the others.
 */
export function searchShards(shards: readonly LoadedShard[], terms: readonly string[], weight: (shard: LoadedShard) => number = () => 1): RankedSection[] {
  if (!terms.length) return [];
  const run = (combineWith: 'AND' | 'OR') =>
    shards.flatMap((shard) => shard.index.search(terms.join(' '), { ...QUERY_OPTIONS, ...PREPARED, combineWith }).map((result) => ({ shard, result, score: result.score * weight(shard) })));
  const all = run('AND');
  return (all.length ? all : run('OR')).sort((a, b) => b.score - a.score);
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
