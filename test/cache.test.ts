import Database from 'better-sqlite3';
import { closeSync, mkdirSync, mkdtempSync, openSync, rmSync, statSync, writeFileSync, writeSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Cache, type BuildRecord, type RouteState } from '../src/cache/cache.ts';
import type { CompiledDoc } from '../src/markdown/types.ts';
import { hashBytes, hashParts, hashValue } from '../src/util/hash.ts';
import { routeToOutputFile } from '../src/util/paths.ts';

const TMP = join(dirname(fileURLToPath(import.meta.url)), '.tmp');
const made: string[] = [];
const open: Cache[] = [];

function cacheFile(): string {
  mkdirSync(TMP, { recursive: true });
  const dir = mkdtempSync(join(TMP, 'cache-'));
  made.push(dir);
  return join(dir, '.lectern', 'cache.db');
}

function openCache(file: string, notices: string[] = []): Cache {
  const cache = Cache.open(file, (m) => notices.push(m));
  open.push(cache);
  return cache;
}

function closeAll(): void {
  for (const c of open.splice(0)) {
    try {
      c.close();
    } catch {
      // already closed by the test
    }
  }
}

function doc(title: string, withExcerpt = false): CompiledDoc {
  return {
    meta: { frontMatter: { title }, contentTitle: title, toc: [{ level: 2, id: 'a', value: 'A' }], fileLinks: ['./x.md'], themeImports: {}, images: [], hasExcerpt: withExcerpt, wordCount: 42 },
    body: { kind: 'html', code: `<h1>${title}</h1>` },
    excerpt: withExcerpt ? { kind: 'html', code: '<p>short</p>' } : undefined,
  };
}

/** A stored module read back whole, as the build reads its parts (undefined when it is not stored). */
function moduleOf(cache: Cache, key: string): CompiledDoc | undefined {
  const body = cache.moduleBody(key);
  const meta = cache.moduleMeta(key);
  if (!body || !meta) return undefined;
  return { meta, body, excerpt: cache.moduleExcerpt(key) };
}

function record(outDir: string, over: Partial<BuildRecord> = {}): BuildRecord {
  return {
    outDir,
    inputs: new Map([['docs/a.md', { hash: 'h-a', stat: '1:2:3:4' }]]),
    summary: { key: `k-${outDir}`, routes: 1, warnings: [] },
    routes: new Map([['/docs/a/', { fingerprint: 'f-a', reads: ['site'], trees: {} }]]),
    links: new Map([['/docs/a/', { links: [], anchors: [] }]]),
    broken: new Map(),
    data: new Map([['site', 'd-site']]),
    outputs: new Map([['docs/a/index.html', 'o-a']]),
    stamps: new Map([['docs/a/index.html', '1:2:3']]),
    liveModules: new Set(),
    liveRecords: new Set(),
    liveProps: new Set(),
    traced: [],
    search: { pages: new Map(), live: new Set(), shards: new Map() },
    ...over,
  };
}

test.after.each(() => {
  closeAll();
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

// ---------------------------------------------------------------------------
// Opening

test('open: a fresh file works without a notice and starts empty', () => {
  const file = cacheFile();
  const notices: string[] = [];
  const cache = openCache(file, notices);
  assert.equal(notices, []);
  assert.equal(cache.inputs(), new Map());
  assert.equal(cache.routes('build'), new Map());
  assert.equal(cache.outputs('build'), new Map());
  assert.is(moduleOf(cache, 'nope'), undefined);
  assert.is(cache.record('nope'), undefined);
});

test('open: reopening a good cache keeps its contents and gives no notice', () => {
  const file = cacheFile();
  const first = openCache(file);
  first.putModules([['k', doc('Kept')]]);
  first.setRecord('theme', 'abc');
  first.close();
  const notices: string[] = [];
  const again = openCache(file, notices);
  assert.equal(notices, []);
  assert.is(moduleOf(again, 'k')?.meta.contentTitle, 'Kept');
  assert.is(again.record('theme'), 'abc');
});

test('open: opening and closing a cache without using it leaves the file as it was', () => {
  const file = cacheFile();
  openCache(file).close();
  const before = statSync(file, { bigint: true });
  openCache(file).close();
  const after = statSync(file, { bigint: true });
  assert.is(after.mtimeNs, before.mtimeNs);
  assert.is(after.size, before.size);
});

test('open: garbage bytes give one notice and a usable, empty cache', () => {
  const file = cacheFile();
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, Buffer.from('this is not an SQLite database, just some bytes\n'.repeat(100)));
  const notices: string[] = [];
  const cache = openCache(file, notices);
  assert.is(notices.length, 1);
  assert.ok(notices[0].includes(file), notices[0]);
  assert.match(notices[0], /rebuilding/);
  assert.is(moduleOf(cache, 'k'), undefined);
  cache.putModules([['k', doc('After reset')]]);
  assert.equal(moduleOf(cache, 'k'), doc('After reset'));
  // And it persists: the replacement is a real database.
  cache.close();
  const notices2: string[] = [];
  const reopened = openCache(file, notices2);
  assert.equal(notices2, []);
  assert.is(moduleOf(reopened, 'k')?.meta.contentTitle, 'After reset');
});

test('open: a cleanly closed cache damaged later is still checked (its seal no longer matches)', () => {
  const file = cacheFile();
  const cache = openCache(file);
  cache.putModules(Array.from({ length: 200 }, (_, i) => [`k${i}`, doc(`Title ${i} `.repeat(50))] as [string, CompiledDoc]));
  cache.close();
  const before = statSync(file);
  const fd = openSync(file, 'r+');
  writeSync(fd, Buffer.alloc(4096, 0xab), 0, 4096, Math.floor(before.size / 2 / 4096) * 4096);
  closeSync(fd);
  const notices: string[] = [];
  openCache(file, notices);
  assert.is(notices.length, 1, 'the damage is found');
  assert.match(notices[0], /rebuilding/);
});

test('open: a cache written by another schema version is replaced with a notice', () => {
  const file = cacheFile();
  const first = openCache(file);
  first.putModules([['k', doc('Old format')]]);
  first.close();
  const raw = new Database(file);
  raw.prepare("UPDATE meta SET value = '0' WHERE key = 'schema'").run();
  raw.close();
  const notices: string[] = [];
  const cache = openCache(file, notices);
  assert.is(notices.length, 1);
  assert.match(notices[0], /another cache format/);
  assert.is(moduleOf(cache, 'k'), undefined, 'nothing from the old format is read');
});

// ---------------------------------------------------------------------------
// Modules

test('modules: putModules / module / moduleMetas / moduleMeta / moduleFacts round-trip, excerpt included', () => {
  const cache = openCache(cacheFile());
  cache.putModules([
    ['plain', doc('Plain')],
    ['with-excerpt', doc('Excerpted', true)],
  ]);
  assert.equal(moduleOf(cache, 'plain'), doc('Plain'));
  assert.equal(moduleOf(cache, 'with-excerpt'), doc('Excerpted', true));
  const metas = cache.moduleMetas(['plain', 'missing', 'with-excerpt']);
  assert.equal([...metas.keys()], ['plain', 'with-excerpt']);
  assert.equal(metas.get('with-excerpt'), doc('Excerpted', true).meta);
  assert.equal(cache.moduleMeta('plain'), doc('Plain').meta);
  assert.is(cache.moduleMeta('missing'), undefined);
  // Facts: what every build reads of every module, with only the search fields of the front matter.
  const searched = doc('Searched');
  searched.meta.frontMatter = { title: 'Searched', search: false, search_boost: 2, tags: ['a'] };
  cache.putModules([['searched', searched]]);
  assert.equal(cache.moduleFacts(['searched', 'plain', 'missing']), new Map([
    ['searched', { fileLinks: ['./x.md'], themeImports: {}, images: [], frontMatter: { search: false, search_boost: 2 } }],
    ['plain', { fileLinks: ['./x.md'], themeImports: {}, images: [], frontMatter: {} }],
  ]));
  // Same key again replaces.
  cache.putModules([['plain', doc('Replaced')]]);
  assert.is(moduleOf(cache, 'plain')?.meta.contentTitle, 'Replaced');
});

test('commit: modules not in liveModules are dropped', () => {
  const cache = openCache(cacheFile());
  cache.putModules([
    ['live', doc('Live')],
    ['dead', doc('Dead')],
  ]);
  cache.commit(record('build', { liveModules: new Set(['live']) }));
  assert.ok(moduleOf(cache, 'live'));
  assert.is(moduleOf(cache, 'dead'), undefined);
  assert.equal([...cache.moduleMetas(['live', 'dead']).keys()], ['live'], 'the metadata goes with its module');
  assert.equal([...cache.moduleFacts(['live', 'dead']).keys()], ['live'], 'so do its facts');
  assert.equal([...cache.moduleFrontMatters(['live', 'dead'])], [['live', { title: 'Live' }]], 'and its front matter');
  assert.equal(cache.moduleFrontMatter('live'), { title: 'Live' });
  cache.commit(record('build', { liveModules: new Set() }));
  assert.is(moduleOf(cache, 'live'), undefined);
  assert.is(cache.moduleMetas(['live']).size, 0);
  assert.is(cache.moduleFrontMatter('live'), undefined);
});

test('commit: props not in liveProps are dropped; storing the same props twice keeps one', () => {
  const cache = openCache(cacheFile());
  cache.putProps([
    ['p1', '{"a":1}'],
    ['p2', '{"b":2}'],
  ]);
  cache.putProps([['p1', '{"a":1}']]);
  cache.commit(record('build', { liveProps: new Set(['p1']) }));
  assert.is(cache.propsText('p1'), '{"a":1}');
  assert.is(cache.propsText('p2'), undefined);
});

// ---------------------------------------------------------------------------
// Build records

test('commit: inputs, routes and outputs round-trip', () => {
  const file = cacheFile();
  const cache = openCache(file);
  const rec = record('build', {
    inputs: new Map([
      ['docs/a.md', { hash: 'h1', stat: '10:1:1:7' }],
      ['docs/b.md', { hash: 'h2', stat: '' }],
    ]),
    routes: new Map<string, RouteState>([
      ['/docs/a/', { fingerprint: 'fa', reads: ['site', 'docs:default:current:sidebar:s'], trees: { 'docs:default:current:sidebar:s': { reads: ['', '2'] } } }],
      ['/docs/b/', { fingerprint: 'fb', reads: [], trees: {} }],
    ]),
    links: new Map([
      ['/docs/a/', { links: ['/gone/'], anchors: ['top'] }],
      ['/docs/b/', { links: [], anchors: [] }],
    ]),
    broken: new Map([['/docs/a/', [{ href: '/gone/', reason: 'page' as const }]]]),
    outputs: new Map([
      ['docs/a/index.html', 'oa'],
      ['docs/b/index.html', 'ob'],
    ]),
  });
  cache.commit(rec);
  assert.equal(cache.inputs(), rec.inputs);
  assert.equal(cache.routes('build'), rec.routes);
  assert.equal(cache.pageLinks('build'), rec.links);
  assert.equal(cache.anchorsOf('build', '/docs/a/'), ['top']);
  assert.equal(cache.brokenLinks('build'), new Map([['/docs/a/', [{ href: '/gone/', reason: 'page' }]]]));
  assert.equal(cache.outputs('build'), rec.outputs);
  // Survives a reopen.
  cache.close();
  const again = openCache(file);
  assert.equal(again.inputs(), rec.inputs);
  assert.equal(again.routes('build'), rec.routes);
  assert.equal(again.outputs('build'), rec.outputs);
});

test('commit: a later commit replaces the earlier state of that out dir', () => {
  const cache = openCache(cacheFile());
  cache.commit(record('build'));
  cache.commit(
    record('build', {
      inputs: new Map([['docs/b.md', { hash: 'hb', stat: '' }]]),
      routes: new Map([['/docs/b/', { fingerprint: 'fb', reads: [], trees: {} }]]),
      outputs: new Map([['docs/b/index.html', 'ob']]),
    }),
  );
  assert.equal([...cache.inputs().keys()], ['docs/b.md']);
  assert.equal([...cache.routes('build').keys()], ['/docs/b/']);
  assert.equal([...cache.outputs('build').keys()], ['docs/b/index.html']);
});

test('commit: a small change to the outputs is stored as changes to the full list, and a large one rewrites it', () => {
  const file = cacheFile();
  const cache = openCache(file);
  const files = (n: number, version: string) => new Map(Array.from({ length: n }, (_, i): [string, string] => [`docs/p${i}/index.html`, `${version}${i}`]));
  const first = files(40, 'o');
  cache.commit(record('build', { outputs: first, stamps: files(40, 's') }));
  const rows = () => {
    const db = new Database(file, { readonly: true });
    try {
      return { full: db.prepare('SELECT outputs FROM outfiles').pluck().get() as string, changes: db.prepare('SELECT outputs FROM outfile_changes').pluck().all() as string[] };
    } finally {
      db.close();
    }
  };
  const fullBefore = rows().full;
  // One page rewritten, one gone, one new: the changes row holds them, the full list is untouched.
  const edited = new Map(first);
  edited.set('docs/p3/index.html', 'edited');
  edited.delete('docs/p7/index.html');
  edited.set('docs/new/index.html', 'n');
  const stamps = files(40, 's');
  stamps.set('docs/p3/index.html', 's-edited');
  cache.commit(record('build', { outputs: edited, stamps }));
  assert.is(rows().full, fullBefore);
  assert.equal(JSON.parse(rows().changes[0]), ['docs/p3/index.html', 'edited', 'docs/new/index.html', 'n', 'docs/p7/index.html', '']);
  assert.equal(cache.outputs('build'), edited);
  assert.equal(cache.stamps('build'), stamps);
  // A second edit adds to the same changes; the page deleted before comes back.
  const again = new Map(edited);
  again.set('docs/p7/index.html', 'back');
  cache.commit(record('build', { outputs: again, stamps }));
  assert.equal(cache.outputs('build'), again);
  cache.close();
  assert.equal(openCache(file).outputs('build'), again, 'after a reopen');
  // Changes past an eighth of the list write it whole again.
  const many = files(40, 'v2-');
  openCache(file).commit(record('build', { outputs: many, stamps }));
  assert.equal(rows().changes, []);
  assert.equal(openCache(file).outputs('build'), many);
  // Forgetting the folder forgets its changes too.
  const last = openCache(file);
  last.commit(record('build', { outputs: new Map([...many, ['docs/extra/index.html', 'x']]), stamps }));
  assert.is(rows().changes.length, 1);
  last.forgetOutput('build');
  assert.equal(last.outputs('build'), new Map());
  assert.equal(rows().changes, []);
});

test('separate out dirs keep separate route and output states', () => {
  const cache = openCache(cacheFile());
  cache.commit(record('build'));
  cache.commit(
    record('preview', {
      routes: new Map([['/p/', { fingerprint: 'fp', reads: ['x'], trees: {} }]]),
      outputs: new Map([['p/index.html', 'op']]),
    }),
  );
  assert.equal(cache.routes('build'), new Map([['/docs/a/', { fingerprint: 'f-a', reads: ['site'], trees: {} }]]));
  assert.equal(cache.outputs('build'), new Map([['docs/a/index.html', 'o-a']]));
  assert.equal(cache.routes('preview'), new Map([['/p/', { fingerprint: 'fp', reads: ['x'], trees: {} }]]));
  assert.equal(cache.outputs('preview'), new Map([['p/index.html', 'op']]));
  assert.equal(cache.routes('elsewhere'), new Map());
});

test('forgetOutput clears one out dir only', () => {
  const cache = openCache(cacheFile());
  cache.putModules([['m', doc('M')]]);
  cache.commit(record('build', { liveModules: new Set(['m']) }));
  cache.commit(record('preview', { liveModules: new Set(['m']) }));
  cache.forgetOutput('build');
  assert.equal(cache.routes('build'), new Map());
  assert.equal(cache.outputs('build'), new Map());
  assert.is(cache.routes('preview').size, 1);
  assert.is(cache.outputs('preview').size, 1);
  assert.is(cache.inputs().size, 1, 'inputs are not per out dir');
  assert.is(cache.summary('build'), undefined, 'the summary of the forgotten out dir is gone');
  assert.equal(cache.summary('preview'), { key: 'k-preview', routes: 1, warnings: [] });
  assert.ok(moduleOf(cache, 'm'), 'modules are kept');
});

test('updateStats: records a stat only for an input whose hash is unchanged', () => {
  const cache = openCache(cacheFile());
  cache.commit(record('build'));
  cache.updateStats([
    { path: 'docs/a.md', hash: 'h-a', stat: '9:9:9:9' },
    { path: 'docs/gone.md', hash: 'h-x', stat: '1:1:1:1' },
  ]);
  assert.equal(cache.inputs(), new Map([['docs/a.md', { hash: 'h-a', stat: '9:9:9:9' }]]));
  cache.updateStats([{ path: 'docs/a.md', hash: 'other', stat: '5:5:5:5' }]);
  assert.is(cache.inputs().get('docs/a.md')!.stat, '9:9:9:9', 'a stale hash does not take the new stat');
});

test('commit writes only what changed: links of pages not rendered and their stored verdicts are kept', () => {
  const cache = openCache(cacheFile());
  cache.commit(record('build', { links: new Map([['/docs/a/', { links: ['/x/'], anchors: ['top'] }]]), broken: new Map([['/docs/a/', [{ href: '/x/', reason: 'page' }]]]) }));
  // A later build that rendered nothing and checked nothing leaves the link rows as they were.
  cache.commit(record('build', { links: new Map(), broken: new Map() }));
  assert.equal(cache.pageLinks('build'), new Map([['/docs/a/', { links: ['/x/'], anchors: ['top'] }]]));
  assert.equal(cache.brokenLinks('build'), new Map([['/docs/a/', [{ href: '/x/', reason: 'page' }]]]));
  // Re-checking the page (without re-rendering it) replaces only its verdict.
  cache.commit(record('build', { links: new Map(), broken: new Map([['/docs/a/', []]]) }));
  assert.equal(cache.brokenLinks('build'), new Map());
  // A route that is gone takes its link row with it.
  cache.commit(record('build', { routes: new Map(), links: new Map(), broken: new Map() }));
  assert.equal(cache.pageLinks('build'), new Map());
  assert.equal(cache.routes('build'), new Map());
});

test('records: setRecord / record', () => {
  const cache = openCache(cacheFile());
  cache.setRecord('a', '1');
  cache.setRecord('a', '2');
  cache.setRecord('b', '3');
  assert.is(cache.record('a'), '2');
  assert.is(cache.record('b'), '3');
});

// ---------------------------------------------------------------------------
// Hashes and output paths

test('hashParts separates its parts', () => {
  assert.is.not(hashParts(['ab', 'c']), hashParts(['a', 'bc']));
  assert.is.not(hashParts(['a', '']), hashParts(['a']));
  assert.is(hashParts(['x', 1]), hashParts(['x', '1']));
  assert.is(hashParts(['a', 'b']), hashParts(['a', 'b']));
  assert.is.not(hashParts(['ab']), hashBytes('ab'));
  assert.match(hashParts(['a']), /^[0-9a-f]{40}$/);
  assert.is.not(hashValue({ a: 1 }), hashValue({ a: 2 }));
});

test('routeToOutputFile maps routes to files inside the out dir', () => {
  assert.is(routeToOutputFile('/docs/a/'), 'docs/a/index.html');
  assert.is(routeToOutputFile('/'), 'index.html');
  assert.is(routeToOutputFile('/404.html'), '404.html');
  assert.is(routeToOutputFile('/docs/page.html'), 'docs/page.html');
  assert.is(routeToOutputFile('/docs/a'), 'docs/a/index.html');
  assert.is(routeToOutputFile('/with%20space/'), 'with space/index.html');
});

test('routeToOutputFile refuses paths that would escape', () => {
  for (const bad of ['/x/%2e%2e/', '/../x/', '/x/../../y/', '/%2E%2E/', '/./x/', '/a%5Cb/', '/a%00/', '/%E0%A4%A/']) {
    assert.is(routeToOutputFile(bad), undefined, bad);
  }
});

test('pages freed by pruning go back to the file system: after most of a site is deleted, the cache is near a clean build\'s', async () => {
  const { build } = await import('../src/build/build.ts');
  const site = (name: string, docs: number) => {
    const root = join(mkdtempSync(join(TMP, 'shrink-')), name);
    made.push(dirname(root));
    mkdirSync(join(root, 'docs'), { recursive: true });
    // Large bodies, so the records of deleted docs span many pages.
    for (let i = 0; i < docs; i++) writeFileSync(join(root, 'docs', `d${i}.md`), `# Doc ${i}\n\n${`Paragraph ${i} with words enough to fill the page. `.repeat(150)}\n`);
    return root;
  };
  const size = (root: string) => statSync(join(root, '.lectern', 'cache.db')).size;
  const edited = site('edited', 120);
  await build({ root: edited });
  const full = size(edited);
  for (let i = 5; i < 120; i++) rmSync(join(edited, 'docs', `d${i}.md`));
  await build({ root: edited });
  const clean = site('clean', 5);
  await build({ root: clean });
  assert.ok(size(edited) <= 1.5 * size(clean), `cache ${size(edited)} bytes after the deletes (${full} before) against ${size(clean)} for a clean build`);
});

test.run();
