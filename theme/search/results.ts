import type { HitGroup, SearchHit } from './types.ts';

/** Hits a query shows at once: the modal's list, and one page of the search page (the spec's 20). */
export const HITS_PER_PAGE = 20;
/** Sections shown under one page in the modal (the spec's limit per group). */
export const HITS_PER_GROUP = 5;

/**
 * Groups ranked matches by page, in the order each page first appears: a page keeps at most `perGroup`
 * matches and `limit` are kept in all. Only kept matches become hits (highlighting costs).
 */
export function groupByPage<T>(matches: readonly T[], pageOf: (match: T) => string, toHit: (match: T) => SearchHit, perGroup = HITS_PER_GROUP, limit = HITS_PER_PAGE): HitGroup[] {
  const groups = new Map<string, T[]>();
  let kept = 0;
  for (const match of matches) {
    if (kept >= limit) break;
    const page = pageOf(match);
    const group = groups.get(page) ?? groups.set(page, []).get(page)!;
    if (group.length >= perGroup) continue;
    group.push(match);
    kept++;
  }
  return [...groups].map(([pageUrl, list]) => ({ pageUrl, hits: list.map(toHit) }));
}

/** Page `page` (from 1) of the search page: the next 20 matches, every one shown, grouped by page. */
export function resultPage<T>(matches: readonly T[], page: number, pageOf: (match: T) => string, toHit: (match: T) => SearchHit): HitGroup[] {
  const start = (page - 1) * HITS_PER_PAGE;
  return groupByPage(matches.slice(start, start + HITS_PER_PAGE), pageOf, toHit, Infinity);
}

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / HITS_PER_PAGE));
}
