import { processTerm, tokenize } from '../../src/search/tokenize.ts';
import { isCjk } from './highlight.ts';

/** The longest query the search box and the search page accept (the spec's limit). */
export const MAX_QUERY_LENGTH = 64;

/** A query as the index is searched with it. */
export interface QueryTerms {
  terms: string[];
  /** The last term is still being typed (no space after it): it is matched as a prefix, not fuzzily. */
  typing: boolean;
}

/**
 * A query's search terms, split and normalised as the build indexed the text. Stop words and single
 * letters are left out, except the last term while the reader is still typing it: "the" or "a" may be
 * the start of "theme" or "api". A trailing space says the last word is finished. A single letter after
 * other words waits for the next one: it would widen the search to thousands of words and narrow nothing.
 *
 * Of a CJK run only the character pairs are kept: the index holds every pair of the text, so a query's
 * pairs are always there, whereas the segmenter may cut a query into words it cut differently in context.
 */
export function queryTerms(query: string): QueryTerms {
  const tokens = tokenize(query).filter((t) => !isCjk(t) || t.length <= 2);
  const typing = !/\s$/.test(query);
  const lastTyped = (t: string, i: number) => typing && i === tokens.length - 1 && (tokens.length === 1 || t.length > 1 || isCjk(t));
  const terms = tokens.map((t, i) => processTerm(t) || (lastTyped(t, i) ? t.toLowerCase() : null));
  return { terms: [...new Set(terms.filter((t): t is string => !!t))], typing };
}
