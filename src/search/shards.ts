import type { SearchGroup } from './types.ts';

/** Section text a shard may hold before its group is split by path prefix (~250 KB gzip of index). */
export const SHARD_TEXT_LIMIT = 300_000;

export interface ShardPlanPage {
  path: string;
  group: SearchGroup;
  /** Section text length, the main driver of index size. */
  bytes: number;
}

export interface PlannedShard {
  group: SearchGroup;
  /** Path prefix the shard covers; the group's common prefix when it is not split. */
  prefix: string;
  /** Unique within the site: group id, plus the prefix below the group's own when split. */
  key: string;
  paths: string[];
}

/**
 * Splits each group into shards of at most SHARD_TEXT_LIMIT bytes of text, by path prefix, one
 * segment deeper wherever a prefix is still too large. A shard's pages depend only on the pages'
 * paths and sizes, so an edit changes the shards it touches and no others (unless it moves a size
 * across the limit).
 */
export function planShards(pages: readonly ShardPlanPage[]): PlannedShard[] {
  const byGroup = groupBy(pages, (page) => page.group.id);
  const shards: PlannedShard[] = [];
  for (const [id, members] of [...byGroup].sort(([a], [b]) => a.localeCompare(b))) {
    const base = commonPrefix(members.map((m) => m.path));
    const emit = (list: ShardPlanPage[], prefix: string) => {
      const below = prefix.slice(base.length).split('/').filter(Boolean).join('-');
      shards.push({ group: list[0].group, prefix, key: below ? `${id}-${below.replace(/[^\w.-]+/g, '-')}` : id, paths: list.map((p) => p.path).sort() });
    };
    const split = (list: ShardPlanPage[], prefix: string, depth: number): void => {
      const size = list.reduce((sum, p) => sum + p.bytes, 0);
      if (size <= SHARD_TEXT_LIMIT || list.length === 1) return emit(list, prefix);
      const parts = groupBy(list, (p) => prefixAt(p.path, depth + 1));
      for (const [next, part] of [...parts].sort(([a], [b]) => a.localeCompare(b))) split(part, next, depth + 1);
    };
    split(members, base, base.split('/').filter(Boolean).length);
  }
  return shards;
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
