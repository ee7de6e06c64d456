import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import MiniSearch from 'minisearch';
import type { Route } from '../src/plugins/types.ts';
import { shardIndexJson } from '../src/search/index-file.ts';
import { unpackIndex } from '../src/search/packed-index.ts';
import { INDEX_OPTIONS, QUERY_OPTIONS } from '../src/search/options.ts';
import { searchPageInfo, type SearchPageInfo } from '../src/search/page-info.ts';
import { pageSections } from '../src/search/sections.ts';
import { sectionsJson } from '../src/search/section-reader.ts';
import { searchRecord } from '../src/search/stage.ts';
import { hashBytes } from '../src/util/hash.ts';
import { planShards, SHARD_TEXT_LIMIT } from '../src/search/shards.ts';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { processTerm, tokenize } from '../src/search/tokenize.ts';
import type { SearchGroup, SearchPage, ShardFile } from '../src/search/types.ts';

const test = suite('search index');

const ARTICLE = `<!DOCTYPE html><html><head><title>Caching | My Site</title></head><body>
<nav class="doc-sidebar"><a href="/docs/x/">Not content</a></nav>
<div class="markdown" data-lectern-slot="content">
<p>Every build keeps a cache &amp; reuses it.</p>
<h2 id="keys">Cache keys<a class="hash-link" href="#keys">#</a></h2>
<p>A key covers <code>everything</code> the build read.</p>
<pre><code>const secret = 'not indexed';</code></pre>
<button>Copy</button>
<h3 id="inputs">Inputs</h3><ul><li>Files</li><li>Config</li></ul>
<h2 id="pruning">Pruning</h2>
</div><footer>Footer text</footer></body></html>`;

test('a page record written from its sections\' JSON is the page\'s own JSON in UTF-8, so it parses back and hashes alike', () => {
  const group: SearchGroup = { id: 'docs-default-current', kind: 'doc', plugin: 'docs:default', version: 'current', label: 'Docs' };
  const sections = pageSections(ARTICLE, { url: '/docs/caching/', title: 'Caching "quoted" </script>', crumbs: ['Guides'] });
  const info: SearchPageInfo = { group, boost: 2, title: 'Caching', crumbs: ['Guides'] };
  const record = searchRecord('/docs/caching/', info, sectionsJson(sections));
  const page: SearchPage = { path: '/docs/caching/', group, boost: 2, sections };
  assert.is(record.record.toString('utf8'), JSON.stringify(page));
  assert.equal(JSON.parse(record.record.toString('utf8')), page);
  assert.is(record.hash, hashBytes(JSON.stringify(page)), 'the hash of the UTF-8 bytes is the hash of the text');
  assert.is(record.bytes, sections.reduce((n, s) => n + s.text.length + s.heading.length, 0));
  assert.is(record.groupId, 'docs-default-current');
});

test('a page splits into its opening text and one section per h2/h3, with anchors and parents', () => {
  const sections = pageSections(ARTICLE, { url: '/docs/caching/', title: 'Caching', crumbs: ['Guides'] });
  assert.equal(
    sections.map((s) => [s.url, s.heading, s.breadcrumb.join(' > '), s.text]),
    [
      ['/docs/caching/', 'Caching', 'Guides', 'Every build keeps a cache & reuses it.'],
      ['/docs/caching/#keys', 'Cache keys', 'Guides > Caching', 'A key covers everything the build read.'],
      ['/docs/caching/#inputs', 'Inputs', 'Guides > Caching > Cache keys', 'Files Config'],
      ['/docs/caching/#pruning', 'Pruning', 'Guides > Caching', ''],
    ],
  );
});

test('without a title the page is named by its <title>, minus the site name', () => {
  const [first] = pageSections(ARTICLE, { url: '/x/', title: '', crumbs: [] });
  assert.is(first.pageTitle, 'Caching');
});

test('a page with no content slot is read from <main>', () => {
  const html = '<html><body><nav>menu</nav><main><h1>Showcase</h1><p>Sites built with it.</p></main></body></html>';
  assert.equal(pageSections(html, { url: '/showcase/', title: 'Showcase', crumbs: [] }).map((s) => s.text), ['Showcase Sites built with it.']);
});

test('CJK text is segmented and split into character pairs; a two-character query finds it', () => {
  const terms = tokenize('缓存让构建更快 Lectern');
  assert.ok(terms.includes('构建'), 'segmented word');
  assert.ok(terms.includes('让构'), 'a character pair across a word boundary');
  assert.ok(terms.includes('Lectern'));
  const { json } = shardIndexJson([page('/docs/zh/', 'docs', [{ heading: '缓存', text: '增量构建只重新渲染变化的页面。' }])]);
  const index = MiniSearch.loadJS(unpackIndex((JSON.parse(json) as ShardFile).index), INDEX_OPTIONS);
  assert.is(index.search('渲染', QUERY_OPTIONS).length, 1);
  assert.is(index.search('变化', QUERY_OPTIONS).length, 1);
});

test('text splits into its words, letters and digits of any script, whether or not CJK text is with them', () => {
  assert.equal(tokenize("Naïve café: v2.1 — don't"), ['Naïve', 'café', 'v2', '1', 'don', 't']);
  assert.equal(tokenize("Naïve café: v2.1 — don't 构建").slice(0, 6), ['Naïve', 'café', 'v2', '1', 'don', 't']);
  assert.equal(tokenize('  '), []);
});

test('stop words and single letters are not indexed; other terms are lower-cased', () => {
  assert.equal(['The', 'a', 'x', 'Cache', '我'].map(processTerm), [null, null, null, 'cache', '我']);
});

const DOCS = [{ id: 'default', versions: [{ name: 'current', label: 'Next', path: '/docs/', isLast: false, mainDocPath: '/docs/' }] }];
const route = (over: Partial<Route>): Route => ({ path: '/docs/a/', layout: 'DocPage', plugin: 'docs:default', modules: [], data: [], props: { title: 'A', version: 'current', breadcrumbs: [{ title: 'Guides' }, { title: 'A' }] }, ...over });

test('which pages are searchable, in which group, with what boost', () => {
  const doc = searchPageInfo(route({}), {}, DOCS, '/search/');
  assert.equal(doc && { ...doc.group, crumbs: doc.crumbs, boost: doc.boost }, { id: 'docs-default-current', kind: 'doc', plugin: 'docs:default', version: 'current', label: 'Docs Next', crumbs: ['Guides'], boost: 1 });
  assert.is(searchPageInfo(route({ noIndex: true }), {}, DOCS, '/search/'), undefined, 'noindex');
  assert.is(searchPageInfo(route({ props: { unlisted: true } }), {}, DOCS, '/search/'), undefined, 'unlisted');
  assert.is(searchPageInfo(route({}), { search: false }, DOCS, '/search/'), undefined, 'search: false');
  assert.is(searchPageInfo(route({}), { search_boost: 2 }, DOCS, '/search/')?.boost, 2);
  assert.is(searchPageInfo(route({ layout: 'BlogListPage', plugin: 'blog:blog' }), {}, DOCS, '/search/'), undefined, 'lists are not indexed');
  assert.is(searchPageInfo(route({ path: '/search/', layout: 'ReactPage', plugin: 'pages' }), {}, DOCS, '/search/'), undefined, 'the search page itself');
  assert.is(searchPageInfo(route({ layout: 'BlogPostPage', plugin: 'blog:changelog' }), {}, DOCS, '/search/')?.group.label, 'Changelog');
  assert.is(searchPageInfo(route({ layout: 'BlogPostPage', plugin: 'blog:default' }), {}, DOCS, '/search/')?.group.label, 'Blog', 'the default blog is "Blog"');
});

test('a boosted page ranks above an equal one', () => {
  const plain = page('/docs/a/', 'docs', [{ heading: 'Plugins', text: 'plugins add routes' }]);
  const boosted = { ...page('/docs/b/', 'docs', [{ heading: 'Plugins', text: 'plugins add routes' }]), boost: 3 };
  const index = MiniSearch.loadJS(unpackIndex((JSON.parse(shardIndexJson([plain, boosted]).json) as ShardFile).index), INDEX_OPTIONS);
  assert.is(index.search('plugins', QUERY_OPTIONS)[0].id, '/docs/b/#Plugins');
});

test('the same pages give the same index bytes, in any order', () => {
  const a = page('/docs/a/', 'docs', [{ heading: 'One', text: 'first' }]);
  const b = page('/docs/b/', 'docs', [{ heading: 'Two', text: 'second <script>' }]);
  const json = shardIndexJson([a, b]).json;
  assert.is(shardIndexJson([b, a]).json, json);
  assert.not.ok(json.includes('<'), '< is escaped');
});

test('a small group is one shard; a large one splits by path prefix, and an edit moves only its shard', () => {
  const group: SearchGroup = { id: 'docs-default-current', kind: 'doc', plugin: 'docs:default', version: 'current', label: 'Docs' };
  const small = planShards([{ path: '/docs/a/', group, bytes: 10 }, { path: '/docs/b/c/', group, bytes: 10 }]);
  assert.equal(small.map((s) => [s.key, s.prefixes, s.paths.length]), [['docs-default-current', ['/docs/'], 2]]);
  const big = Math.ceil(SHARD_TEXT_LIMIT / 3);
  const pages = ['/docs/intro/', '/docs/guides/a/', '/docs/guides/b/', '/docs/api/x/', '/docs/api/y/'].map((path) => ({ path, group, bytes: big }));
  const shards = planShards(pages);
  assert.equal(shards.map((s) => [s.key, s.paths]), [
    ['docs-default-current-api', ['/docs/api/x/', '/docs/api/y/']],
    ['docs-default-current-guides', ['/docs/guides/a/', '/docs/guides/b/', '/docs/intro/']],
  ]);
  const edited = planShards(pages.map((p) => (p.path === '/docs/api/x/' ? { ...p, bytes: big - 100 } : p)));
  assert.equal(edited.map((s) => s.paths), shards.map((s) => s.paths), 'same shards after a size change within the limit');
});

test('folders too small for a shard of their own share one, in path order, up to the limit', () => {
  const group: SearchGroup = { id: 'docs-default-current', kind: 'doc', plugin: 'docs:default', version: 'current', label: 'Docs' };
  const tenth = Math.floor(SHARD_TEXT_LIMIT / 10);
  // 40 folders of 3 pages each (three tenths of a shard per folder) and one folder larger than a shard.
  const pages = [
    ...Array.from({ length: 40 }, (_, f) => [0, 1, 2].map((n) => ({ path: `/docs/f${String(f).padStart(2, '0')}/p${n}/`, group, bytes: tenth }))).flat(),
    ...Array.from({ length: 12 }, (_, n) => ({ path: `/docs/zbig/p${String(n).padStart(2, '0')}/`, group, bytes: tenth })),
  ];
  const shards = planShards(pages);
  const small = shards.filter((s) => !s.key.includes('zbig'));
  assert.equal(small.length, 14, 'three folders a shard (nine tenths), not one shard a folder');
  assert.equal(small[0].prefixes, ['/docs/f00/', '/docs/f01/', '/docs/f02/']);
  assert.equal(small[0].key, 'docs-default-current-f00');
  for (const s of shards) assert.ok(s.paths.length * tenth <= SHARD_TEXT_LIMIT, `${s.key} within the limit`);
  assert.equal(new Set(shards.map((s) => s.key)).size, shards.length, 'keys are unique');
  assert.equal(shards.flatMap((s) => s.paths).sort(), pages.map((p) => p.path).sort(), 'every page in exactly one shard');
  // A folder larger than a shard is split one segment deeper, its pages then packed again.
  assert.equal(shards.filter((s) => s.key.includes('zbig')).map((s) => s.paths.length), [10, 2]);
});

test('shard plans and index bytes are the same whatever the machine locale (code-unit order, not LANG)', () => {
  const src = (file: string) => JSON.stringify(fileURLToPath(new URL(`../src/${file}`, import.meta.url)));
  // Paths whose order differs between locales: under sv_SE, "ä" sorts after "z".
  const script = `import { planShards, SHARD_TEXT_LIMIT } from ${src('search/shards.ts')};
import { shardIndexJson } from ${src('search/index-file.ts')};
import { byLabel } from ${src('util/order.ts')};
const group = { id: 'docs', kind: 'doc', plugin: 'docs:default', label: 'Docs' };
const paths = ['/docs/zebra/a/', '/docs/\u00e4pple/b/', '/docs/apple/c/'];
const pages = paths.map((path) => ({ path, group, boost: 1, sections: [{ url: path, pageTitle: path, heading: path, breadcrumb: [], text: 'words ' + path }] }));
// Each folder more than half a shard: one shard per folder, in prefix order.
const shards = planShards(paths.map((path) => ({ path, group, bytes: SHARD_TEXT_LIMIT / 2 + 1 })));
process.stdout.write(JSON.stringify({ prefixes: shards.map((s) => s.prefixes), paths: shards.map((s) => s.paths), json: shardIndexJson(pages).json, labels: ['Zebra', '\u00c4rende', 'apple'].sort(byLabel) }));`;
  const inLocale = (lang: string) => spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { env: { ...process.env, LANG: lang, LC_ALL: lang }, encoding: 'utf8' });
  const swedish = inLocale('sv_SE.UTF-8');
  const english = inLocale('en_US.UTF-8');
  assert.is(swedish.status, 0, swedish.stderr);
  assert.is(english.status, 0, english.stderr);
  assert.is(swedish.stdout, english.stdout);
  const out = JSON.parse(english.stdout) as { paths: string[][]; labels: string[] };
  assert.equal(out.paths, [['/docs/apple/c/'], ['/docs/zebra/a/'], ['/docs/\u00e4pple/b/']]);
  assert.equal(out.labels, ['apple', '\u00c4rende', 'Zebra'], 'labels a reader sees sort alphabetically in English');
});

function page(path: string, kind: string, sections: { heading: string; text: string }[]): SearchPage {
  const group: SearchGroup = { id: kind, kind: 'doc', plugin: 'docs:default', label: kind };
  return { path, group, boost: 1, sections: sections.map((s) => ({ url: `${path}#${s.heading}`, pageTitle: 'T', heading: s.heading, breadcrumb: ['T'], text: s.text })) };
}

test.run();
