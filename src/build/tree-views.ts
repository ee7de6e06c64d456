import type { TreeState } from '../cache/cache.ts';
import type { Route } from '../plugins/types.ts';
import { isTreeDatum } from '../render/client-files.ts';
import { treeView } from '../render/tree-reads.ts';
import { hashParts, hashValue } from '../util/hash.ts';

/**
 * Completes route fingerprints with their sidebars. A route rendered before is keyed on the view of each
 * sidebar its render read (the lists it touched, with their values now); without such a record, on the
 * whole sidebar. Views are hashed once per (sidebar, lists read): pages of one category share theirs.
 */
export class TreeViews {
  private readonly memo = new Map<string, string>();

  constructor(
    private readonly data: Readonly<Record<string, unknown>>,
    private readonly hashes: ReadonlyMap<string, string>,
  ) {}

  fingerprint(p: { base: string; route: Route }, trees: Readonly<Record<string, TreeState>>): string {
    return hashParts([p.base, ...p.route.data.filter(isTreeDatum).map((key) => this.part(key, trees[key]?.reads))]);
  }

  private part(key: string, reads: readonly string[] | undefined): string {
    const value = this.data[key];
    if (!reads || !Array.isArray(value)) return `${key}=${this.hashes.get(key)}`;
    const id = `${key}\n${reads.join(' ')}`;
    let hash = this.memo.get(id);
    if (hash === undefined) {
      hash = hashValue(treeView(value, new Set(reads)) ?? null);
      this.memo.set(id, hash);
    }
    return `${id}\n${hash}`;
  }
}
