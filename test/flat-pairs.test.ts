import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { pairsMap, pairsText } from '../src/util/flat-pairs.ts';

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

test.run();
