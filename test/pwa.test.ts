/**
 * The PWA's build side: which files the service worker precaches (budget, HTML or route data, the size
 * limit), the payload rebuilt from a page's HTML, and what a build with `pwa` writes (manifest, offline
 * shell, sw.js), incrementally as a clean build would, plus its errors. The browser side is in
 * browser-pwa.test.ts.
 */
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { build } from '../src/build/build.ts';
import type { BuildReport } from '../src/build/report.ts';
import { planPrecache, type PageFiles, type PrecacheOptions } from '../src/pwa/precache.ts';
import { payloadFromPageHtml } from '../src/pwa/worker/page-payload.ts';
import { BuildError } from '../src/util/errors.ts';
import { assertSameTree, editFile, fixtureCopies, page, snapshot } from './helpers/tree.ts';

const FIXTURE = fileURLToPath(new URL('./fixtures/basic-site/', import.meta.url));
const sites = fixtureCopies(FIXTURE, 'pwa');
test.after(() => sites.cleanup());

// ---------------------------------------------------------------------------
// Precache selection

const OPTIONS: PrecacheOptions = { baseUrl: '/', budget: 1_000_000, maximumFileSize: 100_000, shellImages: ['img/icon.png'] };

/**
 * Output files as path → size, with a hash made from the path (so each differs), and the pages among
 * them (an HTML file with its route data beside it), with the MDX chunks `chunks` gives them.
 */
function outputs(files: Record<string, number>, chunks: Record<string, string[]> = {}) {
  const map = new Map(Object.keys(files).map((f) => [f, `${f.replace(/\W/g, '')}0000000000000000`]));
  const pages: PageFiles[] = Object.keys(files)
    .filter((f) => f.endsWith('.html'))
    .map((html) => ({ html, data: html.endsWith('index.html') ? html.replace(/index\.html$/, '__route.json') : html.replace(/\.html$/, '.route.json'), chunks: chunks[html] ?? [] }))
    .filter((p) => p.data in files);
  return { map, pages, sizeOf: (f: string) => files[f] };
}

const plan = (o: ReturnType<typeof outputs>, options: Partial<PrecacheOptions> = {}) => planPrecache(o.map, o.pages, o.sizeOf, { ...OPTIONS, ...options });
const urls = (p: ReturnType<typeof planPrecache>) => p.entries.map((e) => e.url);

const SITE = {
  'index.html': 5000,
  '__route.json': 1000,
  'docs/a/index.html': 800,
  'docs/a/__route.json': 900,
  'docs/m/index.html': 5000,
  'docs/m/__route.json': 300,
  'assets/mdx/0a1b2c3d4e.js': 2500,
  '404.html': 3000,
  '404.route.json': 400,
  'assets/js/main.ABCD1234.js': 20_000,
  'assets/data/0123456789.json': 3000,
  'assets/search/docs.0123abcd.json': 9000,
  'manifest.json': 300,
  'favicon.ico': 1500,
  'img/icon.png': 2000,
  'img/photo.png': 50_000,
  '__offline/index.html': 4000,
  '__offline/__route.json': 200,
  'sitemap.xml': 700,
  'robots.txt': 20,
  'blog/rss.xml': 900,
};
const SITE_CHUNKS = { 'docs/m/index.html': ['assets/mdx/0a1b2c3d4e.js'], 'index.html': ['assets/mdx/not-an-mdx-body.js'] };

test('a page precaches the smaller of its HTML and its route data, with its MDX chunks; code, data, icons and the shell always', () => {
  const p = plan(outputs(SITE, SITE_CHUNKS));
  assert.equal(urls(p), [
    '/404.route.json',
    '/__offline/',
    '/__route.json',
    '/assets/data/0123456789.json',
    '/assets/js/main.ABCD1234.js',
    '/assets/mdx/0a1b2c3d4e.js',
    '/assets/search/docs.0123abcd.json',
    '/docs/a/',
    '/docs/m/__route.json',
    '/favicon.ico',
    '/img/icon.png',
    '/img/photo.png',
    '/manifest.json',
  ]);
  assert.equal(p.pages, { precached: 4, runtime: 0 }, 'the offline shell is not counted as a page');
  assert.equal(p.runtimePageUrls, []);
  assert.is(p.bytes, p.entries.reduce((n, e) => n + e.size, 0));
  assert.is(p.coreBytes, 20_000 + 3000 + 300 + 1500 + 2000 + 4000);
  assert.is(p.runtimeFiles, 0);
});

test('revisions: none for content-addressed assets, a prefix of the content hash for the rest', () => {
  const site = outputs(SITE, SITE_CHUNKS);
  const byUrl = new Map(plan(site).entries.map((e) => [e.url, e.revision]));
  assert.is(byUrl.get('/assets/js/main.ABCD1234.js'), null);
  // Search indexes keep their names across builds: only a revision makes a new build's worker fetch them.
  assert.is(byUrl.get('/assets/search/docs.0123abcd.json'), site.map.get('assets/search/docs.0123abcd.json')!.slice(0, 16));
  assert.is(byUrl.get('/__route.json'), site.map.get('__route.json')!.slice(0, 16));
  assert.is(byUrl.get('/docs/a/'), site.map.get('docs/a/index.html')!.slice(0, 16), 'an HTML page is revised by its own hash');
});

test('on a tie a page keeps its route data, which also serves client navigation', () => {
  assert.equal(urls(plan(outputs({ 'docs/b/index.html': 500, 'docs/b/__route.json': 500 }))), ['/docs/b/__route.json']);
});

test('the budget: shared files first, then the search indexes, then pages shallow to deep with their chunks (a big one skipped, smaller ones still fit), then other assets and images', () => {
  const site = outputs(
    {
      'assets/js/main.ABCD1234.js': 1000,
      'index.html': 900,
      '__route.json': 300,
      'docs/big/index.html': 2000,
      'docs/big/__route.json': 1500,
      'docs/a/b/index.html': 900,
      'docs/a/b/__route.json': 200,
      'assets/mdx/ab12cd34ef.js': 300,
      'docs/z/index.html': 900,
      'docs/z/__route.json': 400,
      'assets/search/s.0123abcd.json': 150,
      'img/photo.png': 100,
    },
    { 'docs/a/b/index.html': ['assets/mdx/ab12cd34ef.js'] },
  );
  const p = plan(site, { budget: 2050 });
  assert.equal(urls(p), ['/__route.json', '/assets/js/main.ABCD1234.js', '/assets/search/s.0123abcd.json', '/docs/z/__route.json', '/img/photo.png']);
  assert.equal(p.pages, { precached: 2, runtime: 2 }, 'docs/a/b with its chunk (500) does not fit after docs/z');
  assert.equal(p.runtimePageUrls, ['/docs/a/b/', '/docs/big/'], 'the worker tells these from addresses that are no page');
  assert.ok(p.bytes <= 2050);

  const tight = plan(site, { budget: 500 });
  assert.equal(urls(tight), ['/assets/js/main.ABCD1234.js'], 'shared files stay even past the budget');
  assert.equal(tight.pages, { precached: 0, runtime: 4 });
  assert.equal(tight.runtimePageUrls, ['/', '/docs/a/b/', '/docs/big/', '/docs/z/']);
  assert.is(tight.runtimeFiles, 2);
  assert.is(tight.coreBytes, 1000);

  // The home page's route data (300) would fit where the index (150) goes first.
  const searchFirst = plan(site, { budget: 1300 });
  assert.equal(urls(searchFirst), ['/assets/js/main.ABCD1234.js', '/assets/search/s.0123abcd.json', '/img/photo.png'], 'the search index before any page');
  assert.equal(searchFirst.pages, { precached: 0, runtime: 4 });
});

test('a needed file over the single-file limit is reported (search index, page, chunk); an image over it is left to run time', () => {
  const MiB = 1024 * 1024;
  const site = outputs({ 'assets/search/big.123abc45.json': 3 * MiB, 'docs/a/index.html': 5000, 'docs/a/__route.json': 4000, 'assets/mdx/0a1b2c3d4e.js': 6000, 'img/huge.png': 5 * MiB }, { 'docs/a/index.html': ['assets/mdx/0a1b2c3d4e.js'] });
  const p = plan(site, { budget: 50 * MiB, maximumFileSize: 2 * MiB });
  assert.equal(p.oversized, [{ file: 'assets/search/big.123abc45.json', size: 3 * MiB }]);
  assert.not.ok(p.entries.some((e) => e.url === '/img/huge.png'));
  assert.is(p.runtimeFiles, 2, 'the image, and the index (reported as oversized)');
  const small = plan(site, { budget: 50 * MiB, maximumFileSize: 5000 });
  assert.equal(small.oversized.map((f) => f.file), ['assets/search/big.123abc45.json', 'assets/mdx/0a1b2c3d4e.js'], 'the page\'s chunk is needed with it');
  assert.ok(plan(site, { budget: 50 * MiB, maximumFileSize: 3000 }).oversized.some((f) => f.file === 'docs/a/__route.json'), 'the chosen route data is needed too');
  assert.equal(plan(site, { budget: 10_000, maximumFileSize: 2 * MiB }).oversized, [], 'past the budget, size does not matter');
});

test('the manifest depends on the files only: any order gives the same entries; the base URL prefixes every URL', () => {
  const site = outputs(SITE, SITE_CHUNKS);
  const reversed = { ...site, map: new Map([...site.map].reverse()), pages: [...site.pages].reverse() };
  assert.equal(plan(reversed), plan(site));
  const based = plan(site, { baseUrl: '/base/' });
  assert.ok(based.entries.every((e) => e.url.startsWith('/base/')));
  assert.ok(based.entries.some((e) => e.url === '/base/docs/a/'));
});

// ---------------------------------------------------------------------------
// Route data rebuilt from a page's HTML

test('payloadFromPageHtml reads the handoff and fills each .md body from its slot, nested divs included', () => {
  const payload = { route: { path: '/x/', layout: 'DocPage', props: {}, data: ['site'] }, data: {}, shared: {}, layoutChunks: [], components: {}, modules: { content: { kind: 'html', themeImports: {}, toc: [] }, 'excerpt:1': { kind: 'html', themeImports: {}, toc: [] } } };
  const body = '<p>One</p><div class="admonition"><div>tip &lt;/div&gt;</div></div><p>Two</p>';
  const html = `<!DOCTYPE html><html><head></head><body><div class="markdown" data-lectern-slot="content">${body}</div><div><div class="markdown" data-lectern-slot="excerpt:1"><p>Ex</p></div></div><script id="__lectern" type="application/json">${JSON.stringify({ payload, modules: [] }).replace(/</g, '\\u003c')}</script></body></html>`;
  const read = payloadFromPageHtml(html)!;
  assert.is(read.modules.content.html, body);
  assert.is(read.modules['excerpt:1'].html, '<p>Ex</p>');
  assert.is(read.codeBlocks, undefined, 'no <CodeBlock>, no code blocks');
  assert.is(payloadFromPageHtml('<html><body>no handoff</body></html>'), undefined);
});

test('payloadFromPageHtml gives back the <CodeBlock>s a page holds, by key, as its route data carries them', () => {
  const payload = { route: { path: '/x/', layout: 'DocPage', props: {}, data: ['site'] }, data: {}, shared: {}, layoutChunks: [], components: {}, modules: {} };
  const inner = '<div class="code-block-title">a &amp; b</div><div class="code-block-content"><pre><code>x</code></pre></div>';
  const html = `<html><body><div class="code-block language-js" data-code-block="k1">${inner}</div><div class="code-block language-a&amp;b" data-code-block="k&#x27;2"><div></div></div><script id="__lectern" type="application/json">${JSON.stringify({ payload, modules: [] })}</script></body></html>`;
  assert.equal(payloadFromPageHtml(html)!.codeBlocks, { k1: ['code-block language-js', inner], "k'2": ['code-block language-a&b', '<div></div>'] });
});

// ---------------------------------------------------------------------------
// Builds

const ICON = Buffer.from('89504e470d0a1a0a', 'hex');

/** A copy of the basic fixture with `pwa` set (and the icons the options name). */
function pwaSite(tag: string, pwa = `{ manifest: { icons: [{ src: '/img/icon-192.png', sizes: '192x192' }, { src: '/img/icon-512.png', sizes: '512x512' }] } }`, extra = ''): string {
  const root = sites.copy(tag);
  writeFileSync(join(root, 'site.config.ts'), `export default { title: 'PWA site', pwa: ${pwa}${extra} };\n`);
  mkdirSync(join(root, 'static/img'), { recursive: true });
  for (const size of [192, 512]) writeFileSync(join(root, `static/img/icon-${size}.png`), ICON);
  return root;
}

async function buildError(root: string): Promise<BuildError> {
  try {
    await build({ root });
  } catch (err) {
    if (err instanceof BuildError) return err;
    throw err;
  }
  throw new Error('expected the build to fail');
}

/** The precache manifest injected into a built sw.js, as url → revision. */
function precacheOf(root: string): Map<string, string | null> {
  const sw = page(root, 'sw.js');
  const list = /\[\{"revision":[^\]]*\]/.exec(sw);
  assert.ok(list, 'sw.js holds an injected manifest');
  return new Map((JSON.parse(list[0]) as { url: string; revision: string | null }[]).map((e) => [e.url, e.revision]));
}

function htmlPages(root: string, dir = ''): string[] {
  return readdirSync(join(root, 'build', dir), { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? htmlPages(root, join(dir, e.name)) : e.name.endsWith('.html') ? [join(dir, e.name)] : []));
}

test('a PWA build writes the manifest, the offline shell and sw.js; every page links the manifest with the theme colour', async () => {
  const root = pwaSite('basic');
  const report: BuildReport = await build({ root });
  const manifest = JSON.parse(page(root, 'manifest.json'));
  assert.equal(manifest, {
    name: 'PWA site',
    short_name: 'PWA site',
    start_url: '/',
    display: 'standalone',
    theme_color: '#2e8555',
    background_color: '#ffffff',
    icons: [
      { src: '/img/icon-192.png', sizes: '192x192' },
      { src: '/img/icon-512.png', sizes: '512x512' },
    ],
    scope: '/',
  });
  assert.match(page(root, '__offline/index.html'), /aria-busy="true"/);
  for (const file of ['index.html', 'docs/intro/index.html', '404.html']) {
    assert.match(page(root, file), /<link rel="manifest" href="\/manifest.json"\/>/, file);
    assert.match(page(root, file), /<meta name="theme-color" content="#2e8555"\/>/, file);
  }
  assert.match(page(root, 'sw.js'), /addEventListener\("fetch"/, 'the worker has a fetch handler (installability)');
  const precache = precacheOf(root);
  assert.ok(precache.has('/docs/intro/__route.json') && !precache.has('/docs/intro/'), 'the intro page by its route data (smaller than its HTML)');
  assert.ok(precache.has('/__offline/') && precache.has('/manifest.json') && precache.has('/img/icon-512.png'));
  assert.ok([...precache.keys()].some((u) => /^\/assets\/js\/main\.[^/]+\.js$/.test(u)));
  assert.not.ok(precache.has('/sitemap.xml') || precache.has('/robots.txt'));
  // Every page is precached, by one of its two files.
  for (const html of htmlPages(root).filter((f) => f !== '__offline/index.html' && !f.startsWith('__docusaurus'))) {
    const data = html === '404.html' ? '404.route.json' : html.replace(/index\.html$/, '__route.json');
    const url = (f: string) => '/' + f.replace(/index\.html$/, '');
    assert.ok(precache.has(url(html)) || precache.has(url(data)), `${html} is precached`);
  }
  assert.is(report.pwa?.precachedFiles, precache.size);
  assert.is(report.pwa?.runtimePages, 0);
  assert.equal(report.warnings, []);

  // Every page's HTML gives back its route data, so an HTML-only precache still serves client navigation.
  for (const html of htmlPages(root).filter((f) => !f.startsWith('__docusaurus'))) {
    const data = html === '404.html' ? '404.route.json' : html.replace(/index\.html$/, '__route.json');
    assert.equal(payloadFromPageHtml(page(root, html)), JSON.parse(page(root, data)), html);
  }
});

test('incremental equals clean with the worker; a body edit re-revises only its page and its search index; no change leaves sw.js alone', async () => {
  const root = pwaSite('incremental');
  await build({ root });
  const before = precacheOf(root);
  editFile(root, 'docs/intro.md', (t) => t.replace('intro-marker', 'intro-marker, edited'));
  await build({ root });
  const after = precacheOf(root);
  const changed = [...new Set([...before.keys(), ...after.keys()])].filter((u) => before.get(u) !== after.get(u));
  assert.equal(changed, ['/assets/search/docs-default-current.json.gz', '/docs/intro/__route.json']);
  const clean = sites.copy('incremental-clean', root);
  await build({ root: clean, clean: true });
  assertSameTree(snapshot(root), snapshot(clean), 'incremental vs clean');

  const sw = statSync(join(root, 'build/sw.js'));
  editFile(root, 'site.config.ts', (t) => t.replace('export default {', 'export default  {'));
  const report = await build({ root });
  assert.is(report.files.written, 0, 'same outputs, nothing written');
  const again = statSync(join(root, 'build/sw.js'));
  assert.equal([again.ino, again.mtimeMs], [sw.ino, sw.mtimeMs], 'sw.js not rewritten');
});

/** Bytes of the files under `build/` whose paths match. */
function sizeOfFiles(root: string, match: RegExp, dir = ''): number {
  return readdirSync(join(root, 'build', dir), { withFileTypes: true }).reduce((n, e) => {
    const rel = dir ? `${dir}/${e.name}` : e.name;
    return n + (e.isDirectory() ? sizeOfFiles(root, match, rel) : match.test(rel) ? statSync(join(root, 'build', rel)).size : 0);
  }, 0);
}

test('pages past the budget are counted in the report and a warning; files over the size limit fail the build naming the option', async () => {
  const root = pwaSite('budget');
  await build({ root });
  // Room for the shared files and a few kilobytes of pages.
  const shared = sizeOfFiles(root, /^(assets\/(js|css|data)\/|manifest\.json$|img\/icon-|__offline\/index\.html$)/);
  editFile(root, 'site.config.ts', (t) => t.replace('pwa: {', `pwa: { precacheBudget: ${shared + 4000},`));
  const report = await build({ root });
  assert.ok(report.pwa && report.pwa.runtimePages > 0 && report.pwa.precachedBytes <= shared + 4000, JSON.stringify(report.pwa));
  const precache = precacheOf(root);
  assert.ok(precache.has('/__route.json'), 'the home page, shallowest, fits');
  assert.ok(report.warnings.some((w) => w.includes(`pwa: ${report.pwa!.runtimePages} of `) && w.includes('pwa.precacheBudget')), report.warnings.join('\n'));
  // The worker holds every page past the budget: offline, an address outside both lists is a 404.
  const sw = page(root, 'sw.js');
  const pageUrl = (html: string) => '/' + html.replace(/index\.html$/, '');
  const pastBudget = htmlPages(root).filter((html) => html !== '__offline/index.html' && !precache.has(pageUrl(html)) && !precache.has(pageUrl(html.replace(/index\.html$/, '__route.json').replace(/\.html$/, '.route.json'))));
  assert.is(pastBudget.length, report.pwa.runtimePages);
  for (const html of pastBudget) assert.ok(sw.includes(JSON.stringify(pageUrl(html))), `sw.js lists ${html}`);
  assert.not.ok(sw.includes('__LECTERN_RUNTIME_PAGES'), 'the injection point is filled');

  const err = await buildError(pwaSite('too-big', `{ maximumFileSizeToCacheInBytes: 50_000 }`));
  assert.match(err.message, /pwa\.maximumFileSizeToCacheInBytes/);
  assert.match(err.message, /assets\/js\/[^ ]+\.js \(/, 'names the file');
});

test('a missing icon, and a static sw.js, fail the build; no 192/512 icons only warns', async () => {
  const missing = await buildError(pwaSite('no-icon', `{ manifest: { icons: [{ src: '/img/nope.png', sizes: '192x192' }] } }`));
  assert.match(missing.message, /pwa\.manifest\.icons\[0\]\.src "\/img\/nope\.png"/);

  const clash = pwaSite('clash');
  writeFileSync(join(clash, 'static/sw.js'), '// mine\n');
  assert.match((await buildError(clash)).message, /sw\.js/);

  const bare = pwaSite('bare', 'true');
  const report = await build({ root: bare });
  assert.ok(report.warnings.some((w) => /192x192 or a 512x512 icon/.test(w)), report.warnings.join('\n'));
  assert.equal(JSON.parse(page(bare, 'manifest.json')).icons, []);
});

test('a base URL prefixes the manifest, the worker and its precache', async () => {
  const root = pwaSite('base', undefined, `, baseUrl: '/base/'`);
  await build({ root });
  const manifest = JSON.parse(page(root, 'manifest.json'));
  assert.equal([manifest.start_url, manifest.scope, manifest.icons[0].src], ['/base/', '/base/', '/base/img/icon-192.png']);
  assert.match(page(root, 'index.html'), /<link rel="manifest" href="\/base\/manifest.json"\/>/);
  assert.ok([...precacheOf(root).keys()].every((u) => u.startsWith('/base/')));
  const site = JSON.parse(readFileSync(join(root, 'build', JSON.parse(page(root, '__route.json')).shared.site.slice('/base/'.length)), 'utf8'));
  assert.is(site.pwa.serviceWorker, '/base/sw.js');
});

test('site watch builds register no worker, and their sw.js removes one left by a built site', async () => {
  const root = pwaSite('dev');
  const report = await build({ root, dev: true });
  assert.is(report.pwa, undefined);
  const sw = page(root, 'sw.js');
  assert.match(sw, /registration\.unregister\(\)/);
  assert.not.match(sw, /"revision"/, 'no precache manifest');
  const site = JSON.parse(readFileSync(join(root, 'build', JSON.parse(page(root, '__route.json')).shared.site.slice(1)), 'utf8'));
  assert.is(site.pwa.serviceWorker, undefined, 'nothing registers');
  assert.is(site.pwa.manifest, '/manifest.json', 'the manifest is still linked');
});

test.run();
