/** Build-time link validation: extraction from rendered HTML, resolution, and the reporting policy. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { brokenLinks, checkLinks, extractLinks, type LinkTargets } from '../src/build/link-check.ts';
import { BuildError } from '../src/util/errors.ts';

const targets: LinkTargets = {
  pages: new Map<string, readonly string[]>([
    ['/', ['hero']],
    ['/docs/intro/', ['install', 'usage']],
    ['/docs/a b/', []],
    ['/docs/ünï/', []],
  ]),
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

test.run();
