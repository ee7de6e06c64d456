/**
 * Which parts of a tree-shaped datum (a docs sidebar) a render read. A sidebar holds every label of the
 * docs, yet a page shows only its top level and the categories it opens; keying the page on the whole
 * sidebar would re-render every page for one title edit. The render gets the tree with each child list
 * behind a proxy that records its index path when touched; the page is then keyed on the view of the
 * tree those lists give (`treeView`). Whatever code reads the tree, a list it touched is in the key.
 */

import { hashValue } from '../util/hash.ts';

/** Index paths of the child lists a render touched: `''` is the top level, `3.1` the list of item 3.1. */
export type TreeReads = string[];

type Node = Record<string, unknown>;

function hasChildList(value: unknown): value is Node & { items: unknown[] } {
  return typeof value === 'object' && value !== null && Array.isArray((value as Node).items);
}

/**
 * The tree as the render sees it: equal in value, every list recording into `reads` on first touch.
 * Children are wrapped when their list is first read, so an untouched subtree costs nothing.
 */
export function trackTree(list: readonly unknown[], reads: Set<string>, at = ''): unknown[] {
  let wrapped: unknown[] | undefined;
  const target = (): unknown[] =>
    (wrapped ??= list.map((item, i) => {
      if (!hasChildList(item)) return item;
      const path = at ? `${at}.${i}` : String(i);
      return { ...item, items: trackTree(item.items, reads, path) };
    }));
  const touch = (): unknown[] => {
    reads.add(at);
    return target();
  };
  return new Proxy([] as unknown[], {
    get: (_, key) => Reflect.get(touch(), key),
    has: (_, key) => Reflect.has(touch(), key),
    ownKeys: () => Reflect.ownKeys(touch()),
    getOwnPropertyDescriptor: (_, key) => {
      const d = Reflect.getOwnPropertyDescriptor(touch(), key);
      // A proxy must report `length` as the (empty) target has it: writable, not configurable.
      return d && key !== 'length' ? { ...d, configurable: true } : d;
    },
    set: () => false,
    defineProperty: () => false,
    deleteProperty: () => false,
  });
}

/** A page's view of a sidebar as published: its value (`null` when the render read nothing) and its hash, which names its file. */
export interface SidebarView {
  value: unknown[] | null;
  hash: string;
}

/** The view of `list` a render with `reads` saw; the renderer names its file and the build writes it, from this one definition. */
export function sidebarView(list: readonly unknown[], reads: readonly string[]): SidebarView {
  const value = treeView(list, new Set(reads)) ?? null;
  return { value, hash: hashValue(value) };
}

/** The parts of the tree a render with these reads could see: lists not read are left out. */
export function treeView(list: readonly unknown[], reads: ReadonlySet<string>, at = ''): unknown[] | undefined {
  if (!reads.has(at)) return undefined;
  return list.map((item, i) => {
    if (!hasChildList(item)) return item;
    const path = at ? `${at}.${i}` : String(i);
    return { ...item, items: treeView(item.items, reads, path) ?? null };
  });
}
