/** The reader side of search, in Node: terms, highlighting, snippets, grouping, context, DocSearch shapes and the offline engine. */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { shardIndexJson, writeShardIndex } from '../src/search/index-file.ts';
import type { SearchGroup, SearchManifest, SearchPage } from '../src/search/types.ts';
import type { SiteStorage } from '../theme/storage.ts';
import { contextShards, docSearchTags } from '../theme/search/context-groups.ts';
import { docSearchAnswer, docSearchQuery, fromDocSearchHit, hitPath, type DocSearchHit } from '../theme/search/docsearch.ts';
import { answerOf, OfflineEngine, readJson, shardsOf } from '../theme/search/engine.ts';
import { fromMarkedHtml, highlight, plain, snippet } from '../theme/search/highlight.ts';
import { addFavourite, addRecent, readHistory, removeSaved, type SavedHit } from '../theme/search/history.ts';
import { queryTerms } from '../theme/search/query-terms.ts';
import { groupByPage, pageCount, resultPage } from '../theme/search/results.ts';
import type { Highlighted, ManifestGroup, ReaderContext, SearchHit } from '../theme/search/types.ts';

/** Every shard searched in one go: what the sliced search must come to. */
const searchAtOnce = (engine: OfflineEngine, query: string, options: Parameters<OfflineEngine['searchInSlices']>[1]) => answerOf(engine.rank(query, options), options);

/** Highlighted text written with brackets around the marked runs: `[install] the package`. */
const show = (text: Highlighted) => text.map((r) => (r.mark ? `[${r.text}]` : r.text)).join('');

// ---- Query terms ----

const termsOf = (query: string) => queryTerms(query).terms;

test('query terms: stop words and single letters are dropped, except the last term while it is typed', () => {
  assert.equal(queryTerms('How to install the'), { terms: ['how', 'install', 'the'], typing: true }, 'the last word may be the start of "theme"');
  assert.equal(queryTerms('How to install the '), { terms: ['how', 'install'], typing: false }, 'a trailing space finishes it');
  assert.equal(termsOf('a'), ['a'], 'a lone letter is the start of a word');
  assert.equal(termsOf('install s'), ['install'], 'a letter after other words waits for the next one');
  assert.equal(termsOf('install si'), ['install', 'si']);
  assert.equal(termsOf('Install install INSTALL'), ['install'], 'lower-cased and unique');
  assert.equal(termsOf('the of '), [], 'nothing left to search');
});

test('query terms: a CJK run becomes its character pairs only, so a query always matches the pairs the index holds', () => {
  assert.equal(termsOf('离线'), ['离线']);
  assert.equal(termsOf('离线索引').sort(), ['离线', '线索', '索引'].sort());
  assert.not.ok(termsOf('中华人民共和国').includes('共和国'), 'a longer word from the segmenter is left out');
  assert.ok(termsOf('中华人民共和国').includes('和国'));
  assert.equal(termsOf('搜'), ['搜'], 'a lone character stays');
  assert.equal(termsOf('PWA 离线'), ['pwa', '离线']);
});

// ---- Highlighting and snippets ----

test('highlight: whole words of the matched terms, any case; a CJK term inside a run, touching ones as one', () => {
  assert.is(show(highlight('Install Lectern, then reinstall it. INSTALL!', ['install'])), '[Install] Lectern, then reinstall it. [INSTALL]!');
  assert.is(show(highlight('Installation and installing', ['installation', 'installing'])), '[Installation] and [installing]');
  assert.is(show(highlight('load(ctx) receives a PluginContext.', ['plugincontext'])), 'load(ctx) receives a [PluginContext].');
  assert.is(show(highlight('构建时离线索引就绪，离线可用', ['离线', '索引'])), '构建时[离线索引]就绪，[离线]可用');
  assert.is(show(highlight('nothing here', [])), 'nothing here');
});

test('snippet: ten words around the first match (a third before it), an ellipsis where text was cut', () => {
  const text = 'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty';
  const ten = plain(snippet(text, ['twelve'], 10)).replace(/…/g, '');
  assert.is(ten.split(' ').length, 10);
  assert.is(show(snippet(text, ['twelve'], 10)), '…nine ten eleven [twelve] thirteen fourteen fifteen sixteen seventeen eighteen…');
  assert.is(show(snippet(text, ['three'], 5)), '…two [three] four five six…', 'five words on small screens');
  assert.is(show(snippet(text, ['one'], 5)), '[one] two three four five…', 'no ellipsis before the start');
  assert.is(show(snippet(text, ['twenty'], 5)), '…sixteen seventeen eighteen nineteen [twenty]', 'the end fills backwards');
  assert.is(show(snippet(text, ['absent'], 5)), 'one two three four five…', 'no match: the start');
  assert.is(show(snippet('short text', ['short'], 10)), '[short] text');
});

test('snippet: a CJK character counts as half a word', () => {
  const text = '构建网站的时候每一套文档和每一个版本都会生成自己的索引文件读者第一次打开搜索框';
  const cut = snippet(text, ['索引'], 5);
  assert.is(plain(cut).replace(/…/g, '').length, 10, 'five words: ten characters');
  assert.ok(show(cut).includes('[索引]'));
});

test('fromMarkedHtml: the hosted service\'s <mark> runs, entities decoded, no other markup', () => {
  assert.equal(fromMarkedHtml('Use <mark>npm</mark> &amp; &lt;b&gt; &quot;x&quot; &#39;y&#39;'), [
    { text: 'Use ', mark: false },
    { text: 'npm', mark: true },
    { text: ' & <b> "x" \'y\'', mark: false },
  ]);
});

// ---- Grouping ----

const hit = (url: string): SearchHit => ({ url, pageUrl: url.replace(/#.*/, ''), pageTitle: [{ text: url, mark: false }], crumbs: '', snippet: [] });
const same = (h: SearchHit) => h;
const byPage = (h: SearchHit) => h.pageUrl;

test('groupByPage: pages in order of their best hit, at most 5 sections each, 20 hits in all', () => {
  const hits = ['/a/', '/b/#1', '/a/#1', '/a/#2', '/a/#3', '/a/#4', '/a/#5', '/b/#2'].map(hit);
  const groups = groupByPage(hits, byPage, same);
  assert.equal(groups.map((g) => g.pageUrl), ['/a/', '/b/']);
  assert.equal(groups[0].hits.map((h) => h.url), ['/a/', '/a/#1', '/a/#2', '/a/#3', '/a/#4'], 'the sixth section of /a/ is left out');
  assert.equal(groups[1].hits.map((h) => h.url), ['/b/#1', '/b/#2']);
  const many = Array.from({ length: 30 }, (_, i) => hit(`/p${i}/`));
  assert.is(groupByPage(many, byPage, same).reduce((n, g) => n + g.hits.length, 0), 20);
});

test('resultPage and pageCount: 20 hits to a page, every section shown', () => {
  const hits = Array.from({ length: 45 }, (_, i) => hit(`/p/#s${i}`));
  assert.is(pageCount(45), 3);
  assert.is(pageCount(0), 1);
  const third = resultPage(hits, 3, byPage, same);
  assert.equal(third.map((g) => g.hits.length), [5]);
  assert.is(resultPage(hits, 2, byPage, same)[0].hits.length, 20, 'no limit of 5 per page on the search page');
});

// ---- Context ----

const group = (id: string, kind: ManifestGroup['kind'], plugin: string, version?: string): ManifestGroup => ({ id, kind, plugin, ...(version ? { version } : {}), label: id, shards: [{ url: `/assets/search/${id}.json`, prefixes: ['/'] }] });
const GROUPS = [
  group('blog-changelog', 'blog', 'blog:changelog'),
  group('blog-default', 'blog', 'blog:default'),
  group('docs-community-current', 'doc', 'docs:community', 'current'),
  group('docs-default-3.6.3', 'doc', 'docs:default', '3.6.3'),
  group('docs-default-current', 'doc', 'docs:default', 'current'),
  group('pages', 'page', 'pages'),
];
const ids = (list: ManifestGroup[]) => list.map((g) => g.id);
const versions = (defaultVersion: string) => [
  { pluginId: 'default', version: defaultVersion },
  { pluginId: 'community', version: 'current' },
];

test('contextShards: the doc being read first; then each other docs set at its version, the blogs and pages; never another version', () => {
  const onDoc = contextShards(GROUPS, { path: '/docs/3.6.3/cli/', doc: { pluginId: 'default', version: '3.6.3' }, docVersions: versions('3.6.3') });
  assert.equal(ids(onDoc.own), ['docs-default-3.6.3']);
  assert.equal(onDoc.first.map((s) => s.group.id), ['docs-default-3.6.3']);
  assert.equal(onDoc.later.map((s) => s.group.id), ['blog-changelog', 'blog-default', 'docs-community-current', 'pages']);
  assert.not.ok(ids(onDoc.groups).includes('docs-default-current'));
  const onBlog = contextShards(GROUPS, { path: '/changelog/', blogId: 'changelog', docVersions: versions('current') });
  assert.equal(onBlog.first.map((s) => s.group.id), ['blog-changelog', 'pages']);
  assert.equal(onBlog.later.map((s) => s.group.id), ['blog-default', 'docs-community-current', 'docs-default-current']);
  const onPage = contextShards(GROUPS, { path: '/', docVersions: versions('current') });
  assert.equal(onPage.first.map((s) => s.group.id), ['blog-changelog', 'blog-default', 'pages']);
});

test('contextShards: of a set split by path prefix, only the part holding the page read comes first', () => {
  const split: ManifestGroup = { ...group('docs-default-current', 'doc', 'docs:default', 'current'), shards: [['/docs/b/'], ['/docs/a/', '/docs/c/'], ['/docs/b/deep/']].map((prefixes) => ({ url: `/assets/search/x${prefixes[0].replace(/\//g, '-')}.json`, prefixes })) };
  const reader = (path: string): ReaderContext => ({ path, doc: { pluginId: 'default', version: 'current' }, docVersions: versions('current') });
  const deep = contextShards([split], reader('/docs/b/deep/page/'));
  assert.equal(deep.first.map((s) => s.url), ['/assets/search/x-docs-b-deep-.json'], 'the longest matching prefix');
  assert.equal(deep.later.map((s) => s.url), ['/assets/search/x-docs-b-.json', '/assets/search/x-docs-a-.json']);
  assert.equal(contextShards([split], reader('/docs/c/page/')).first.map((s) => s.url), ['/assets/search/x-docs-a-.json'], 'any prefix of a shard covering several folders');
  assert.equal(contextShards([split], reader('/docs/other/')).first.map((s) => s.url), ['/assets/search/x-docs-b-.json'], 'no part matches: the first');
});

test('docSearchTags: default, then each docs set at the version the reader is on or would land on', () => {
  assert.equal(docSearchTags({ path: '/docs/3.6.3/', doc: { pluginId: 'default', version: '3.6.3' }, docVersions: versions('3.6.3') }), ['default', 'docs-default-3.6.3', 'docs-community-current']);
});

// ---- DocSearch ----

test('docSearchQuery: the request DocSearch makes, with contextual facet filters and the snippet length', () => {
  assert.equal(docSearchQuery('install', 'lectern', ['default', 'docs-default-current'], 5), {
    query: 'install',
    indexName: 'lectern',
    attributesToRetrieve: ['hierarchy.lvl0', 'hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3', 'hierarchy.lvl4', 'hierarchy.lvl5', 'hierarchy.lvl6', 'content', 'type', 'url'],
    attributesToSnippet: ['hierarchy.lvl1:5', 'hierarchy.lvl2:5', 'hierarchy.lvl3:5', 'hierarchy.lvl4:5', 'hierarchy.lvl5:5', 'hierarchy.lvl6:5', 'content:5'],
    snippetEllipsisText: '…',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    hitsPerPage: 20,
    clickAnalytics: true,
    facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
  });
});

test('docSearchQuery and docSearchAnswer for the search page: a later results page is asked by number; every hit of it shows; the total stops where the service stops serving', () => {
  assert.is(docSearchQuery('install', 'lectern', ['default'], 10).page, undefined, 'the first page is the default');
  assert.is(docSearchQuery('install', 'lectern', ['default'], 10, 2).page, 2);
  const hit = (n: number): DocSearchHit => ({ url: `https://lectern.dev/docs/cli/#s${n}`, type: 'content', hierarchy: { lvl0: 'Docs', lvl1: 'CLI', lvl2: `S${n}` } });
  const seven = Array.from({ length: 7 }, (_, n) => hit(n));
  assert.equal(docSearchAnswer({ hits: seven, nbHits: 7 }, '/', undefined).groups[0].hits.length, 5, 'the modal keeps 5 a page');
  assert.equal(docSearchAnswer({ hits: seven, nbHits: 7 }, '/', undefined, Infinity).groups[0].hits.length, 7);
  assert.is(docSearchAnswer({ hits: seven, nbHits: 12_000, nbPages: 50 }, '/', undefined).total, 1000);
});

test('hitPath: the service\'s absolute URL as a site path, without the base URL, with /docs/next/ rewritten', () => {
  const rewrite = { from: '^/docs/next/', to: '/docs/' };
  assert.is(hitPath('https://lectern.dev/docs/next/cli/#build', '/', rewrite), '/docs/cli/#build');
  assert.is(hitPath('https://lectern.dev/base/docs/cli/', '/base/', undefined), '/docs/cli/');
  assert.is(hitPath('https://lectern.dev/blog/next/', '/', rewrite), '/blog/next/', 'only what the pattern matches');
});

test('fromDocSearchHit and docSearchAnswer: page title from lvl1, the deepest heading, its parent, the snippet; grouped by page', () => {
  const record: DocSearchHit = {
    url: 'https://lectern.dev/docs/next/cli/#watch-flags',
    type: 'content',
    hierarchy: { lvl0: 'Docs', lvl1: 'CLI', lvl2: 'site watch', lvl3: 'Flags' },
    _highlightResult: { hierarchy: { lvl1: { value: '<mark>CLI</mark>' }, lvl3: { value: 'Flags' } } },
    _snippetResult: { content: { value: '…use <mark>--port</mark> &amp; more…' } },
  };
  const mapped = fromDocSearchHit(record, '/', { from: '^/docs/next/', to: '/docs/' });
  assert.is(mapped.url, '/docs/cli/#watch-flags');
  assert.is(mapped.pageUrl, '/docs/cli/');
  assert.is(show(mapped.pageTitle), '[CLI]');
  assert.is(show(mapped.heading!), 'Flags');
  assert.is(mapped.parent, 'site watch');
  assert.is(mapped.crumbs, 'Docs');
  assert.is(show(mapped.snippet), '…use [--port] & more…');
  const answer = docSearchAnswer({ hits: [record, { ...record, url: 'https://lectern.dev/docs/next/cli/' }], nbHits: 42, queryID: 'q-1' }, '/', undefined);
  assert.is(answer.total, 42);
  assert.is(answer.queryId, 'q-1');
  assert.equal(answer.groups.map((g) => [g.pageUrl, g.hits.length]), [['/docs/next/cli/', 2]]);
});

// ---- The offline engine ----

const DOCS: SearchGroup = { id: 'docs-default-current', kind: 'doc', plugin: 'docs:default', version: 'current', label: 'Docs Canary' };
const BLOG: SearchGroup = { id: 'blog-default', kind: 'blog', plugin: 'blog:default', label: 'Blog' };
const section = (url: string, pageTitle: string, heading: string, text: string, breadcrumb: string[] = []) => ({ url, pageTitle, heading, breadcrumb, text });

const PAGES: SearchPage[] = [
  {
    path: '/docs/installation/',
    group: DOCS,
    boost: 1,
    sections: [
      section('/docs/installation/', 'Installation', 'Installation', 'Lectern is one npm package.', ['Getting started']),
      section('/docs/installation/#requirements', 'Installation', 'Requirements', 'Node.js 20 or later is required to install Lectern.', ['Getting started', 'Installation']),
    ],
  },
  {
    path: '/docs/offline/',
    group: DOCS,
    boost: 1,
    sections: [section('/docs/offline/', '离线搜索', '离线搜索', '构建时生成离线索引，浏览器在打开搜索框时下载。')],
  },
  {
    path: '/blog/install-day/',
    group: BLOG,
    boost: 1,
    sections: [section('/blog/install-day/', 'Install day', 'Install day', 'We install Lectern on a new laptop, with a camera.')],
  },
];

function engineWith(pages: SearchPage[], sliceMs?: number): { engine: OfflineEngine; fetched: string[]; manifest: SearchManifest } {
  const files = new Map<string, unknown>();
  const groups = new Map<string, SearchManifest['groups'][number]>();
  for (const g of [DOCS, BLOG]) {
    const url = `/assets/search/${g.id}.json`;
    files.set(url, JSON.parse(shardIndexJson(pages.filter((p) => p.group.id === g.id)).json));
    groups.set(g.id, { ...g, shards: [{ url, prefixes: ['/'] }] });
  }
  const manifest: SearchManifest = { groups: [...groups.values()] };
  files.set('/assets/search/manifest.json', manifest);
  const fetched: string[] = [];
  const engine = new OfflineEngine('/', async (url) => {
    fetched.push(url);
    if (!files.has(url)) throw new Error(`${url}: HTTP 404`);
    return files.get(url);
  }, 10, sliceMs);
  return { engine, fetched, manifest };
}

const everywhere = { groups: new Set([DOCS.id, BLOG.id]), snippetWords: 10 };

test('an index file is written gzip-compressed, and read whether the host sends it so or already unpacked', async () => {
  const staging = mkdtempSync(join(tmpdir(), 'lectern-shard-'));
  const shard = writeShardIndex(PAGES, { staging: { dir: staging, flat: false }, file: 'assets/search/docs.json.gz' });
  const bytes = readFileSync(join(staging, 'assets/search/docs.json.gz'));
  rmSync(staging, { recursive: true, force: true });
  const expected = JSON.parse(shardIndexJson(PAGES).json);
  assert.equal([bytes[0], bytes[1]], [0x1f, 0x8b], 'gzip');
  assert.is(shard.gzipBytes, bytes.length, 'the report gives the bytes on disk');
  assert.equal(await readJson(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length)), expected);
  assert.equal(await readJson(new TextEncoder().encode(shardIndexJson(PAGES).json).buffer), expected, 'sent with Content-Encoding: gzip');
  assert.equal(writeShardIndex(PAGES, { staging: { dir: staging, flat: false }, file: 'x.json.gz', previousHash: shard.hash }).written, false, 'the same pages give the same bytes');
});

test('engine: loads each file once, answers from loaded groups only, title and heading highlighted, grouped by page', async () => {
  const { engine, fetched, manifest } = engineWith(PAGES);
  await engine.load(shardsOf([manifest.groups[0]]));
  await engine.load(shardsOf([manifest.groups[0]]));
  assert.equal(fetched, ['/assets/search/docs-default-current.json'], 'the manifest was not needed, the file came once');
  const answer = searchAtOnce(engine, 'install', everywhere);
  assert.equal(answer.groups.map((g) => g.pageUrl), ['/docs/installation/'], 'the blog is not loaded yet');
  assert.is(answer.total, 2);
  const [opening, requirements] = answer.groups[0].hits;
  assert.is(show(opening.pageTitle), '[Installation]');
  assert.is(opening.heading, undefined, 'a page\'s opening section has no heading of its own');
  assert.is(opening.crumbs, 'Getting started');
  assert.is(show(requirements.heading!), 'Requirements');
  assert.is(show(requirements.snippet), 'Node.js 20 or later is required to [install] Lectern.');
  const notified: string[] = [];
  engine.subscribe(() => notified.push('more'));
  await engine.load(shardsOf(manifest.groups));
  await new Promise((done) => setTimeout(done, 30));
  assert.equal(notified, ['more'], 'listeners hear of the blog arriving');
  assert.equal(searchAtOnce(engine, 'install', everywhere).groups.map((g) => g.pageUrl).sort(), ['/blog/install-day/', '/docs/installation/']);
});

test('engine: files arriving together wake listeners once, not once each', async () => {
  const { engine, manifest } = engineWith(PAGES);
  let wakeUps = 0;
  engine.subscribe(() => wakeUps++);
  await engine.load(shardsOf(manifest.groups));
  assert.is(wakeUps, 0, 'not at once: later arrivals in the window join this one');
  await new Promise((done) => setTimeout(done, 30));
  assert.is(wakeUps, 1, 'two files, one wake-up');
});

test('engine: AND first, OR when AND finds nothing; prefix and fuzzy matching; the reader\'s own group ranks first', async () => {
  const { engine, manifest } = engineWith(PAGES);
  await engine.load(shardsOf(manifest.groups));
  assert.equal(searchAtOnce(engine, 'install camera', everywhere).groups.map((g) => g.pageUrl), ['/blog/install-day/'], 'both terms: the post only');
  assert.is(searchAtOnce(engine, 'camera requirements', everywhere).total, 2, 'no section has both: either one');
  assert.ok(searchAtOnce(engine, 'instal', everywhere).total >= 2, 'a prefix');
  assert.ok(searchAtOnce(engine, 'requirments', everywhere).total >= 1, 'a typo');
  const preferBlog = searchAtOnce(engine, 'install lectern', { ...everywhere, preferred: new Set([BLOG.id]) });
  assert.is(preferBlog.groups[0].pageUrl, '/blog/install-day/');
});

test('engine, in slices: the reader\'s own group first, its hits shown once while the rest is searched, then the same answer as at once', async () => {
  // A slice of 0 ms: the page gets the main thread back after every index file.
  const { engine, manifest } = engineWith(PAGES, 0);
  await engine.load(shardsOf(manifest.groups));
  const options = { ...everywhere, preferred: new Set([BLOG.id]) };
  const parts: string[][] = [];
  const whole = await engine.searchInSlices('install', options, (part) => parts.push(part.groups.map((g) => g.pageUrl)), () => false);
  assert.equal(parts, [['/blog/install-day/']], 'the preferred blog, searched first, shows before the docs are searched');
  assert.equal(whole, searchAtOnce(engine, 'install', options), 'the whole answer is the one searched at once');
  const none: string[][] = [];
  assert.equal(await engine.searchInSlices('nothingmatches', options, (part) => none.push([String(part.total)]), () => false), searchAtOnce(engine, 'nothingmatches', options));
  assert.equal(none, [], 'nothing found so far: no part to show');
});

test('engine, in slices: a query replaced by a newer one stops between slices', async () => {
  const { engine, manifest } = engineWith(PAGES, 0);
  await engine.load(shardsOf(manifest.groups));
  let newer = false;
  const answer = await engine.searchInSlices('install', everywhere, () => (newer = true), () => newer);
  assert.is(answer, undefined, 'no answer for a query nobody waits for');
});

test('engine: a two-character Chinese query finds the page containing it', async () => {
  const { engine, manifest } = engineWith(PAGES);
  await engine.load(shardsOf(manifest.groups));
  for (const query of ['离线', '索引', '线索']) {
    const answer = searchAtOnce(engine, query, everywhere);
    assert.equal(answer.groups.map((g) => g.pageUrl), ['/docs/offline/'], query);
  }
  assert.ok(show(searchAtOnce(engine, '索引', everywhere).groups[0].hits[0].snippet).includes('[索引]'));
});

test('engine: a failed file is not remembered, so the next load tries again; suggestions come from loaded groups', async () => {
  const { engine, manifest } = engineWith(PAGES);
  const broken = [{ group: manifest.groups[1], url: '/assets/search/missing.json' }, ...shardsOf([manifest.groups[0]])];
  await engine.load(broken, 1).then(
    () => assert.unreachable('a missing file fails the load'),
    (err: Error) => assert.match(err.message, /404/),
  );
  assert.is(engine.loadedCount(broken), 1, 'the other files still load');
  await engine.load(broken).catch(() => undefined);
  await engine.load(shardsOf(manifest.groups));
  assert.equal(engine.suggestions(new Set([DOCS.id])), ['Getting started', '离线搜索']);
  assert.equal((await engine.manifest()).groups.length, 2);
});

// ---- Saved searches ----

function memoryStorage(): SiteStorage {
  const values = new Map<string, string>();
  return { get: (k) => values.get(k) ?? null, set: (k, v) => void values.set(k, v), remove: (k) => void values.delete(k), key: (k) => k };
}
const saved = (n: number): SavedHit => ({ url: `/docs/p${n}/`, title: `Page ${n}`, crumbs: '' });

test('history: 7 recent searches, newest first without duplicates; 4 once there are favourites; 10 favourites', () => {
  const storage = memoryStorage();
  for (let i = 1; i <= 9; i++) addRecent(storage, saved(i));
  addRecent(storage, saved(5));
  assert.equal(readHistory(storage).recent.map((h) => h.title), ['Page 5', 'Page 9', 'Page 8', 'Page 7', 'Page 6', 'Page 4', 'Page 3']);
  const withFavourite = addFavourite(storage, saved(9));
  assert.equal(withFavourite.favourites.map((h) => h.title), ['Page 9']);
  assert.equal(withFavourite.recent.map((h) => h.title), ['Page 5', 'Page 8', 'Page 7', 'Page 6'], 'moved out of the recent list, which shows 4');
  assert.equal(addRecent(storage, saved(9)).recent.length, 4, 'a favourite chosen again stays a favourite only');
  for (let i = 10; i <= 25; i++) addFavourite(storage, saved(i));
  assert.is(readHistory(storage).favourites.length, 10);
  assert.equal(removeSaved(storage, 'favourites', '/docs/p25/').favourites[0].title, 'Page 24');
  storage.set('lectern.search.recent', 'not json');
  assert.equal(readHistory(storage).recent, [], 'a damaged value starts a new list');
});

test.run();
