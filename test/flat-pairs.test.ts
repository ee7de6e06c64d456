import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { layeredPairsMap, pairChanges, pairsMap, pairsText } from '../src/util/flat-pairs.ts';

test('a map survives the text, whatever its keys hold, in its order', () => {
  const map = new Map([
    ['docs/a/index.html', '123:456:789'],
    ['odd\tname\n"quoted"/é.html', 'x'],
    ['', ''],
    ['assets/', 'd:1:2'],
  ]);
  const text = pairsText(map);
  assert.equal(JSON.parse(text), ['docs/a/index.html', '123:456:789', 'odd\tname\n"quoted"/é.html', 'x', '', '', 'assets/', 'd:1:2']);
  assert.equal([...pairsMap(text)], [...map]);
  assert.equal(pairsMap('[]'), new Map());
});

test('changes to a map, stored beside it, give the new map back; later changes win', () => {
  const base = new Map([
    ['a.html', 'h1'],
    ['b.html', 'h2'],
    ['c.html', 'h3'],
  ]);
  const first = new Map([
    ['a.html', 'h1'],
    ['c.html', 'h3b'],
    ['d.html', 'h4'],
  ]);
  const changes = pairChanges(base, first);
  assert.equal(changes, new Map([['c.html', 'h3b'], ['d.html', 'h4'], ['b.html', '']]), 'only what differs, and each key removed');
  assert.equal(layeredPairsMap(pairsText(base), pairsText(changes)), first);
  const second = new Map([['b.html', 'h2c'], ['d.html', 'h4']]);
  assert.equal(layeredPairsMap(pairsText(base), pairsText(changes), pairsText(pairChanges(first, second))), second, 'a key removed, then written again');
  assert.equal(layeredPairsMap(pairsText(base)), base);
});

test.run();
