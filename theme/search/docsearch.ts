import type { AlgoliaConfig } from '../../src/config/define.ts';
import { fromMarkedHtml } from './highlight.ts';
import { groupByPage, HITS_PER_GROUP, HITS_PER_PAGE } from './results.ts';
import type { SearchAnswer, SearchHit } from './types.ts';

/** The record levels of a DocSearch index: lvl0 is the section of the site, lvl1 the page title, then headings. */
const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
type Level = (typeof LEVELS)[number];

/** The site's language, as DocSearch's crawler tags records. */
const LANGUAGE = 'en';

/** One query of the multi-index request, as DocSearch sends it. */
export interface DocSearchQuery {
  query: string;
  indexName: string;
  attributesToRetrieve: string[];
  attributesToSnippet: string[];
  snippetEllipsisText: string;
  highlightPreTag: string;
  highlightPostTag: string;
  hitsPerPage: number;
  clickAnalytics: boolean;
  facetFilters: (string | string[])[];
  /** Results page, from 0; sent by the search page past its first page. */
  page?: number;
}

interface MarkedValue {
  value: string;
}

/** A DocSearch record as the service returns it (only what the modal reads). */
export interface DocSearchHit {
  url: string;
  type: Level | 'content';
  content?: string | null;
  hierarchy: Partial<Record<Level, string | null>>;
  _highlightResult?: { hierarchy?: Partial<Record<Level, MarkedValue>>; content?: MarkedValue };
  _snippetResult?: { content?: MarkedValue };
}

/** One query's result in the multi-index response. */
export interface DocSearchResult {
  hits: DocSearchHit[];
  nbHits: number;
  /** Pages the service will serve: it stops at 1,000 hits whatever `nbHits` says. */
  nbPages?: number;
  queryID?: string;
}

/**
 * The request DocSearch makes for a query: the record fields a result shows, snippets of `snippetWords`
 * words, 20 hits, and contextual search (the site's language, and `docusaurus_tag:` for pages and blogs
 * plus each docs set at the reader's version). Click analytics on, so the service returns a query id.
 */
export function docSearchQuery(query: string, indexName: string, tags: readonly string[], snippetWords: number, page = 0): DocSearchQuery {
  return {
    query,
    indexName,
    attributesToRetrieve: [...LEVELS.map((l) => `hierarchy.${l}`), 'content', 'type', 'url'],
    attributesToSnippet: [...LEVELS.slice(1).map((l) => `hierarchy.${l}:${snippetWords}`), `content:${snippetWords}`],
    snippetEllipsisText: '…',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    hitsPerPage: HITS_PER_PAGE,
    clickAnalytics: true,
    facetFilters: [`language:${LANGUAGE}`, tags.map((t) => `docusaurus_tag:${t}`)],
    ...(page ? { page } : {}),
  };
}

/**
 * A record's URL as a site path, for the client router: the service's absolute URL loses its origin and
 * base URL, and `replaceSearchResultPathname` rewrites it (say, `/docs/next/` to `/docs/`).
 */
export function hitPath(url: string, baseUrl: string, replace: AlgoliaConfig['replaceSearchResultPathname']): string {
  const parsed = new URL(url, 'https://site.invalid');
  let path = parsed.pathname.startsWith(baseUrl) ? parsed.pathname.slice(baseUrl.length - 1) : parsed.pathname;
  if (replace) path = path.replace(new RegExp(replace.from), replace.to);
  return path + parsed.hash;
}

/** A record as a result: the page title (lvl1), the deepest heading above it, the site section as crumbs. */
export function fromDocSearchHit(hit: DocSearchHit, baseUrl: string, replace: AlgoliaConfig['replaceSearchResultPathname']): SearchHit {
  const url = hitPath(hit.url, baseUrl, replace);
  const marked = (level: Level) => {
    const html = hit._highlightResult?.hierarchy?.[level]?.value;
    return html ? fromMarkedHtml(html) : [{ text: hit.hierarchy[level] ?? '', mark: false }];
  };
  const headings = LEVELS.slice(2).filter((l) => hit.hierarchy[l]);
  const deepest = headings[headings.length - 1];
  const parent = headings.length > 1 ? hit.hierarchy[headings[headings.length - 2]] : undefined;
  const snippet = hit._snippetResult?.content?.value;
  return {
    url,
    pageUrl: url.replace(/#.*$/, ''),
    pageTitle: marked(hit.hierarchy.lvl1 ? 'lvl1' : 'lvl0'),
    heading: deepest ? marked(deepest) : undefined,
    crumbs: hit.hierarchy.lvl1 ? (hit.hierarchy.lvl0 ?? '') : '',
    ...(parent ? { parent } : {}),
    snippet: snippet ? fromMarkedHtml(snippet) : [],
  };
}

/**
 * The service's answer as results show it: hits grouped by page, the total and the query id. The modal
 * keeps 5 hits a page; the search page (`perGroup` Infinity) shows every hit of its results page.
 */
export function docSearchAnswer(result: DocSearchResult, baseUrl: string, replace: AlgoliaConfig['replaceSearchResultPathname'], perGroup = HITS_PER_GROUP): SearchAnswer {
  const hits = result.hits.map((h) => fromDocSearchHit(h, baseUrl, replace));
  const total = result.nbPages === undefined ? result.nbHits : Math.min(result.nbHits, result.nbPages * HITS_PER_PAGE);
  return { groups: groupByPage(hits, (h) => h.pageUrl, (h) => h, perGroup), total, queryId: result.queryID };
}
