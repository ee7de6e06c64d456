/**
 * End-to-end builds of a small Docusaurus-layout site (test/fixtures/basic-site): the files a clean build
 * writes, what the pages contain, what an incremental rebuild re-renders, the build lock, and recovery
 * from a corrupt cache. Every build runs on a copy under test/.tmp/, never in the fixture folder.
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { build } from '../src/build/build.ts';
import type { BuildReport } from '../src/build/report.ts';
import type { RoutePayload } from '../src/render/types.ts';
import { BuildError } from '../src/util/errors.ts';
import { acquireLock, processStart } from '../src/build/lock.ts';
import { assertSameTree, changedFiles, editFile, fixtureCopies, page, routeDataOf, snapshot, type Tree } from './helpers/tree.ts';
import { isRouteData } from './helpers/tree.ts';
import { cleanBuildOf } from './helpers/clean-build.ts';

const FRAMEWORK = fileURLToPath(new URL('../', import.meta.url));
const FIXTURE = fileURLToPath(new URL('./fixtures/basic-site/', import.meta.url));
const BUILD_MODULE = fileURLToPath(new URL('../src/build/build.ts', import.meta.url));

const sites = fixtureCopies(FIXTURE, 'basics');
const copySite = sites.copy;

function titleOf(text: string): string | undefined {
  return /<title>([^<]*)<\/title>/.exec(text)?.[1];
}

/** Identity of a file on disk: a rewrite (rename into place) changes the inode. */
function fileId(root: string, file: string): string {
  const s = statSync(join(root, 'build', file));
  return `${s.ino}:${s.mtimeMs}`;
}

/** One clean build of the unmodified fixture, shared by the tests that compare against it. */
let reference: Promise<{ root: string; report: BuildReport; tree: Tree }> | undefined;
function referenceBuild() {
  reference ??= (async () => {
    const root = copySite('reference');
    const report = await build({ root });
    return { root, report, tree: snapshot(root) };
  })();
  return reference;
}

test.after(() => {
  sites.cleanup();
});

// ---------------------------------------------------------------------------------------------------
// Clean build

const DOC_PAGES = ['docs/escaping/index.html', 'docs/guide/first/index.html', 'docs/guide/second/index.html', 'docs/guide/third/index.html', 'docs/intro/index.html'];
const BLOG_POSTS = ['blog/2024/01/02/hello/index.html', 'blog/2024/02/03/second/index.html'];

const DEBUG_PAGES = ['', 'config/', 'content/', 'globalData/', 'metadata/', 'registry/', 'routes/'].map((p) => `__docusaurus/debug/${p}index.html`);

const EXPECTED_FILES = [
  '404.html',
  ...DEBUG_PAGES,
  'about/index.html',
  'assets/css/*.css',
  'assets/data/*.json',
  'assets/js/*.js',
  'assets/js/*.js.LEGAL.txt',
  'assets/mdx/*.js',
  // Each sidebar's whole file (under assets/data/) by key, for a category a page did not render.
  'assets/sidebars.json',
  // The view of the sidebar each docs page rendered: pages that open the same categories share one.
  'assets/views/*.json',
  // Search: one index per doc set and version, per blog, and for pages; the manifest names them.
  'assets/search/blog-default.json.gz',
  'assets/search/docs-default-current.json.gz',
  'assets/search/manifest.json',
  'assets/search/pages.json.gz',
  ...BLOG_POSTS,
  'blog/archive/index.html',
  'blog/atom.xml',
  'blog/authors/alice/index.html',
  'blog/authors/bob/index.html',
  'blog/authors/index.html',
  'blog/feed.json',
  'blog/index.html',
  'blog/rss.xml',
  'blog/tags/index.html',
  'blog/tags/news/index.html',
  'blog/tags/release/index.html',
  'docs/category/guide/index.html',
  ...DOC_PAGES,
  'index.html',
  'robots.txt',
  'sitemap.xml',
].sort();

test('a clean build writes exactly the expected files', async () => {
  const { report, tree } = await referenceBuild();
  const files = [...tree.keys()];
  const normalised = [...new Set(files.filter((f) => !isRouteData(f)).map((f) => f.replace(/^assets\/(css|js|data|views|mdx)\/.+\.(css|js|json|js\.LEGAL\.txt)$/, 'assets/$1/*.$2')))].sort();
  assert.equal(normalised, EXPECTED_FILES);
  // Every page has its client payload beside it.
  for (const f of files.filter((f) => f.endsWith('.html'))) assert.ok(tree.has(f === '404.html' ? '404.route.json' : f.replace(/index\.html$/, '__route.json')), `${f} has a payload`);
  // 26 routes: 5 docs, 1 category index; 2 posts, blog list, archive, tags index, 2 tag lists, authors
  // index, 2 author pages; home, about; 7 debug pages; 404.
  assert.equal(report.routes, { total: 26, rendered: 26, reused: 0 });
  assert.is(report.files.written, files.length);
  assert.is(report.files.deleted, 0);
  assert.equal(report.warnings, []);
  assert.is(tree.get('robots.txt')!.toString('utf8'), readFileSync(join(FIXTURE, 'static/robots.txt'), 'utf8'));
  for (const file of files.filter((f) => f.endsWith('.html'))) assert.ok(tree.get(file)!.toString('utf8').startsWith('<!DOCTYPE html>'), `${file} is a full HTML document`);
  // Every page links the published stylesheet and script.
  const css = files.find((f) => f.endsWith('.css'))!;
  const js = files.find((f) => /^assets\/js\/main\.[^/]+\.js$/.test(f))!;
  const home = tree.get('index.html')!.toString('utf8');
  assert.ok(home.includes(`href="/${css}"`), 'home links the stylesheet');
  assert.ok(home.includes(`src="/${js}"`), 'home loads the script');
  assert.ok(home.includes('home-marker'), 'the React page rendered its own content');
});

/** Runs the bundled CLI (`bin/site.js build --json`) and returns its report. */
async function cliBuild(root: string): Promise<BuildReport> {
  const bin = fileURLToPath(new URL('../bin/site.js', import.meta.url));
  const child = spawn(process.execPath, [bin, 'build', '--root', root, '--json'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  const code = await new Promise<number | null>((done) => child.on('close', done));
  assert.is(code, 0, `site build failed: ${stderr}`);
  return JSON.parse(stdout) as BuildReport;
}

test('the server module holds the string renderer only, not react-dom\'s streaming one', async () => {
  const { root } = await referenceBuild();
  const [key] = readdirSync(join(root, '.lectern/theme'));
  const serverFile = readdirSync(join(root, '.lectern/theme', key)).find((f) => /^server\..+\.mjs$/.test(f))!;
  const server = readFileSync(join(root, '.lectern/theme', key, serverFile), 'utf8');
  assert.ok(server.includes('renderToString'));
  assert.not.ok(server.includes('react-dom-server.node.production'), 'react-dom/server.node.js loads both renderers');
});

test('the bundled CLI (bin/site.js) builds the same site as the engine from source, also for a one-page edit', async () => {
  const { tree } = await referenceBuild();
  const root = copySite('cli');
  assert.equal((await cliBuild(root)).routes, { total: 26, rendered: 26, reused: 0 });
  assertSameTree(snapshot(root), tree, 'CLI build vs in-process build');
  // A one-page edit renders on the CLI's warm worker while the main thread warms up the indexing code
  // for the search shard it rebuilds next; the result must equal the engine's own.
  editFile(root, 'docs/guide/01-first.md', (t) => t + '\nA paragraph added by the CLI test.\n');
  const edit = await cliBuild(root);
  assert.equal(edit.routes, { total: 26, rendered: 1, reused: 25 });
  const tasks = (thread: string) => edit.threads?.find((t) => t.thread === thread)?.tasks;
  assert.equal([tasks('worker 1')?.render, tasks('main')?.searchShard], [1, 1], JSON.stringify(edit.threads));
  assertSameTree(snapshot(root), await cleanBuildOf(root, copySite), 'CLI incremental build vs clean in-process build');
});

test('a link to ./01-first.md#some-heading becomes the page URL with its anchor', async () => {
  const { root } = await referenceBuild();
  const third = page(root, 'docs/guide/third/index.html');
  assert.ok(third.includes('href="/docs/guide/first/#some-heading"'), 'resolved link present');
  assert.not.ok(third.includes('01-first.md'), 'no raw .md link left');
  assert.ok(page(root, 'docs/guide/first/index.html').includes('id="some-heading"'), 'the target heading has that id');
  assert.ok(page(root, 'docs/intro/index.html').includes('href="/docs/guide/first/"'), 'a link without an anchor resolves too');
});

test('page titles are in <title>', async () => {
  const { root } = await referenceBuild();
  const expected: Record<string, string> = {
    'index.html': 'Home | My Site',
    'about/index.html': 'About us | My Site',
    '404.html': 'Page Not Found | My Site',
    'docs/intro/index.html': 'Introduction | My Site',
    'docs/guide/first/index.html': 'First steps | My Site',
    'docs/guide/second/index.html': 'Second steps | My Site',
    'docs/guide/third/index.html': 'Third steps | My Site',
    'docs/category/guide/index.html': 'Guide | My Site',
    'blog/index.html': 'Blog | My Site',
    'blog/2024/01/02/hello/index.html': 'Hello world | My Site',
    'blog/2024/02/03/second/index.html': 'Second post | My Site',
    'blog/tags/index.html': 'Tags | My Site',
  };
  const actual = Object.fromEntries(Object.keys(expected).map((f) => [f, titleOf(page(root, f))]));
  assert.equal(actual, expected);
});

test('an ASCII doc with headings renders to a page and payload of Latin-1 text only (V8 keeps such strings at one byte a character)', async () => {
  const { root } = await referenceBuild();
  for (const file of ['docs/intro/index.html', 'docs/guide/first/index.html']) {
    const html = page(root, file);
    assert.ok(html.includes('class="hash-link"'), `${file} has a heading anchor`);
    for (const [name, text] of [[file, html], [routeDataOf(file), page(root, routeDataOf(file))]]) {
      const wide = [...text].find((c) => c.charCodeAt(0) > 0xff);
      assert.is(wide, undefined, `${name} holds U+${wide?.charCodeAt(0).toString(16).toUpperCase()}`);
    }
  }
});

test('a site whose navbar names no search item still has the search button, at the right end', async () => {
  const { root } = await referenceBuild();
  const right = /<div class="navbar-items navbar-items-right">([\s\S]*?)<\/nav>/.exec(page(root, 'docs/intro/index.html'))?.[1] ?? '';
  assert.is((right.match(/class="navbar-search"/g) ?? []).length, 1);
});

test('the main script lists no lazy chunk: a route\'s payload names the chunks of the layout and components it loads', async () => {
  const { tree } = await referenceBuild();
  const main = [...tree.keys()].find((f) => /^assets\/js\/main\.[^/]+\.js$/.test(f))!;
  assert.not.ok(tree.get(main)!.toString('utf8').includes('import('), 'no chunk loader per theme component in the main script');
  const payload = (file: string) => JSON.parse(tree.get(file)!.toString('utf8')) as RoutePayload;
  const post = payload(routeDataOf(BLOG_POSTS[0]));
  assert.match(post.layoutChunks[0] ?? '', /^\/assets\/js\/chunks\/layouts-BlogPostPage\.[^/]+\.js$/, 'a blog post names its layout chunk first');
  assert.ok(post.layoutChunks.every((url) => tree.has(url.slice(1))), 'and every chunk it names is published');
  const tabs = payload(routeDataOf('docs/guide/second/index.html'));
  assert.ok(tree.has((tabs.components.Tabs ?? '').slice(1)), 'an MDX page names the chunk of each theme component it uses');
  assert.equal(payload(routeDataOf('docs/intro/index.html')).layoutChunks, [], 'the docs layout is in the main script');
});

test('what a page loads at start holds no navigation code: another route\'s payload is found by a chunk loaded on demand', async () => {
  const { tree } = await referenceBuild();
  const text = (file: string) => tree.get(file)!.toString('utf8');
  const main = [...tree.keys()].find((f) => /^assets\/js\/main\.[^/]+\.js$/.test(f))!;
  const firstLoad = [main, ...[...text(main).matchAll(/from\s*"\/(assets\/js\/[^"]+)"/g)].map((m) => m[1])];
  assert.ok(firstLoad.length > 1, 'the main script imports the shared chunk');
  for (const file of firstLoad) assert.not.ok(text(file).includes('__route.json'), `${file} derives no payload address`);
  assert.ok([...tree.keys()].some((f) => f.startsWith('assets/js/chunks/route-loading.') && text(f).includes('__route.json')), 'the navigation chunk does');
});

test('MDX tabs render both panels, the first one visible', async () => {
  const { root } = await referenceBuild();
  const tabs = page(root, 'docs/guide/second/index.html');
  assert.ok(tabs.includes('npm-panel-text'), 'first panel');
  assert.ok(tabs.includes('yarn-panel-text'), 'second panel');
  const panels = tabs.match(/<div role="tabpanel"[^>]*>/g) ?? [];
  assert.is(panels.length, 2);
  assert.not.ok((panels[0] ?? '').includes('hidden'), 'first panel shown');
  assert.ok((panels[1] ?? '').includes('hidden'), 'second panel hidden');
  assert.ok(/role="tab"[^>]*>npm</.test(tabs) && /role="tab"[^>]*>Yarn</.test(tabs), 'both tab labels');
});

test('pages link the default icons the static folder holds, an empty icon when it holds none; a favicon in the config replaces them', async () => {
  const icons = (html: string) => html.match(/<link rel="icon"[^>]*>/g) ?? [];
  const { root } = await referenceBuild();
  // No icon file: an empty icon, so the browser asks for no /favicon.ico (a failed request on every first visit).
  assert.equal(icons(page(root, 'docs/intro/index.html')), ['<link rel="icon" href="data:,"/>']);
  const site = copySite('icons');
  writeFileSync(join(site, 'static/favicon.ico'), 'icon');
  await build({ root: site });
  assert.equal(icons(page(site, 'docs/intro/index.html')), ['<link rel="icon" href="/favicon.ico" sizes="32x32"/>']);
  writeFileSync(join(site, 'site.config.ts'), "export default { favicon: 'img/brand.svg' };\n");
  const missing = await build({ root: site });
  assert.equal(icons(page(site, 'index.html')), ['<link rel="icon" href="/img/brand.svg"/>']);
  assert.ok(missing.warnings.includes('favicon "img/brand.svg" is in no static folder (static), so every page links a missing file: add img/brand.svg there or change favicon in the config'), missing.warnings.join('\n'));
  mkdirSync(join(site, 'static/img'), { recursive: true });
  writeFileSync(join(site, 'static/img/brand.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  assert.not.ok((await build({ root: site })).warnings.some((w) => w.startsWith('favicon')), 'no warning once the file is there');
});

test('a front-matter title with markup is escaped everywhere', async () => {
  const { root, tree } = await referenceBuild();
  assert.is(titleOf(page(root, 'docs/escaping/index.html')), '&lt;script&gt;alert(1)&lt;/script&gt; | My Site');
  assert.ok(page(root, 'docs/escaping/index.html').includes('escaping-marker'));
  // The sidebar on every doc page shows the title too; it must be escaped there as well.
  assert.ok(page(root, 'docs/guide/first/index.html').includes('&lt;script&gt;alert(1)&lt;/script&gt;'), 'escaped in the sidebar');
  const raw = [...tree].filter(([, bytes]) => bytes.toString('utf8').includes('<script>alert(1)')).map(([f]) => f);
  assert.equal(raw, [], 'no file contains the raw script tag');
});

test('blog posts: excerpt cut at truncate, authors from authors.yml, tags', async () => {
  const { root } = await referenceBuild();
  const list = page(root, 'blog/index.html');
  assert.ok(list.includes('excerpt-marker'), 'list shows the excerpt');
  assert.not.ok(list.includes('after-truncate-marker'), 'list stops at <!-- truncate -->');
  assert.ok(list.indexOf('Second post') < list.indexOf('Hello world'), 'newest post first');
  const post = page(root, 'blog/2024/02/03/second/index.html');
  assert.ok(post.includes('excerpt-marker') && post.includes('after-truncate-marker'), 'post page shows the whole post');
  assert.ok(post.includes('Alice Example') && post.includes('Bob Example'), 'authors resolved from authors.yml');
  assert.ok(post.includes('href="/blog/tags/release/"'), 'post links its tag');
  // The "recent posts" sidebar lists every post; the list itself starts at <main>.
  const listed = (file: string) => [...page(root, file).split('<main')[1].matchAll(/<h2 class="blog-post-title"><a href="([^"]+)"/g)].map((m) => m[1]);
  assert.equal(listed('blog/tags/news/index.html'), ['/blog/2024/02/03/second/', '/blog/2024/01/02/hello/'], 'tag page lists its posts, newest first');
  assert.equal(listed('blog/tags/release/index.html'), ['/blog/2024/02/03/second/'], 'tag page lists only its posts');
});

// ---------------------------------------------------------------------------------------------------
// Incremental rebuilds: one copy, edited step by step; each step asserts what re-rendered.

let inc: string | undefined;
async function incrementalRoot(): Promise<string> {
  if (!inc) {
    inc = copySite('incremental');
    await build({ root: inc });
  }
  return inc;
}

test('a rebuild with no change renders 0 routes and writes 0 files', async () => {
  const root = await incrementalRoot();
  const before = snapshot(root);
  const report = await build({ root });
  assert.equal(report.routes, { total: 26, rendered: 0, reused: 26 });
  assert.equal(report.files, { written: 0, deleted: 0 });
  // Even right after the first build, whose trace of files read the scan had not seen yet.
  assert.equal(Object.keys(report.timingsMs), ['config', 'scan', 'write', 'total'], 'it stops after the scan');
  assertSameTree(snapshot(root), before, 'no-change rebuild');
});

test('--clean over an existing output writes only the files that differ from it, and leaves what a clean build leaves', async () => {
  const root = copySite('clean-over');
  await build({ root });
  const expected = snapshot(root);
  const untouched = join(root, 'build/docs/guide/second/index.html');
  const inode = statSync(untouched).ino;
  writeFileSync(join(root, 'build/docs/intro/index.html'), 'edited by hand');
  rmSync(join(root, 'build/docs/guide/first/index.html'));
  writeFileSync(join(root, 'build/stray.txt'), 'not from the build');
  mkdirSync(join(root, 'build/stray/deeper'), { recursive: true });
  writeFileSync(join(root, 'build/stray/deeper/file.txt'), 'not from the build');
  const report = await build({ root, clean: true });
  assert.equal(report.routes.rendered, 26, 'every route renders');
  assert.equal(report.files, { written: 2, deleted: 2 });
  assertSameTree(snapshot(root), expected, '--clean over a changed output');
  assert.not.ok(existsSync(join(root, 'build/stray')), 'a folder left empty is removed');
  assert.is(statSync(untouched).ino, inode, 'a file with the same bytes is left in place');
  // What the output holds is not a list of files (here an empty folder): the whole tree is replaced.
  mkdirSync(join(root, 'build/empty'));
  const replaced = await build({ root, clean: true });
  assert.is(replaced.files.written, expected.size);
  assertSameTree(snapshot(root), expected, '--clean over an output holding an empty folder');
  assert.not.ok(existsSync(join(root, 'build/empty')));
});

test('a first build beside an existing output (its cache deleted) writes only the files that differ from it', async () => {
  const root = copySite('cache-gone');
  await build({ root });
  const expected = snapshot(root);
  rmSync(join(root, '.lectern'), { recursive: true, force: true });
  writeFileSync(join(root, 'build/docs/intro/index.html'), 'an older page');
  const report = await build({ root });
  assert.is(report.routes.rendered, 26);
  assert.equal(report.files, { written: 1, deleted: 0 });
  assertSameTree(snapshot(root), expected, 'first build beside an existing output');
});

test('with unchanged inputs, an output file deleted by hand is written again', async () => {
  const root = await incrementalRoot();
  const before = snapshot(root);
  rmSync(join(root, 'build/docs/intro/index.html'));
  const untouched = join(root, 'build/docs/guide/second/index.html');
  const inode = statSync(untouched).ino;
  const notices: string[] = [];
  const report = await build({ root, notice: (m) => notices.push(m) });
  assert.match(notices.join('\n'), /changed outside Lectern/);
  assertSameTree(snapshot(root), before, 'rebuilt output');
  // Every route renders again, but only the missing file is written: the rest are the bytes on disk.
  assert.is(report.routes.rendered, 26);
  assert.equal(report.files, { written: 1, deleted: 0 });
  assert.is(statSync(untouched).ino, inode);
  const again = await build({ root });
  assert.is(again.routes.rendered, 0, 'the stamps taken afresh make the next build a no-change one');
});

test('an output file edited by hand (same size, mtime set back) and a file added by hand are put back as the build made them', async () => {
  const root = await incrementalRoot();
  const before = snapshot(root);
  const page = join(root, 'build/docs/intro/index.html');
  const { atime, mtime } = statSync(page);
  writeFileSync(page, readFileSync(page, 'utf8').replace(/<h1[^>]*>/, (h) => h.replace(/./g, (c, i) => (i === 1 ? 'H' : c))));
  utimesSync(page, atime, mtime);
  await build({ root });
  assertSameTree(snapshot(root), before, 'a hand edit is undone');
  writeFileSync(join(root, 'build/docs/stray.html'), 'not built by Lectern');
  await build({ root });
  assertSameTree(snapshot(root), before, 'a stray file is removed');
});

test('an output folder newer than its cache (the site restored from a backup with its .lectern/) is rebuilt to match the sources', async () => {
  const root = await incrementalRoot();
  const backup = join(dirname(root), 'lectern-backup');
  rmSync(backup, { recursive: true, force: true });
  cpSync(join(root, '.lectern'), backup, { recursive: true });
  const intro = join(root, 'docs/intro.md');
  const original = readFileSync(intro);
  // A body edit: the later build rewrites files in place and every file the cache knows still exists.
  editFile(root, 'docs/intro.md', (t) => t + '\nA later paragraph: later-build-marker.\n');
  await build({ root });
  // The sources and the cache go back; the output keeps the later build.
  writeFileSync(intro, original);
  rmSync(join(root, '.lectern'), { recursive: true, force: true });
  cpSync(backup, join(root, '.lectern'), { recursive: true });
  await build({ root });
  assertSameTree(snapshot(root), await cleanBuildOf(root, copySite), 'restored site vs clean');
});

test('editing one doc body re-renders exactly that route', async () => {
  const root = await incrementalRoot();
  const before = snapshot(root);
  editFile(root, 'docs/guide/01-first.md', (t) => t + '\nAn added paragraph: body-edit-marker.\n');
  const report = await build({ root });
  assert.is(report.routes.rendered, 1);
  // The page, its client payload (the body HTML travels in it for client navigation) and the search
  // index of its doc set; the search manifest names indexes, not their contents, so it stays.
  assert.equal(report.files, { written: 3, deleted: 0 });
  assert.equal(changedFiles(before, snapshot(root)), ['assets/search/docs-default-current.json.gz', 'docs/guide/first/__route.json', 'docs/guide/first/index.html']);
  assert.ok(page(root, 'docs/guide/first/index.html').includes('body-edit-marker'));
});

test('editing a doc title rewrites the pages that show it and no others; the blog is untouched', async () => {
  const root = await incrementalRoot();
  const blogIds = BLOG_POSTS.map((f) => fileId(root, f));
  const viewOf = (f: string) => /:sidebar:[^"]*":"([^"]+)"/.exec(page(root, f))?.[1];
  const before = snapshot(root);
  const introView = viewOf('docs/intro/index.html');
  editFile(root, 'docs/guide/third.md', (t) => t.replace('title: Third steps', 'title: Third renamed'));
  const report = await build({ root });
  // The three guide pages and the Guide category index open the Guide category, where the title shows,
  // and the escaping page links to the edited one as "previous". The intro page keeps the category
  // closed: it names a view of the sidebar without the Guide's list, which did not change.
  assert.is(report.routes.rendered, 5);
  const changed = changedFiles(before, snapshot(root));
  assert.not.ok(changed.some((f) => f.startsWith('docs/intro/')), `the intro page and payload are untouched: ${changed.join(', ')}`);
  assert.is(viewOf('docs/intro/index.html'), introView);
  assert.ok(changed.includes('assets/sidebars.json'), 'the sidebar index names the new whole sidebar');
  assert.ok(viewOf('docs/guide/first/index.html') !== introView, 'a page with the Guide open names another view');
  const view = JSON.parse(readFileSync(join(root, 'build', viewOf('docs/guide/first/index.html')!.slice(1)), 'utf8')) as unknown;
  assert.ok(JSON.stringify(view).includes('Third renamed'), 'the view holds what the page shows');
  assert.not.ok(page(root, 'docs/intro/index.html').includes('Third renamed'), 'a closed category does not show the title');
  assert.is(titleOf(page(root, 'docs/guide/third/index.html')), 'Third renamed | My Site');
  assert.ok(page(root, 'docs/category/guide/index.html').includes('Third renamed'), 'category index shows the new title');
  assert.ok(page(root, 'docs/guide/first/index.html').includes('Third renamed'), 'a sibling page sidebar shows the new title');
  assert.equal(BLOG_POSTS.map((f) => fileId(root, f)), blogIds, 'blog posts untouched');
});

test('a DocFooter override shows on the doc pages only; every page links the new client script', async () => {
  const root = await incrementalRoot();
  mkdirSync(join(root, 'src/theme'), { recursive: true });
  writeFileSync(join(root, 'src/theme/DocFooter.tsx'), 'export default function DocFooter() {\n  return <div className="custom-doc-footer">doc-footer-override-marker</div>;\n}\n');
  const report = await build({ root });
  // The layouts hydrate from the one main script, so a theme component edit gives every page a new script URL.
  assert.is(report.routes.rendered, report.routes.total);
  assert.ok(page(root, '__docusaurus/debug/registry/index.html').includes('DocFooter'));
  for (const f of DOC_PAGES) assert.ok(page(root, f).includes('doc-footer-override-marker'), `${f} shows the override`);
  for (const f of [...BLOG_POSTS, 'index.html', 'docs/category/guide/index.html']) assert.not.ok(page(root, f).includes('doc-footer-override-marker'), `${f} does not`);
});

test('deleting a doc removes its HTML file', async () => {
  const root = await incrementalRoot();
  rmSync(join(root, 'docs/escaping.md'));
  const report = await build({ root });
  assert.ok(report.files.deleted >= 1, `files.deleted is ${report.files.deleted}`);
  assert.is(report.routes.total, 25);
  assert.not.ok(existsSync(join(root, 'build/docs/escaping/index.html')), 'page removed');
  assert.not.ok(existsSync(join(root, 'build/docs/escaping')), 'its empty folder removed');
  assert.not.ok(page(root, 'docs/intro/index.html').includes('alert(1)'), 'gone from the sidebar');
});

test('after the edits, the incremental output equals a clean build of the same inputs', async () => {
  const root = await incrementalRoot();
  assertSameTree(snapshot(root), await cleanBuildOf(root, copySite), 'incremental vs clean');
});

// ---------------------------------------------------------------------------------------------------
// The build lock

/** A child process that loads the engine, says it is ready, waits for `go`, then builds and prints its report. */
const CHILD = `
import { existsSync, writeFileSync } from 'node:fs';
const { build } = await import(${JSON.stringify(pathToFileURL(BUILD_MODULE).href)});
const [root, ready, go] = process.argv.slice(2);
writeFileSync(ready, '');
while (!existsSync(go)) await new Promise((r) => setTimeout(r, 5));
const notices = [];
const report = await build({ root, notice: (m) => notices.push(m) });
process.stdout.write(JSON.stringify({ report, notices }));
`;

function runChild(script: string, args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((done, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { cwd: FRAMEWORK, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('error', reject);
    child.on('close', (code) => done({ code, stdout, stderr }));
  });
}

async function waitFor(check: () => boolean, ms: number, what: string): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

// ENGINE BUG (src/build/lock.ts), makes this test fail intermittently: acquireLock creates the lock file with
// openSync('wx') and writes the pid with a separate writeSync. A second process that reads the file in between
// sees '', takes Number('') = 0 for a dead holder, deletes the lock and takes it too: both builds then run at
// once (both render every route; one sometimes dies with ERR_MODULE_NOT_FOUND for .lectern/theme/<key>/server.mjs,
// which the other build's bundleTheme removed). Under CPU load (2 cores) this happened in ~40% of runs.
test('two build processes started at once both succeed; the second waits; output equals one build', async () => {
  const { tree } = await referenceBuild();
  const root = copySite('lock');
  const dir = dirname(root);
  const script = join(dir, 'child.mjs');
  writeFileSync(script, CHILD);
  const go = join(dir, 'go');
  const runs = [0, 1].map((i) => runChild(script, [root, join(dir, `ready-${i}`), go]));
  await waitFor(() => existsSync(join(dir, 'ready-0')) && existsSync(join(dir, 'ready-1')), 30_000, 'both children to load the engine');
  writeFileSync(go, '');
  const results = await Promise.all(runs);
  for (const r of results) assert.is(r.code, 0, `child failed: ${r.stderr}`);
  const parsed = results.map((r) => JSON.parse(r.stdout) as { report: BuildReport; notices: string[] });
  const summary = JSON.stringify(parsed.map((p) => ({ rendered: p.report.routes.rendered, notices: p.notices })));
  const waited = parsed.filter((p) => p.notices.some((n) => /waiting for another build/.test(n)));
  assert.is(waited.length, 1, `exactly one build waited for the lock (if none did, both held it at once: lock.ts race): ${summary}`);
  // The one that waited found the other's committed cache: nothing left to render.
  assert.is(waited[0].report.routes.rendered, 0);
  assert.equal(parsed.map((p) => p.report.routes.rendered).sort((a, b) => a - b), [0, 26]);
  assertSameTree(snapshot(root), tree, 'two concurrent builds vs one');
  assert.not.ok(existsSync(join(root, '.lectern/build.lock')), 'lock released');
  assert.equal(readdirSync(root).filter((n) => n.includes('lectern-staging') || n.includes('lectern-old')), [], 'no staging folders left');
});

test('a lock whose pid now belongs to another program (a killed build\'s pid reused) is taken over without waiting', async () => {
  const dir = dirname(copySite('lock-reused'));
  const other = spawn('sleep', ['30'], { stdio: 'ignore' });
  try {
    const file = join(dir, 'reused.lock');
    // What a killed build left: its pid (now the sleep's) and its own start time, which the sleep's is not.
    writeFileSync(file, `${other.pid} 1`);
    let waited = false;
    const release = await acquireLock(file, 2_000, () => (waited = true));
    assert.not.ok(waited, 'did not wait for an unrelated process');
    assert.match(readFileSync(file, 'utf8'), new RegExp(`^${process.pid} \\d+$`), 'the lock records this process and its start time');
    release();
    // The same pid with its real start time is a live holder: the lock is not taken.
    writeFileSync(file, `${other.pid} ${processStart(other.pid!)}`);
    const refused = await acquireLock(file, 300, () => undefined).then(() => 'taken', (err: Error) => err.message);
    assert.match(refused, /still running/);
  } finally {
    other.kill();
  }
});

test('the next build removes the staging and replaced-output folders a killed build left, and only those of its output', async () => {
  const root = copySite('leftovers');
  await build({ root });
  for (const leftover of ['.build.lectern-staging-999999', 'build.lectern-old-999998', '.other.lectern-staging-1']) {
    mkdirSync(join(root, leftover, 'docs'), { recursive: true });
    writeFileSync(join(root, leftover, 'docs', 'index.html'), 'half-written');
  }
  await build({ root });
  assert.equal(readdirSync(root).filter((n) => n.includes('lectern-')).sort(), ['.other.lectern-staging-1']);
});

test('two builds at once in one process: the first succeeds, the second never corrupts the output', async () => {
  // The engine refuses a second build in the process that holds the lock instead of waiting for it.
  // Either outcome is acceptable here; a crash, a non-BuildError or a damaged output is not.
  const { tree } = await referenceBuild();
  const root = copySite('lock-inproc');
  const [a, b] = await Promise.allSettled([build({ root }), build({ root })]);
  assert.is(a.status, 'fulfilled', a.status === 'rejected' ? String(a.reason) : '');
  if (b.status === 'rejected') {
    assert.instance(b.reason, BuildError);
    assert.match((b.reason as BuildError).format(), /build\.lock/);
  } else {
    assert.is(b.value.routes.rendered, 0);
  }
  assertSameTree(snapshot(root), tree, 'in-process concurrent builds vs one');
  assert.is((await build({ root })).routes.rendered, 0, 'cache valid afterwards');
});

// ---------------------------------------------------------------------------------------------------
// Corrupt cache

test('a corrupt cache file: one notice naming the cache, then a build equal to a clean one', async () => {
  const { tree } = await referenceBuild();
  const root = copySite('corrupt');
  await build({ root });
  const db = join(root, '.lectern/cache.db');
  assert.ok(existsSync(db), 'the cache exists where documented');
  writeFileSync(db, Buffer.from('this is not a SQLite database\n'.repeat(200)));
  const notices: string[] = [];
  const report = await build({ root, notice: (m) => notices.push(m) });
  assert.is(notices.length, 1, `notices: ${JSON.stringify(notices)}`);
  assert.match(notices[0], /cache/);
  assert.is(report.routes.rendered, report.routes.total, 'everything rendered again');
  assertSameTree(snapshot(root), tree, 'after a corrupt cache vs clean');
  const again: string[] = [];
  const next = await build({ root, notice: (m) => again.push(m) });
  assert.equal(again, [], 'the rebuilt cache is accepted silently');
  assert.is(next.routes.rendered, 0, 'and is used');
});

test('a cache damaged inside (valid header, garbage pages): the notice is one short line, and the build equals a clean one', async () => {
  const { tree } = await referenceBuild();
  const root = copySite('damaged');
  await build({ root });
  const db = join(root, '.lectern/cache.db');
  const bytes = readFileSync(db);
  // Keep the first page (the header and schema) and scribble over the rest, so the integrity check reports page after page.
  for (let i = 4096; i < bytes.length; i += 7) bytes[i] = (bytes[i] + 97) & 0xff;
  writeFileSync(db, bytes);
  const notices: string[] = [];
  await build({ root, notice: (m) => notices.push(m) });
  assert.is(notices.length, 1, `notices: ${JSON.stringify(notices)}`);
  assert.not.match(notices[0], /\n/, 'one line');
  assert.ok(notices[0].length < 300, `short: ${notices[0].length} characters`);
  assertSameTree(snapshot(root), tree, 'after a damaged cache vs clean');
});

test.run();
