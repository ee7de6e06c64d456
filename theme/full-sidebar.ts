import { useSyncExternalStore } from 'react';
import type { SidebarItem } from '../src/plugins/docs/types.ts';
import { SIDEBAR_INDEX_FILE } from '../src/render/client-files.ts';
import { fetchShared } from './client/loader.ts';

/**
 * A page loads the view of its sidebar it rendered: categories it kept closed come without their lists
 * (`null` in the file). The whole sidebar loads when a reader opens one of those, and from then on every
 * page of that sidebar renders from it.
 */

/**
 * Stands for a list the page's view left out: empty and truthy, as the server saw it (a render that did
 * more than pass a list along read it, and the view holds it).
 */
export const UNLOADED: SidebarItem[] = Object.freeze([]) as unknown as SidebarItem[];

const loaded = new Map<string, SidebarItem[]>();
const pending = new Set<string>();
const listeners = new Set<() => void>();
const views = new WeakMap<object, SidebarItem[]>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The whole sidebar once loaded (never during hydration, which must render the page's own view). */
export function useFullSidebar(key: string | undefined): SidebarItem[] | undefined {
  return useSyncExternalStore(
    subscribe,
    () => (key ? loaded.get(key) : undefined),
    () => undefined,
  );
}

/** A view as the theme reads it: each list left out is UNLOADED. */
export function readView(view: unknown): SidebarItem[] {
  if (!Array.isArray(view)) return UNLOADED;
  let tree = views.get(view);
  if (!tree) {
    const walk = (items: SidebarItem[]): SidebarItem[] => items.map((item) => (item.type === 'category' ? { ...item, items: item.items ? walk(item.items) : UNLOADED } : item));
    tree = walk(view as SidebarItem[]);
    views.set(view, tree);
  }
  return tree;
}

/**
 * Loads sidebar `key` whole: its address from the sidebar index (asked of the server each time, as its
 * name stays while its content changes), then the content-hashed file. A failure is forgotten, so the
 * next opening tries again.
 */
export function loadFullSidebar(baseUrl: string, key: string): void {
  if (loaded.has(key) || pending.has(key)) return;
  pending.add(key);
  fetch(baseUrl + SIDEBAR_INDEX_FILE, { cache: 'no-cache' })
    .then((res) => res.json() as Promise<Record<string, string>>)
    .then((index) => fetchShared(index[key]))
    .then((full) => {
      loaded.set(key, full as SidebarItem[]);
      for (const listener of listeners) listener();
    })
    .catch((err: unknown) => console.warn(err))
    .finally(() => pending.delete(key));
}
