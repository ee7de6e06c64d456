// Sidebar views: what a render reads of a sidebar, and the trails pages open it with.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { compareIndexPaths, sidebarTrails } from '../src/plugins/docs/sidebar-trails.ts';
import type { SidebarItem } from '../src/plugins/docs/types.ts';
import { trackTree, treeView } from '../src/render/tree-reads.ts';

const link = (label: string, href: string): SidebarItem => ({ type: 'link', label, href });
const category = (label: string, items: SidebarItem[], href?: string): SidebarItem => ({ type: 'category', label, href, items, collapsed: true, collapsible: true });

const SIDEBAR: SidebarItem[] = [
  link('Intro', '/intro/'),
  category('Guide', [link('First', '/guide/first/'), category('Deep', [link('Bottom', '/guide/deep/bottom/')], '/guide/deep/')], '/guide/'),
  category('Reference', [link('API', '/ref/api/'), link('First again', '/guide/first/')]),
];

test('a render that maps only the top level records only the top level', () => {
  const reads = new Set<string>();
  const tree = trackTree(SIDEBAR, reads);
  assert.ok(Array.isArray(tree));
  assert.equal(reads.size, 0, 'wrapping reads nothing');
  assert.equal(tree.map((i) => (i as { label: string }).label), ['Intro', 'Guide', 'Reference']);
  assert.equal([...reads], ['']);
  // Holding a category's list without touching it (a closed, lazy Collapsible) records nothing more.
  const guide = tree[1] as { items: unknown[] };
  const held = guide.items;
  assert.equal([...reads], ['']);
  assert.equal((held[1] as { label: string }).label, 'Deep');
  assert.equal([...reads].sort(), ['', '1']);
});

test('every way of reading a list records it, and the values are the sidebar\'s', () => {
  for (const read of [(l: unknown[]) => l.length, (l: unknown[]) => JSON.stringify(l), (l: unknown[]) => [...l], (l: unknown[]) => Object.keys(l), (l: unknown[]) => 0 in l]) {
    const reads = new Set<string>();
    const tree = trackTree(SIDEBAR, reads);
    read((tree[2] as { items: unknown[] }).items);
    assert.equal([...reads].sort(), ['', '2']);
  }
  const reads = new Set<string>();
  assert.equal(JSON.stringify(trackTree(SIDEBAR, reads)), JSON.stringify(SIDEBAR));
  assert.equal([...reads].sort(), ['', '1', '1.1', '2']);
});

test('a view leaves out the lists not read, so a label inside them does not change it', () => {
  const edited = structuredClone(SIDEBAR);
  ((edited[1] as { items: SidebarItem[] }).items[0] as { label: string }).label = 'First, renamed';
  const top = new Set(['']);
  assert.equal(treeView(edited, top), treeView(SIDEBAR, top));
  assert.equal(treeView(SIDEBAR, top)?.[1], { ...SIDEBAR[1], items: null });
  const open = new Set(['', '1']);
  assert.not.equal(treeView(edited, open), treeView(SIDEBAR, open));
  assert.equal(treeView(SIDEBAR, new Set()), undefined, 'a sidebar never touched has no view');
});

function containsPath(item: SidebarItem, path: string): boolean {
  return item.type === 'link' ? item.href === path : item.href === path || item.items.some((i) => containsPath(i, path));
}

test('a trail lists, in reading order, exactly the categories that contain the address', () => {
  const trails = sidebarTrails(SIDEBAR);
  assert.equal(trails.get('/guide/first/'), ['1', '2']);
  assert.equal(trails.get('/guide/deep/bottom/'), ['1', '1.1']);
  assert.equal(trails.get('/guide/deep/'), ['1', '1.1']);
  assert.equal(trails.get('/intro/'), []);
  const categories: [string, SidebarItem][] = [];
  const walk = (list: SidebarItem[], prefix: string) => list.forEach((item, i) => {
    const at = prefix ? `${prefix}.${i}` : String(i);
    if (item.type === 'category') {
      categories.push([at, item]);
      walk(item.items, at);
    }
  });
  walk(SIDEBAR, '');
  for (const [href, trail] of trails) assert.equal(trail, categories.filter(([, c]) => containsPath(c, href)).map(([at]) => at), href);
  assert.equal(['10', '2.1', '2', '1.0.3'].sort(compareIndexPaths), ['1.0.3', '2', '2.1', '10']);
});

test.run();
