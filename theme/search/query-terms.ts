import { processTerm, tokenize } from '../../src/search/tokenize.ts';
import { isCjk } from './highlight.ts';

/** The longest query the search box and the search page accept (the spec's limit). */
export const MAX_QUERY_LENGTH = 64;

/**
 * A query's search terms, split and normalised as the build indexed the text. Stop words and single
 * letters are left out, except the last term while the reader is still typing it: "the" or "a" may be
 * the start of "theme" or "api". A trailing space says the last word is finished.
 *
 * Of a CJK run only the character pairs are kept: the index holds every pair of the text, so a query's
 * pairs are always there, whereas the segmenter may cut a query into words it cut differently in context.
 */
export function queryTerms(query: string): string[] {
  const tokens = tokenize(query).filter((t) => !isCjk(t) || t.length <= 2);
  const typing = !/\s$/.test(query);
  const terms = tokens.map((t, i) => processTerm(t) || (typing && i === tokens.length - 1 ? t.toLowerCase() : null));
  return [...new Set(terms.filter((t): t is string => !!t))];
}
