/** Build-time link validation: extraction from rendered HTML, resolution, and the reporting policy. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { brokenLinks, extractLinks, findBroken, reportBroken, type LinkTargets } from '../src/build/link-check.ts';

const checkLinks = (pages: Map<string, { links: string[]; anchors: string[] }>, t: LinkTargets, baseUrl: string, policy: Parameters<typeof reportBroken>[1]) => reportBroken(findBroken(pages, t, baseUrl), policy);
import { BuildError } from '../src/util/errors.ts';
import { checkSiteLinks } from '../src/build/site-links.ts';
import { Cache } from '../src/cache/cache.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PAGES = new Map<string, readonly string[]>([
  ['/', ['hero']],
  ['/docs/intro/', ['install', 'usage']],
  ['/docs/a b/', []],
  ['/docs/ünï/', []],
]);

const targets: LinkTargets = {
  anchorsOf: (path) => PAGES.get(path),
  files: new Set(['img/logo.svg', 'blog/rss.xml']),
};

test('extractLinks keeps internal hrefs once, decodes entities, and reads ids', () => {
  const html = '<a href="/docs/intro/">x</a><a class="c" href="/docs/intro/">y</a><a href="https://example.com/">e</a><a href="//cdn.example/x">c</a><a href="mailto:a@b.c">m</a><a href="/search/?q=a&amp;b=c">s</a><h2 id="usage">U</h2><a name="old"></a><a href="">empty</a>';
  const got = extractLinks(html);
  assert.equal(got.links, ['/docs/intro/', '/search/?q=a&b=c']);
  assert.equal(got.anchors.sort(), ['old', 'usage']);
});

test('a link to an existing page, its anchor, a file, or the page without its trailing slash is fine', () => {
  const page = { links: ['/docs/intro/', '/docs/intro/#usage', '/img/logo.svg', '/docs/intro', '/docs/intro/index.html', '/?x=1#hero', '/docs/a%20b/', '/docs/%C3%BCn%C3%AF/'], anchors: [] };
  assert.equal(brokenLinks('/blog/', page, targets, '/'), []);
});

test('relative hrefs resolve against the page path; same-page anchors check the page itself', () => {
  assert.equal(brokenLinks('/docs/intro/', { links: ['../intro/#install', '#mine', '#missing'], anchors: ['mine'] }, targets, '/'), [{ href: '#missing', reason: 'anchor' }]);
});

test('a missing page and a missing anchor are reported with their reason', () => {
  const got = brokenLinks('/', { links: ['/docs/nope/', '/docs/intro/#nope', '/img/missing.png'], anchors: [] }, targets, '/');
  assert.equal(got, [
    { href: '/docs/nope/', reason: 'page' },
    { href: '/docs/intro/#nope', reason: 'anchor' },
    { href: '/img/missing.png', reason: 'page' },
  ]);
});

test('with a baseUrl, links must carry it', () => {
  assert.equal(brokenLinks('/site/', { links: ['/site/docs/intro/', '/docs/intro/'], anchors: [] }, targets, '/site/'), [{ href: '/docs/intro/', reason: 'page' }]);
});

test('with a baseUrl, relative hrefs resolve against the page URL under it', () => {
  assert.equal(brokenLinks('/docs/intro/', { links: ['../intro/#install', './', '../nope/'], anchors: [] }, targets, '/site/'), [{ href: '../nope/', reason: 'page' }]);
});

test('checkLinks throws one error listing each page and its targets, sorted by page', () => {
  const pages = new Map([
    ['/z/', { links: ['/gone/'], anchors: [] }],
    ['/a/', { links: ['/gone/', '/also-gone/'], anchors: [] }],
  ]);
  try {
    checkLinks(pages, targets, '/', { onBrokenLinks: 'throw', onBrokenAnchors: 'throw' });
    assert.unreachable('should throw');
  } catch (err) {
    assert.instance(err, BuildError);
    assert.is((err as BuildError).message, 'broken links found on 2 pages:\n- on /a/: /gone/, /also-gone/\n- on /z/: /gone/');
  }
});

test('warn returns warnings; ignore drops them; anchors follow their own setting', () => {
  const pages = new Map([['/a/', { links: ['/gone/', '/docs/intro/#nope'], anchors: [] }]]);
  const warned = checkLinks(pages, targets, '/', { onBrokenLinks: 'warn', onBrokenAnchors: 'ignore' });
  assert.equal(warned, ['broken links found on 1 page:\n- on /a/: /gone/']);
  assert.throws(() => checkLinks(pages, targets, '/', { onBrokenLinks: 'ignore', onBrokenAnchors: 'throw' }), /broken anchors found on 1 page:\n- on \/a\/: \/docs\/intro\/#nope/);
});

test('a long report lists 30 pages and counts the rest', () => {
  const pages = new Map(Array.from({ length: 45 }, (_, i) => [`/p${String(i).padStart(2, '0')}/`, { links: ['/gone/'], anchors: [] }]));
  const [warning] = checkLinks(pages, targets, '/', { onBrokenLinks: 'warn', onBrokenAnchors: 'warn' });
  const lines = warning.split('\n');
  assert.is(lines[0], 'broken links found on 45 pages:');
  assert.is(lines.length, 32);
  assert.is(lines[31], '- … and 15 more pages');
});

// ---------------------------------------------------------------------------------------------------
// Incremental scope: which pages a build checks

function committedSite(): Cache {
  const dir = mkdtempSync(join(tmpdir(), 'lectern-links-'));
  made.push(dir);
  const cache = Cache.open(join(dir, 'cache.db'), () => {});
  cache.commit({
    outDir: 'build',
    inputs: new Map(),
    summary: { key: 'k', routes: 3, warnings: [] },
    routes: new Map(['/a/', '/b/', '/c/'].map((p) => [p, { fingerprint: p, reads: [], trees: {} }])),
    links: new Map([
      ['/a/', { links: ['/b/#x'], anchors: [] }],
      ['/b/', { links: [], anchors: ['x'] }],
      ['/c/', { links: ['/gone/'], anchors: [] }],
    ]),
    broken: new Map([['/c/', [{ href: '/gone/', reason: 'page' as const }]]]),
    data: new Map(),
    outputs: new Map(['a/index.html', 'b/index.html', 'c/index.html'].map((f) => [f, f])),
    stamps: new Map(),
    liveModules: new Set(),
    liveRecords: new Set(),
    liveProps: new Set(),
    traced: [],
    search: { pages: new Map(), live: new Set(), shards: new Map() },
  });
  return cache;
}

const made: string[] = [];
test.after(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

function scope(cache: Cache, rendered: Map<string, { links: string[]; anchors: string[] }>, paths = ['/a/', '/b/', '/c/']) {
  const outputs = new Map(paths.map((p) => [`${p.slice(1)}index.html`, 'h']));
  return checkSiteLinks({ cache, outDir: 'build', paths, previousPaths: new Set(['/a/', '/b/', '/c/']), rendered, outputs, previousOutputs: new Map(['a/index.html', 'b/index.html', 'c/index.html'].map((f) => [f, 'h'])), baseUrl: '/' });
}

test('a re-rendered page with the same anchors: only it is checked; stored verdicts of the others stay', () => {
  const result = scope(committedSite(), new Map([['/b/', { links: ['/a/'], anchors: ['x'] }]]));
  assert.equal([...result.checked.keys()], ['/b/']);
  assert.equal(result.broken, new Map([['/c/', [{ href: '/gone/', reason: 'page' }]]]));
});

test('a re-rendered page that lost an anchor: every page is checked again', () => {
  const result = scope(committedSite(), new Map([['/b/', { links: [], anchors: [] }]]));
  assert.equal([...result.checked.keys()].sort(), ['/a/', '/b/', '/c/']);
  assert.equal(result.broken.get('/a/'), [{ href: '/b/#x', reason: 'anchor' }]);
});

test('a page that disappeared: every page is checked again', () => {
  const result = scope(committedSite(), new Map([['/a/', { links: ['/b/#x'], anchors: [] }]]), ['/a/', '/c/']);
  assert.equal(result.broken.get('/a/'), [{ href: '/b/#x', reason: 'page' }]);
});

test.run();
