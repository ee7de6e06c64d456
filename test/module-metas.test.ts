import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ModuleMetas, storedValuesOf, type MetaSource } from '../src/build/module-metas.ts';
import { moduleFacts, type DocMeta } from '../src/markdown/types.ts';

function meta(n: number): DocMeta {
  return { frontMatter: { title: `T${n}`, search_boost: n }, toc: [], fileLinks: [`./d${n}.md`], themeImports: {}, images: [], hasExcerpt: false, wordCount: n };
}

/** A stored table of `count` modules that counts how it was read. */
function stored(count: number) {
  const table = new Map(Array.from({ length: count }, (_, i) => [`k${i}`, meta(i)]));
  const reads = { one: 0, many: 0, frontMatterOne: 0, frontMatterMany: 0 };
  const pick = <T>(keys: Iterable<string>, value: (m: DocMeta) => T) => new Map([...keys].flatMap((k) => (table.has(k) ? [[k, value(table.get(k)!)] as const] : [])));
  const source: MetaSource = {
    one: (k) => (reads.one++, table.get(k)),
    many: (keys) => (reads.many++, pick(keys, (m) => m)),
    frontMatterOne: (k) => (reads.frontMatterOne++, table.get(k)?.frontMatter),
    frontMatterMany: (keys) => (reads.frontMatterMany++, pick(keys, (m) => m.frontMatter)),
  };
  const facts = new Map([...table].map(([k, m]) => [k, moduleFacts(m)]));
  return { table, reads, metas: new ModuleMetas(facts, source, () => table.keys()) };
}

test('facts are known without reading any whole metadata', () => {
  const { metas, reads } = stored(3);
  assert.ok(metas.has('k1'));
  assert.equal(metas.facts('k1'), { fileLinks: ['./d1.md'], themeImports: {}, images: [], frontMatter: { search_boost: 1 } });
  assert.equal(reads, { one: 0, many: 0, frontMatterOne: 0, frontMatterMany: 0 });
});

test('a few docs are read one by one, each once; an unknown key reads nothing', () => {
  const { metas, reads } = stored(200);
  assert.equal(metas.meta('k5'), meta(5));
  assert.equal(metas.meta('k5'), meta(5));
  assert.is(metas.meta('nope'), undefined);
  assert.equal(reads, { one: 1, many: 0, frontMatterOne: 0, frontMatterMany: 0 });
});

test('a stage reading most docs switches to one pass over the table', () => {
  const { metas, reads } = stored(200);
  for (let i = 0; i < 200; i++) assert.equal(metas.meta(`k${i}`), meta(i));
  assert.is(reads.many, 1, 'one bulk read');
  assert.ok(reads.one <= 64, `at most 64 single reads, got ${reads.one}`);
});

test('a module compiled by this build replaces its facts and metadata', () => {
  const { metas, reads } = stored(2);
  const fresh = { ...meta(9), themeImports: { Tabs: 'Tabs' } };
  metas.set('k0', fresh);
  assert.equal(metas.meta('k0'), fresh);
  assert.equal(metas.facts('k0')?.themeImports, { Tabs: 'Tabs' });
  assert.equal(reads, { one: 0, many: 0, frontMatterOne: 0, frontMatterMany: 0 });
});

test('a load reading every front matter reads the front matter table, never the whole metadata', () => {
  const { metas, reads } = stored(200);
  // Through a proxy as a load's read tracking wraps it: its reads ask for property descriptors too.
  const tracked = (m: DocMeta) => new Proxy(m, { get: (target, prop, receiver) => Reflect.get(target, prop, receiver) as unknown });
  for (let i = 0; i < 200; i++) assert.equal(tracked(metas.meta(`k${i}`)!).frontMatter, meta(i).frontMatter);
  assert.is(reads.one + reads.many, 0);
  assert.is(reads.frontMatterMany, 1, 'one bulk read');
});

test('reading any other field, or the whole object, reads the whole metadata', () => {
  const { metas, reads } = stored(3);
  const lazy = metas.meta('k2')!;
  assert.is(lazy.frontMatter.title, 'T2');
  assert.is(reads.one, 0);
  assert.is(lazy.wordCount, 2);
  assert.is(JSON.stringify(lazy), JSON.stringify(meta(2)));
  assert.equal(Object.keys(lazy), Object.keys(meta(2)));
  assert.ok('toc' in lazy);
  assert.is(reads.one, 1, 'read once');
});

test('values wanted all at once: a few by single lookups, many in one pass', () => {
  const calls: string[] = [];
  const one = (key: string) => (calls.push(`one ${key}`), key === 'gone' ? undefined : key.toUpperCase());
  const many = (keys: Iterable<string>) => (calls.push('many'), new Map([...keys].map((k) => [k, k.toUpperCase()])));
  assert.equal([...storedValuesOf(['a', 'gone'], one, many)], [['a', 'A']]);
  assert.equal(calls, ['one a', 'one gone']);
  calls.length = 0;
  const keys = Array.from({ length: 65 }, (_, i) => `k${i}`);
  assert.is(storedValuesOf(keys, one, many).size, 65);
  assert.equal(calls, ['many']);
});

test.run();
