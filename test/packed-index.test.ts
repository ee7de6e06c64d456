import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { gzipSync } from 'node:zlib';
import MiniSearch from 'minisearch';
import { INDEX_OPTIONS, QUERY_OPTIONS } from '../src/search/options.ts';
import { packIndex, unpackIndex } from '../src/search/packed-index.ts';
import type { IndexedSection } from '../src/search/types.ts';

const test = suite('packed search index');

const WORDS = ['cache', 'build', 'route', 'sidebar', 'version', 'plugin', 'render', 'theme', 'search', 'index', 'worker', 'output', 'config', 'content', 'navbar', 'footer'];

/** Sections with overlapping vocabularies, repeated words and boosts, as a docs set has. */
function sections(count: number): IndexedSection[] {
  return Array.from({ length: count }, (_, i) => ({
    u: `/docs/page-${i}/${i % 3 ? `#part-${i}` : ''}`,
    ...(i % 3 ? { h: `${WORDS[i % WORDS.length]} part ${i}` } : { p: `Page ${WORDS[(i * 7) % WORDS.length]} ${i}` }),
    t: Array.from({ length: 40 + (i % 13) }, (_, j) => WORDS[(i * j + j * j) % WORDS.length]).join(' '),
    ...(i % 5 === 0 ? { a: `Parent ${i}` } : {}),
    ...(i % 11 === 0 ? { w: 2 } : {}),
  }));
}

function built(docs: IndexedSection[]): MiniSearch<IndexedSection> {
  const index = new MiniSearch<IndexedSection>(INDEX_OPTIONS);
  index.addAll(docs);
  return index;
}

test('unpacking gives MiniSearch its own serialised form back, entry for entry', () => {
  const index = built(sections(120));
  const back = unpackIndex(JSON.parse(JSON.stringify(packIndex(index))));
  assert.is(JSON.stringify(back), JSON.stringify(index.toJSON()));
});

test('a term met first in a later field, and a section discarded and added again, unpack as toJSON gives them', () => {
  // The index holds `cache`'s fields in the order met (`t`, then `h`); the re-added `/a/` has a new short id.
  const index = built([{ u: '/a/', t: 'cache theme' }, { u: '/b/#x', h: 'cache', t: 'route' }, { u: '/c/', t: 'route cache' }]);
  index.discard('/a/');
  index.add({ u: '/a/', p: 'Cache', t: 'theme' });
  assert.is(JSON.stringify(unpackIndex(JSON.parse(JSON.stringify(packIndex(index))))), JSON.stringify(index.toJSON()));
});

test('a packed index answers every query with the same results and scores', () => {
  const index = built(sections(200));
  const loaded = MiniSearch.loadJS(unpackIndex(JSON.parse(JSON.stringify(packIndex(index)))), INDEX_OPTIONS);
  for (const query of ['cache', 'sidebar version', 'rend', 'plugn', 'theme navbar footer', 'part']) {
    const strip = (r: ReturnType<typeof index.search>) => r.map((x) => [x.id, x.score.toFixed(9), x.h ?? null, x.t, x.a ?? null, x.w ?? null]);
    assert.equal(strip(loaded.search(query, QUERY_OPTIONS)), strip(index.search(query, QUERY_OPTIONS)), query);
  }
});

test('unused short ids (sections removed before serialising) survive the round trip', () => {
  const index = built(sections(30));
  index.discard('/docs/page-4/#part-4');
  index.discard('/docs/page-9/');
  assert.is(JSON.stringify(unpackIndex(JSON.parse(JSON.stringify(packIndex(index))))), JSON.stringify(index.toJSON()));
});

test('a section after another of its page is stored by its anchor, and unpacks to its whole URL', () => {
  const pages = ['/docs/a/', '/docs/a-b/', '/docs/c/'];
  const docs: IndexedSection[] = pages.flatMap((page, i) => [
    // The second page has no opening section: its first id carries an anchor, still written whole.
    ...(i === 1 ? [] : [{ u: page, p: `Page ${i}`, t: 'cache build' }]),
    { u: `${page}#one`, h: 'One', t: 'route sidebar' },
    { u: `${page}#two`, h: 'Two', t: 'theme search' },
  ]);
  const index = built(docs);
  const packed = packIndex(index);
  assert.equal(packed.ids, ['/docs/a/', '#one', '#two', '/docs/a-b/#one', '#two', '/docs/c/', '#one', '#two']);
  assert.is(JSON.stringify(unpackIndex(JSON.parse(JSON.stringify(packed)))), JSON.stringify(index.toJSON()));
});

test('the packed file is smaller after gzip than MiniSearch’s own', () => {
  const index = built(sections(400));
  const size = (value: unknown) => gzipSync(JSON.stringify(value), { level: 8 }).length;
  const packed = size(packIndex(index));
  assert.ok(packed < size(index.toJSON()) * 0.95, `packed ${packed} B against ${size(index.toJSON())} B`);
});

test.run();
