import type { Options, SearchOptions } from 'minisearch';
import type { IndexedSection } from './types.ts';
import { processTerm, tokenize } from './tokenize.ts';

/** Index options shared by the build (which indexes) and the browser (which loads and queries). */
export const INDEX_OPTIONS: Options<IndexedSection> = {
  idField: 'u',
  fields: ['p', 'h', 't'],
  storeFields: ['h', 't', 'a', 'w'],
  tokenize,
  processTerm,
};

/** Prefix and fuzzy matching; a hit in the page title counts most, then the heading. */
export const QUERY_OPTIONS: SearchOptions = {
  prefix: true,
  fuzzy: (term) => (term.length > 3 ? 0.2 : false),
  boost: { p: 3, h: 2 },
  combineWith: 'AND',
  boostDocument: (_id, _term, stored) => (stored?.w as number | undefined) ?? 1,
};
