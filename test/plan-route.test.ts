import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ModuleMetas } from '../src/build/module-metas.ts';
import { planContextKey, planRoute, type PlanInputs } from '../src/build/plan-route.ts';
import type { SiteConfig } from '../src/config/types.ts';
import { moduleFacts, type DocMeta } from '../src/markdown/types.ts';
import type { Route } from '../src/plugins/types.ts';
import type { ThemeBundle } from '../src/theme-bundle/theme.ts';

function meta(over: Partial<DocMeta> = {}): DocMeta {
  return { frontMatter: {}, toc: [], fileLinks: ['./b.md#x', './gone.md', './img/pic.png#top', 'pathname:///files/x.pdf', './absent.pdf', '../../../etc/passwd.txt', '../.lectern/cache.db'], themeImports: { Tabs: 'Tabs' }, images: [], hasExcerpt: false, wordCount: 1, ...over };
}

function route(): Route {
  return { path: '/docs/a/', layout: 'DocPage', plugin: 'docs:default', modules: [{ slot: 'content', source: 'docs/a.md', part: 'body' }], data: ['site', 'docs:default:current:sidebar:s'], props: { title: 'A' } };
}

/** What a plan reads, with the site's files (by path, their hashes) that content links to. */
type PlanParts = Omit<PlanInputs, 'contextKey' | 'assetHash'> & { files: Map<string, string> };

/** A plan's inputs, built fresh each time so a case can change one thing. */
function inputs(change: (p: PlanParts) => void = () => {}): PlanInputs {
  const metas = new ModuleMetas(new Map([['ka', moduleFacts(meta())]]), { one: () => undefined, many: () => new Map(), frontMatterOne: () => undefined, frontMatterMany: () => new Map() }, () => []);
  const bundle = {
    key: 't',
    closures: { '@render': 'r1', 'layouts/DocPage': 'l1', Tabs: 'c1' },
    clientChunks: { '@theme/Tabs': ['/assets/tabs.js'] },
    entryCss: { '@theme/Tabs': '/assets/tabs.css' },
    components: ['Tabs'],
  } as unknown as ThemeBundle;
  const p: PlanParts = {
    config: { onBrokenMarkdownLinks: 'warn' } as SiteConfig,
    keyOf: new Map([['docs/a.md', 'ka']]),
    metas,
    permalinks: new Map([['docs/a.md', '/docs/a/'], ['docs/b.md', '/docs/b/']]),
    dataHashes: new Map([['site', 'h-site'], ['docs:default:current:sidebar:s', 'h-sidebar']]),
    propsHashes: new WeakMap(),
    bundle,
    warnings: [],
    components: new Set(['Tabs']),
    linkBase: '',
    docs: [{ id: 'default', versions: [{ name: 'current', label: 'Next', path: '/docs/', isLast: true, mainDocPath: '/docs/a/' }] }],
    files: new Map([['docs/img/pic.png', 'abcdef0123456789']]),
  };
  change(p);
  return { ...p, contextKey: planContextKey(p), assetHash: (source) => p.files.get(source) ?? 'missing' };
}

test('an unchanged route takes its stored plan over, warnings included', () => {
  const first = inputs();
  const stored = planRoute(route(), first, undefined).plan;
  assert.equal(first.warnings, ['broken Markdown link in docs/a.md: "./gone.md" does not point to a page']);
  assert.equal(stored.modules[0].urls, ['/docs/b/#x', './gone.md', '/assets/files/pic.abcdef0123.png#top', '/files/x.pdf', './absent.pdf', '../../../etc/passwd.txt', '../.lectern/cache.db'], 'nothing outside the site or in a hidden folder');
  assert.equal(stored.assets, [{ source: 'docs/img/pic.png', hash: 'abcdef0123456789' }, { source: 'docs/absent.pdf', hash: 'missing' }], 'linked files, a missing one too');
  assert.equal(stored.search?.group.label, 'Docs Next', 'where the page is searched is part of its plan');
  const again = inputs();
  const taken = planRoute(route(), again, stored);
  assert.is(taken.plan, stored, 'the stored plan itself');
  assert.equal(again.warnings, first.warnings);
  assert.equal({ ...taken, plan: undefined }, { ...planRoute(route(), inputs(), undefined), plan: undefined });
});

// Keys by construction: whatever the plan reads, changing it gives the plan a fresh computation gives.
const changes: [string, (p: PlanParts) => void, ((r: Route) => void)?][] = [
  ['a linked file changes', (p) => p.files.set('docs/img/pic.png', '99990123456789')],
  ['a missing linked file appears', (p) => p.files.set('docs/absent.pdf', '12340123456789')],
  ['a link target moves', (p) => p.permalinks.set('docs/b.md', '/docs/moved/')],
  ['a missing link target appears', (p) => p.permalinks.set('docs/gone.md', '/docs/gone/')],
  ['broken Markdown links become silent', (p) => (p.config = { onBrokenMarkdownLinks: 'ignore' } as SiteConfig)],
  ['the base URL changes', (p) => (p.linkBase = '/base')],
  ['the layout closure changes', (p) => (p.bundle = { ...p.bundle, closures: { ...p.bundle.closures, 'layouts/DocPage': 'l2' } })],
  ['a component closure changes', (p) => (p.bundle = { ...p.bundle, closures: { ...p.bundle.closures, Tabs: 'c2' } })],
  ['a component chunk is renamed', (p) => (p.bundle = { ...p.bundle, clientChunks: { '@theme/Tabs': ['/assets/tabs.2.js'] } })],
  ['a component stylesheet is renamed', (p) => (p.bundle = { ...p.bundle, entryCss: { '@theme/Tabs': '/assets/tabs.2.css' } })],
  ['a datum changes', (p) => p.dataHashes.set('site', 'h-site-2')],
  ['the module is recompiled with other links', (p) => {
    p.keyOf.set('docs/a.md', 'ka2');
    p.metas.set('ka2', meta({ fileLinks: ['./b.md'] }));
  }],
  ['the props change', () => {}, (r) => (r.props = { title: 'A2' })],
  ['a docs version is renamed', (p) => (p.docs = [{ id: 'default', versions: [{ name: 'current', label: 'Canary', path: '/docs/', isLast: true, mainDocPath: '/docs/a/' }] }])],
  ['the route moves to another plugin', () => {}, (r) => (r.plugin = 'docs:other')],
  ['the route reads another datum', () => {}, (r) => r.data.push('extra')],
];

for (const [name, change, changeRoute] of changes) {
  test(`a stored plan is not taken over when ${name}`, () => {
    const stored = planRoute(route(), inputs(), undefined).plan;
    const after = () => {
      const r = route();
      changeRoute?.(r);
      return r;
    };
    const changed = () =>
      inputs((p) => {
        p.dataHashes.set('extra', 'h-extra');
        change(p);
      });
    const fresh = planRoute(after(), changed(), undefined);
    const memo = planRoute(after(), changed(), stored);
    assert.is.not(memo.plan, stored, 'made again');
    assert.equal(memo, fresh);
  });
}

test.run();
