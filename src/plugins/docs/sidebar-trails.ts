import type { SidebarItem } from './types.ts';

/**
 * For every address a sidebar links to, the categories that contain it (a category contains its own
 * page): their index paths, `3.1` being the second item of the fourth, in reading order. Pages get the
 * list as the `sidebarTrail` prop, so the sidebar opens the right categories without searching the
 * whole tree: a page's HTML then depends on the categories it shows, not on every label in the sidebar.
 */
export function sidebarTrails(items: readonly SidebarItem[]): Map<string, string[]> {
  const trails = new Map<string, Set<string>>();
  const add = (href: string, categories: readonly string[]) => {
    const set = trails.get(href) ?? new Set<string>();
    for (const c of categories) set.add(c);
    trails.set(href, set);
  };
  const walk = (list: readonly SidebarItem[], prefix: string, open: readonly string[]) => {
    list.forEach((item, i) => {
      const at = prefix ? `${prefix}.${i}` : String(i);
      if (item.type === 'link') return add(item.href, open);
      const inside = [...open, at];
      if (item.href) add(item.href, inside);
      walk(item.items, at, inside);
    });
  };
  walk(items, '', []);
  return new Map([...trails].map(([href, set]) => [href, [...set].sort(compareIndexPaths)]));
}

/** Reading order of index paths: `2` < `2.0` < `2.1` < `10`. */
export function compareIndexPaths(a: string, b: string): number {
  const x = a.split('.').map(Number);
  const y = b.split('.').map(Number);
  for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i] - y[i];
  return x.length - y.length;
}
