/**
 * The input scanner: which files it lists, and when it may trust a recorded hash instead of reading; which
 * symbolic links it follows. The trees are made at run time in a temporary folder: a link cycle committed
 * under test/fixtures would trip every tool that walks the repository.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { build } from '../src/build/build.ts';
import { scanInputs, statKey } from '../src/scan/scan.ts';
import { storedListings } from '../src/scan/stored-listings.ts';
import { hashBytes } from '../src/util/hash.ts';

const dir = mkdtempSync(join(tmpdir(), 'lectern-scan-'));
mkdirSync(join(dir, 'docs/deep'), { recursive: true });
writeFileSync(join(dir, 'docs/a.md'), 'alpha');
writeFileSync(join(dir, 'docs/deep/b.mdx'), 'beta');
writeFileSync(join(dir, 'docs/skip.txt'), 'not content');
const roots = [{ dir: 'docs', patterns: ['**/*.md', '**/*.mdx'] }];

test.after(() => rmSync(dir, { recursive: true, force: true }));

/** Makes files (path → text) and symbolic links (path → { link: target }) under `root`. */
function makeTree(root: string, entries: Record<string, string | { link: string }>): void {
  for (const [path, entry] of Object.entries(entries)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    if (typeof entry === 'string') writeFileSync(join(root, path), entry);
    else symlinkSync(entry.link, join(root, path));
  }
}

test('lists matching files under site-relative paths with the hash of their bytes', async () => {
  const files = await scanInputs(dir, roots);
  assert.equal([...files.keys()], ['docs/a.md', 'docs/deep/b.mdx']);
  assert.is(files.get('docs/a.md')!.hash, hashBytes('alpha'));
});

test('a file modified within the racy window gets no stat, so the next scan reads it again', async () => {
  // An mtime set a minute ahead of the clock is inside the window however slowly this test runs.
  const ahead = new Date(Date.now() + 60_000);
  utimesSync(join(dir, 'docs/a.md'), ahead, ahead);
  const files = await scanInputs(dir, roots);
  assert.is(files.get('docs/a.md')!.stat, '', 'racy: it could change again within the same clock tick');
});

test('a matching recorded stat is trusted: the recorded hash is kept without reading', async () => {
  const stat = statKey(statSync(join(dir, 'docs/a.md'), { bigint: true }));
  const files = await scanInputs(dir, roots, new Map([['docs/a.md', { hash: 'recorded', stat }]]));
  assert.is(files.get('docs/a.md')!.hash, 'recorded');
});

test('a different stat or an empty one means the file is read and hashed', async () => {
  const stale = await scanInputs(dir, roots, new Map([['docs/a.md', { hash: 'recorded', stat: '5:1:1:1' }]]));
  assert.is(stale.get('docs/a.md')!.hash, hashBytes('alpha'));
  const racy = await scanInputs(dir, roots, new Map([['docs/a.md', { hash: 'recorded', stat: '' }]]));
  assert.is(racy.get('docs/a.md')!.hash, hashBytes('alpha'));
});

test('an edit that keeps the size still changes the stat', async () => {
  // Explicit mtimes before and after the edit: no sleeping for the clock (or a coarse file system) to move on.
  const file = join(dir, 'docs/deep/b.mdx');
  utimesSync(file, new Date('2024-01-01T00:00:00Z'), new Date('2024-01-01T00:00:00Z'));
  const before = statKey(statSync(file, { bigint: true }));
  writeFileSync(file, 'BETA');
  utimesSync(file, new Date('2024-01-01T00:00:01Z'), new Date('2024-01-01T00:00:01Z'));
  const files = await scanInputs(dir, roots, new Map([['docs/deep/b.mdx', { hash: hashBytes('beta'), stat: before }]]));
  assert.is(files.get('docs/deep/b.mdx')!.hash, hashBytes('BETA'));
});

test('a symbolic link back to a folder above it (or to itself) is skipped with a warning naming it; links to a file or another folder are followed', async () => {
  const site = join(dir, 'links');
  makeTree(site, {
    'docs/guide/page.md': 'page',
    'docs/guide/loop': { link: '.' },
    'docs/guide/up': { link: '..' },
    'docs/self': { link: 'self' },
    'docs/alias.md': { link: 'guide/page.md' },
    'docs/shared': { link: '../shared' },
    'shared/common.md': 'common',
    // Two folders linking to each other: each is seen once through the other, then the loop is cut.
    'docs/a/a.md': 'a',
    'docs/a/to-b': { link: '../b' },
    'docs/b/b.md': 'b',
    'docs/b/to-a': { link: '../a' },
  });
  const warnings: string[] = [];
  const files = await scanInputs(site, [{ dir: 'docs', patterns: ['**/*.md'] }], undefined, (m) => warnings.push(m));
  assert.equal([...files.keys()], ['docs/a/a.md', 'docs/a/to-b/b.md', 'docs/alias.md', 'docs/b/b.md', 'docs/b/to-a/a.md', 'docs/guide/page.md', 'docs/shared/common.md']);
  assert.is(files.get('docs/alias.md')!.hash, hashBytes('page'), 'a link to a file reads the file');
  assert.equal(warnings, [
    'skipped docs/a/to-b/to-a: a symbolic link to docs/a, a folder that contains it, so its files would be listed again and again',
    'skipped docs/b/to-a/to-b: a symbolic link to docs/b, a folder that contains it, so its files would be listed again and again',
    'skipped docs/guide/loop: a symbolic link to docs/guide, a folder that contains it, so its files would be listed again and again',
    'skipped docs/guide/up: a symbolic link to docs, a folder that contains it, so its files would be listed again and again',
    'skipped docs/self: a symbolic link that never resolves (it points to itself, or to a link that points back)',
  ]);
});

test('a build reports a skipped link among its warnings, also when nothing changed, and not once the link is gone; no page is duplicated', async () => {
  const site = join(dir, 'link-site');
  makeTree(site, { 'docs/intro.md': '# Intro\n\nThe only doc.\n', 'docs/loop': { link: '.' } });
  const warning = 'skipped docs/loop: a symbolic link to docs, a folder that contains it, so its files would be listed again and again';
  const first = await build({ root: site });
  assert.equal(first.warnings, [warning]);
  assert.ok(existsSync(join(site, 'build/docs/intro/index.html')));
  assert.not.ok(existsSync(join(site, 'build/docs/loop')), 'no page under the link');
  const again = await build({ root: site });
  assert.is(again.routes.rendered, 0);
  assert.equal(again.warnings, [warning], 'a build with nothing to do reports it too');
  rmSync(join(site, 'docs/loop'));
  assert.equal((await build({ root: site })).warnings, []);
});


// ---- Listings kept between builds (stored-listings.ts) ----

/** A record store in memory, counting what the scan writes. */
function memoryStore() {
  const records = new Map<string, string>();
  let writes = 0;
  return { records, writes: () => writes, get: (k: string) => records.get(k), set: (k: string, v: string) => (writes++, records.set(k, v)) };
}

test('a stored listing is reused while no folder it read changed; a file added or removed anywhere in the root is found', async () => {
  const base = mkdtempSync(join(tmpdir(), 'lectern-listing-'));
  const sites = ['reuse', 'added', 'removed', 'folder-gone', 'folder-new'].map((name) => join(base, name));
  for (const site of sites) makeTree(site, { 'docs/a.md': 'a', 'docs/deep/b.md': 'b', 'docs/images/logo.png': 'png' });
  // Folders changed within the racy window (2 s) are not trusted: these must be older than that.
  await new Promise((resolve) => setTimeout(resolve, 2_100));
  const stores = new Map(sites.map((site) => [site, memoryStore()]));
  for (const site of sites) {
    const files = await scanInputs(site, roots, new Map(), () => {}, storedListings(stores.get(site)!));
    assert.equal([...files.keys()], ['docs/a.md', 'docs/deep/b.md']);
    assert.is(stores.get(site)!.writes(), 1, 'the listing is stored');
  }
  const [[key, text]] = [...stores.get(sites[0])!.records];
  assert.equal(JSON.parse(text).folders.map(([f]: [string]) => f.slice(sites[0].length + 1)).sort(), ['docs', 'docs/deep', 'docs/images'], 'with every folder the glob read, the one without matches too');

  // Nothing changed: the stored listing is taken as it is (planted without b.md, the scan lists no b.md).
  const reuse = stores.get(sites[0])!;
  reuse.records.set(key, JSON.stringify({ ...JSON.parse(text), files: ['a.md'] }));
  const reused = storedListings(reuse);
  assert.equal([...(await scanInputs(sites[0], roots, new Map(), () => {}, reused)).keys()], ['docs/a.md']);
  assert.ok(reused.keys.has(key), 'its record is kept at commit');
  assert.is(reuse.writes(), 1, 'and not written again');

  // Each change moves a stamp of a folder the listing read, so the root is listed again.
  const changes: [string, () => void, string[]][] = [
    ['added', () => writeFileSync(join(sites[1], 'docs/images/guide.md'), 'g'), ['docs/a.md', 'docs/deep/b.md', 'docs/images/guide.md']],
    ['removed', () => rmSync(join(sites[2], 'docs/deep/b.md')), ['docs/a.md']],
    ['folder-gone', () => rmSync(join(sites[3], 'docs/deep'), { recursive: true }), ['docs/a.md']],
    ['folder-new', () => makeTree(sites[4], { 'docs/new/c.md': 'c' }), ['docs/a.md', 'docs/deep/b.md', 'docs/new/c.md']],
  ];
  for (const [i, [name, change, expected]] of changes.entries()) {
    change();
    const site = sites[i + 1];
    assert.equal([...(await scanInputs(site, roots, new Map(), () => {}, storedListings(stores.get(site)!))).keys()].sort(), expected, name);
  }
  rmSync(base, { recursive: true, force: true });
});

test('a listing that read a folder changed within the racy window is not stored', async () => {
  const root = mkdtempSync(join(tmpdir(), 'lectern-listing-'));
  makeTree(root, { 'docs/a.md': 'a' });
  const store = memoryStore();
  await scanInputs(root, roots, new Map(), () => {}, storedListings(store));
  assert.is(store.writes(), 0, 'docs/ was just written: its stamp could not tell a later change in the same clock tick');
  rmSync(root, { recursive: true, force: true });
});

test('a root of named files is listed by a stat of each, with no stored listing, as the glob lists it', async () => {
  const root = mkdtempSync(join(tmpdir(), 'lectern-named-'));
  makeTree(root, {
    'site.config.ts': 'config',
    'docs/tags.yml': 'tags',
    'linked.json': { link: 'docs/tags.yml' },
    'a-folder.json/inside.md': 'not a file at the name',
    'elsewhere/tags.yml': 'through a linked folder',
    'via/x': 'placeholder',
  });
  rmSync(join(root, 'via'), { recursive: true });
  symlinkSync('elsewhere', join(root, 'via'));
  const named = [{ dir: '.', patterns: ['site.config.ts', 'docs/tags.yml', 'missing.json', 'linked.json', 'a-folder.json', 'docs/missing/x.yml'] }];
  // Past the racy window, a glob's listing of these folders would be stored.
  await new Promise((resolve) => setTimeout(resolve, 2_100));
  const store = memoryStore();
  const files = await scanInputs(root, named, new Map(), () => {}, storedListings(store));
  assert.equal([...files.keys()], ['docs/tags.yml', 'linked.json', 'site.config.ts']);
  assert.is(store.writes(), 0, 'no listing stored: the next scan stats the names again');
  // A name through a linked folder goes to the glob, which follows (or refuses) the link as it does elsewhere.
  const through = await scanInputs(root, [{ dir: '.', patterns: ['via/tags.yml'] }]);
  assert.equal([...through.keys()], ['via/tags.yml']);
  // A file added later is found at once, whatever the folder's stamp.
  writeFileSync(join(root, 'missing.json'), '{}');
  assert.ok((await scanInputs(root, named, new Map(), () => {}, storedListings(store))).has('missing.json'));
  rmSync(root, { recursive: true, force: true });
});

test.run();
