import type { SearchGroup } from './types.ts';
import { byCodeUnit } from '../util/order.ts';

/**
 * Section text a shard may hold before its group is split by path prefix: about 55-70 KB gzip of index.
 * A reader's first query downloads the shard holding the page they read, and an edit rebuilds the
 * shard holding the page edited; the price of smaller shards is more of them for the reader's search to
 * query once all are loaded. At 150,000 the reference site's docs (just under it) made one 85 KB index,
 * and its first query downloaded 100.0 KB of the 100 KB it may (issue 10); at 120,000 it is 83.8 KB.
 */
export const SHARD_TEXT_LIMIT = 120_000;

export interface ShardPlanPage {
  path: string;
  group: SearchGroup;
  /** Section text length, the main driver of index size. */
  bytes: number;
}

export interface PlannedShard {
  group: SearchGroup;
  /** Path prefixes the shard covers, in order; the group's common prefix when it is not split. */
  prefixes: string[];
  /** Unique within the site: group id, plus the prefix below the group's own when split. */
  key: string;
  paths: string[];
}

/**
 * Splits each group into shards of at most SHARD_TEXT_LIMIT bytes of text, by path prefix, one
 * segment deeper wherever a prefix is still too large; sibling prefixes too small for a shard of their
 * own share one, in path order, up to the limit. Many folders of a few pages each would otherwise make
 * hundreds of tiny indexes, and a reader's every keystroke searches each of them (each repeats the
 * vocabulary the others hold). A shard's pages depend only on the pages' paths and sizes, so an edit
 * changes the shards it touches and no others (unless it moves a size across the limit).
 */
export function planShards(pages: readonly ShardPlanPage[]): PlannedShard[] {
  const byGroup = groupBy(pages, (page) => page.group.id);
  const shards: PlannedShard[] = [];
  for (const [id, members] of [...byGroup].sort(([a], [b]) => byCodeUnit(a, b))) {
    const base = commonPrefix(members.map((m) => m.path));
    // Named after the first prefix it covers: each prefix is in one shard, so keys stay unique.
    const emit = (list: ShardPlanPage[], prefixes: string[]) => {
      const below = prefixes[0].slice(base.length).split('/').filter(Boolean).join('-');
      shards.push({ group: list[0].group, prefixes, key: below ? `${id}-${below.replace(/[^\w.-]+/g, '-')}` : id, paths: list.map((p) => p.path).sort() });
    };
    const split = (list: ShardPlanPage[], prefix: string, depth: number): void => {
      if (textBytes(list) <= SHARD_TEXT_LIMIT || list.length === 1) return emit(list, [prefix]);
      let bin: { pages: ShardPlanPage[]; prefixes: string[]; bytes: number } = { pages: [], prefixes: [], bytes: 0 };
      const flush = () => {
        if (bin.pages.length) emit(bin.pages, bin.prefixes);
        bin = { pages: [], prefixes: [], bytes: 0 };
      };
      for (const [next, part] of [...groupBy(list, (p) => prefixAt(p.path, depth + 1))].sort(([a], [b]) => byCodeUnit(a, b))) {
        const bytes = textBytes(part);
        if (bytes > SHARD_TEXT_LIMIT && part.length > 1) {
          flush();
          split(part, next, depth + 1);
          continue;
        }
        if (bin.bytes + bytes > SHARD_TEXT_LIMIT) flush();
        bin.pages.push(...part);
        bin.prefixes.push(next);
        bin.bytes += bytes;
      }
      flush();
    };
    split(members, base, base.split('/').filter(Boolean).length);
  }
  return shards;
}

function textBytes(pages: readonly ShardPlanPage[]): number {
  return pages.reduce((sum, p) => sum + p.bytes, 0);
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = groups.get(k);
    if (list) list.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

/** The first `segments` path segments of a path, with slashes around (`/docs/guides/`). */
function prefixAt(path: string, segments: number): string {
  // A route path (one leading slash, no empty segment) is cut where its next segment starts: the split
  // below, run for every page at every depth, took most of planning a 10,000-page site's shards.
  if (segments > 0 && path.startsWith('/') && !path.includes('//')) {
    let slash = 0;
    for (let k = 0; k < segments; k++) {
      slash = path.indexOf('/', slash + 1);
      if (slash < 0) return path;
    }
    return slash + 1 < path.length ? path.slice(0, slash + 1) : path;
  }
  const parts = path.split('/').filter(Boolean);
  return parts.length <= segments ? path : `/${parts.slice(0, segments).join('/')}/`;
}

function commonPrefix(paths: string[]): string {
  const split = paths.map((p) => p.split('/').filter(Boolean));
  const first = split[0] ?? [];
  let n = 0;
  while (n < first.length - 1 && split.every((s) => s.length > n + 1 && s[n] === first[n])) n++;
  return `/${first.slice(0, n).join('/')}${n ? '/' : ''}`;
}
