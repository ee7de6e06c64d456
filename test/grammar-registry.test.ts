import { execFileSync } from 'node:child_process';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { registerDefaultGrammars } from '../src/markdown/default-grammars.ts';
import { refractor } from '../src/markdown/grammar-registry.ts';

/** One text full of markup, code and embedded languages, highlighted as every registered language. */
const SAMPLE = [
  '<div class="a" data-x=\'1\'><style>a { color: red } @media (min-width: 1px) { b { margin: 0 } }</style>',
  '<script>let x = 1 + 2; const y = `t${x}`; async function* f() { yield /re/g }</script></div>',
  'const A = <B c={1}>{x as number}</B>; type T<U> = { [k: string]: U };',
  'query Q($a: Int) { a(b: $a) { ...F } } fragment F on A { c }',
  'echo "$HOME" && ls -la | grep x; def f(x): return x  # comment',
  '{"a": [1, 2, null]}\na: [1, 2]\n+added\n-removed\n# Title\n```js\nx\n```',
].join('\n');

/** Prism's own registration, unpatched, in a fresh process: the common set, then jsx, tsx, graphql. */
const UNPATCHED = `
import { refractor } from 'refractor/core';
import 'refractor';
import jsx from 'refractor/jsx';
import tsx from 'refractor/tsx';
import graphql from 'refractor/graphql';
for (const g of [jsx, tsx, graphql]) refractor.register(g);
const sample = process.argv[1];
const out = {};
for (const l of refractor.listLanguages()) out[l] = refractor.highlight(sample, l);
process.stdout.write(JSON.stringify(out));
`;

test('importing the default grammars registers none: they register together on first use', () => {
  assert.equal(refractor.listLanguages().filter((l) => !['plain', 'plaintext', 'text', 'txt'].includes(l)), [], 'nothing but refractor\'s own plain text at import');
  registerDefaultGrammars();
  assert.ok(refractor.registered('markup') && refractor.registered('tsx') && refractor.registered('graphql'), 'all registered after the call');
});

test('the faster reference walk registers grammars that highlight exactly as Prism\'s own walk does', () => {
  const expected = JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', UNPATCHED, SAMPLE], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })) as Record<string, unknown>;
  registerDefaultGrammars();
  const actual: Record<string, unknown> = {};
  for (const l of refractor.listLanguages()) actual[l] = JSON.parse(JSON.stringify(refractor.highlight(SAMPLE, l)));
  assert.ok(Object.keys(expected).length > 40, 'the common set and more are compared');
  assert.equal(Object.keys(actual).sort(), Object.keys(expected).sort());
  for (const l of Object.keys(expected)) assert.equal(actual[l], expected[l], `${l} highlights the same`);
});

test('a grammar registered later still has its references updated by the walk', async () => {
  // haskell is not a default: registering it runs Prism's insertBefore/DFS paths on the patched registry.
  const haskell = ((await import('refractor/haskell')) as { default: Parameters<typeof refractor.register>[0] }).default;
  refractor.register(haskell);
  const tree = refractor.highlight('main = putStrLn "hi" -- c', 'haskell');
  assert.ok(JSON.stringify(tree).includes('"string"'), 'the string token is found');
});

test.run();
