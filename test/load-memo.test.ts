/**
 * A plugin's load is taken from the last build only when nothing it read changed: the compiled-metadata
 * fields it looked at, every other input, and the modules its sidebars file imports. The unit tests
 * drive `loadPlugin` with a fake plugin; the site tests check what a real build reuses and that its
 * output still equals a clean build.
 */
import { fileURLToPath } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { build } from '../src/build/build.ts';
import { loadInputsKey, loadPlugin, type LoadSetting, type LoadStore } from '../src/build/load-memo.ts';
import { ReadTrace } from '../src/build/read-trace.ts';
import { Cache } from '../src/cache/cache.ts';
import type { DocMeta } from '../src/markdown/types.ts';
import type { Plugin, PluginContext } from '../src/plugins/types.ts';
import type { InputFile } from '../src/scan/scan.ts';
import { cleanBuildOf } from './helpers/clean-build.ts';
import { hashValue } from '../src/util/hash.ts';
import { assertSameTree, editFile, fixtureCopies, page, snapshot } from './helpers/tree.ts';

const FIXTURE = fileURLToPath(new URL('./fixtures/keys-site/', import.meta.url));
const sites = fixtureCopies(FIXTURE, 'load-memo');
test.after(() => sites.cleanup());

function meta(over: Partial<DocMeta> = {}): DocMeta {
  return { frontMatter: {}, contentTitle: 'Title', toc: [], fileLinks: [], themeImports: {}, images: [], hasExcerpt: false, wordCount: 10, description: 'About it', ...over };
}

/** A fake site: one content file and one data file, a store in memory, and a plugin whose load is given. */
function harness(load: (ctx: PluginContext) => void) {
  const records = new Map<string, string>();
  const props = new Map<string, string>();
  const propsReads: string[] = [];
  const store: LoadStore = {
    get: (k) => records.get(k),
    set: (k, v) => void records.set(k, v),
    props: (hash) => (propsReads.push(hash), props.get(hash)),
    putProps: (entries) => entries.forEach(([hash, text]) => props.set(hash, text)),
  };
  let runs = 0;
  const plugin: Plugin = {
    name: 'fake',
    inputRoots: () => [],
    contentFiles: () => ['docs/a.md'],
    load: (ctx) => {
      runs++;
      load(ctx);
      return { routes: [{ path: '/a/', layout: 'DocPage', plugin: 'fake', modules: [], data: [], props: { n: 1 } }], data: { 'fake:list': [1, 2] }, permalinks: {} };
    },
  };
  const state = { meta: meta(), dataHash: 'd1', asScanned: true };
  const run = async () => {
    const inputs = new Map<string, InputFile>([
      ['docs/a.md', { path: 'docs/a.md', hash: `h-${JSON.stringify(state.meta)}`, stat: '' }],
      ['data.json', { path: 'data.json', hash: state.dataHash, stat: '' }],
    ]);
    const warnings: string[] = [];
    const trace = new ReadTrace('/site');
    const ctx = { config: {}, inputs, meta: () => state.meta, readData: async () => ({}), trace, memory: { get: () => undefined, set: () => {} }, warn: (m: string) => warnings.push(m) } as unknown as PluginContext;
    const setting: LoadSetting = { base: 'engine+config', inputsKey: loadInputsKey(inputs, new Set(['docs/a.md'])), asScanned: () => state.asScanned };
    const loaded = await loadPlugin(plugin, ctx, setting, store, () => {});
    return { loaded, warnings, traced: trace.list() };
  };
  return { run, state, records, props, propsReads, runs: () => runs };
}

test('a load is reused while the metadata fields it read are unchanged, and run again when one changes', async () => {
  const h = harness((ctx) => void ctx.meta('docs/a.md').contentTitle);
  assert.is((await h.run()).loaded.remembered, false);
  h.state.meta = meta({ wordCount: 99, toc: [{ value: 'New', id: 'new', level: 2 }] });
  const second = await h.run();
  assert.is(second.loaded.remembered, true, 'fields it never read changed');
  assert.not.match([...h.records.values()].join(''), '"n":1', 'the record holds no props');
  assert.equal(h.propsReads, [], 'a reused load reads no props until a route is read');
  // Props come back from their text when read; the route is the one the load made.
  assert.equal(second.loaded.output.routes[0], { path: '/a/', layout: 'DocPage', plugin: 'fake', modules: [], data: [], props: { n: 1 } });
  assert.equal({ ...second.loaded.output.routes[0] }.props, { n: 1 }, 'a copy holds the props as a value');
  assert.is(h.propsReads.length, 1, 'read from the store once');
  assert.is(second.loaded.dataHashes.size, 1);
  assert.equal(second.loaded.propsHashes, [hashValue({ n: 1 })], 'the hash the plan keys the route on, as when the load ran');
  h.state.meta = meta({ contentTitle: 'Renamed' });
  assert.is((await h.run()).loaded.remembered, false, 'the title it read changed');
  assert.is(h.runs(), 2);
});

test('asking whether a field exists reads it; listing the fields reads them all', async () => {
  const present = harness((ctx) => void ('description' in ctx.meta('docs/a.md')));
  await present.run();
  present.state.meta = meta({ description: undefined });
  assert.is((await present.run()).loaded.remembered, false);

  const listed = harness((ctx) => void Object.keys(ctx.meta('docs/a.md')));
  await listed.run();
  listed.state.meta = meta({ wordCount: 11 });
  assert.is((await listed.run()).loaded.remembered, false);
});

test('any other input counts by its bytes', async () => {
  const h = harness(() => {});
  await h.run();
  h.state.dataHash = 'd2';
  assert.is((await h.run()).loaded.remembered, false);
});

test('warnings and traced files of a remembered load are given again', async () => {
  const h = harness((ctx) => {
    ctx.warn('inline tag "x" is not declared');
    ctx.trace.add('/site/data.json');
  });
  await h.run();
  const again = await h.run();
  assert.is(again.loaded.remembered, true);
  assert.equal(again.warnings, ['inline tag "x" is not declared']);
  assert.equal(again.traced, ['data.json']);
});

test('a load made from bytes other than the scanned ones is not remembered; a damaged record is ignored', async () => {
  const drifted = harness(() => {});
  drifted.state.asScanned = false;
  await drifted.run();
  assert.is(drifted.records.size, 0);

  const damaged = harness(() => {});
  await damaged.run();
  damaged.records.set('load:fake', '{"key": trunc');
  assert.is((await damaged.run()).loaded.remembered, false);
  assert.is(damaged.runs(), 2);
});

test('a site: a body edit reuses the docs load, a title edit and a sidebars import edit run it again', async () => {
  const root = sites.copy('site');
  const first = await build({ root });
  assert.equal(first.loads?.remembered, []);

  // The first build traced the sidebars file's imports, which the second is the first to scan.
  editFile(root, 'docs/extra.md', (t) => `${t}\nOne more paragraph at the end.\n`);
  assert.equal((await build({ root })).loads?.run, ['docs:default', 'pages']);
  editFile(root, 'docs/extra.md', (t) => `${t}\nAnd another.\n`);
  const body = await build({ root });
  assert.ok(body.loads?.remembered.includes('docs:default'), 'a body edit reads nothing the docs load read');
  assert.is(body.routes.rendered, 1);

  editFile(root, 'docs/markup.md', (t) => t.replace('title: Markup', 'title: Markup renamed'));
  const title = await build({ root });
  assert.ok(title.loads?.run.includes('docs:default'));
  assert.match(page(root, 'docs/intro/index.html'), /Markup renamed/, "the next link of the page before it");

  editFile(root, 'sidebar-parts.ts', () => "export const guideItems = ['markup', 'extra'];\n");
  const sidebar = await build({ root });
  assert.ok(sidebar.loads?.run.includes('docs:default'), 'a module the sidebars file imports changed');

  assertSameTree(snapshot(root), await cleanBuildOf(root, sites.copy), 'after the edits');
});

test('a damaged load record in the cache costs a load, not the build', async () => {
  const root = sites.copy('damaged');
  await build({ root });
  const cache = Cache.open(`${root}/.lectern/cache.db`, () => {});
  cache.setRecord('load:docs:default', 'not json');
  cache.close();
  editFile(root, 'docs/extra.md', (t) => `${t}\nAnother line.\n`);
  const report = await build({ root });
  assert.ok(report.loads?.run.includes('docs:default'));
});

test.run();
