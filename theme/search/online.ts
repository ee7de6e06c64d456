import type { LiteClient } from 'algoliasearch/lite';
import type { AlgoliaConfig } from '../../src/config/define.ts';
import type { Timeouts } from './algolia-client.ts';
import { docSearchAnswer, docSearchQuery, type DocSearchResult } from './docsearch.ts';
import type { SearchAnswer } from './types.ts';

/** The spec's client timeouts: 1 s to connect, 2 s to read an answer, 30 s to write. */
export const TIMEOUTS: Timeouts = { connect: 1000, read: 2000, write: 30_000 };
/**
 * How long a failed service is left alone. The client marks a failing host down for the same 2 minutes
 * itself (a constant of @algolia/client-common), but with every host down it tries them all again, so
 * the modal keeps its own mark and answers offline meanwhile.
 */
export const DOWN_FOR_MS = 2 * 60 * 1000;
/** What an online query needs to know of the page. */
export interface OnlineQuery {
  query: string;
  tags: readonly string[];
  snippetWords: number;
  /** The search page's results page (from 1), whose hits are all shown; absent for the modal. */
  page?: number;
}

// For the page's lifetime, across openings of the modal: one client, one down mark.
let client: Promise<LiteClient> | undefined;
let downUntil = 0;

/** False for two minutes after a failure: ask the offline index instead. */
export function serviceAvailable(): boolean {
  return Date.now() >= downUntil;
}

/**
 * Asks the hosted service, through the official lite client, loaded on the first query only. Fails after
 * the read timeout even when the client would go on to another host, and marks the service down.
 */
export async function searchOnline(config: AlgoliaConfig, baseUrl: string, { query, tags, snippetWords, page }: OnlineQuery): Promise<SearchAnswer> {
  try {
    // The lazy-entry form, so the client's chunk shares the main script's modules instead of splitting them out.
    client ??= import('lectern:lazy:@theme/search/algolia-client').then((m) => m.default(config, TIMEOUTS));
    const request = (await client).search({ requests: [docSearchQuery(query, config.indexName, tags, snippetWords, page ? page - 1 : 0)] });
    const { results } = await deadline(request, TIMEOUTS.read);
    return docSearchAnswer(results[0] as unknown as DocSearchResult, baseUrl, config.replaceSearchResultPathname, page ? Infinity : undefined);
  } catch (err) {
    downUntil = Date.now() + DOWN_FOR_MS;
    throw err;
  }
}

function deadline<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the search service did not answer within ${ms} ms`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}
