import type { TreeState } from '../cache/cache.ts';
import type { Route } from '../plugins/types.ts';
import { isTreeDatum } from '../render/client-files.ts';
import { sidebarView, type SidebarView } from '../render/tree-reads.ts';
import { hashParts } from '../util/hash.ts';

/**
 * Completes route fingerprints with their sidebars. A route rendered before is keyed on the view of each
 * sidebar its render read (the lists it touched, with their values now); without such a record, on the
 * whole sidebar. Views are hashed once per (sidebar, lists read): pages of one category share theirs.
 */
export class TreeViews {
  private readonly memo = new Map<string, SidebarView>();

  constructor(
    private readonly data: Readonly<Record<string, unknown>>,
    private readonly hashes: ReadonlyMap<string, string>,
  ) {}

  fingerprint(p: { base: string; route: Route }, trees: Readonly<Record<string, TreeState>>): string {
    return hashParts([p.base, ...p.route.data.filter(isTreeDatum).map((key) => this.part(key, trees[key]?.reads))]);
  }

  /** The view of sidebar `key` a render with these reads saw, and its hash (which names its file). */
  view(key: string, reads: readonly string[]): SidebarView {
    const id = `${key}\n${reads.join(' ')}`;
    let view = this.memo.get(id);
    if (!view) {
      view = sidebarView(this.data[key] as unknown[], reads);
      this.memo.set(id, view);
    }
    return view;
  }

  private part(key: string, reads: readonly string[] | undefined): string {
    if (!reads || !Array.isArray(this.data[key])) return `${key}=${this.hashes.get(key)}`;
    return `${key}\n${reads.join(' ')}\n${this.view(key, reads).hash}`;
  }
}
