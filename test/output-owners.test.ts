import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { OutputOwners } from '../src/build/output-owners.ts';

test('a folder is owned by the first file added inside it, at every depth', () => {
  const owners = new OutputOwners([
    ['docs/a/index.html', 'page A'],
    ['docs/b/index.html', 'page B'],
    ['docs/b/c/index.html', 'page C'],
    ['index.html', 'home'],
  ]);
  assert.is(owners.collision('docs'), 'page A');
  assert.is(owners.collision('docs/b'), 'page B');
  assert.is(owners.collision('docs/b/c'), 'page C');
  assert.is(owners.collision('docs/b/index.html'), 'page B', 'the same path');
  assert.is(owners.collision('index.html/x.png'), 'home', 'a file where a folder would be');
  assert.is(owners.collision('docs/d/index.html'), undefined);
  owners.add('docs/d/e/f.txt', 'static/docs/d/e/f.txt');
  assert.is(owners.collision('docs/d'), 'static/docs/d/e/f.txt');
  assert.is(owners.collision('docs'), 'page A', 'an owner already known stays');
});

test.run();
