import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { normalizePath } from '../theme/url.ts';

const test = suite('site URL rules');

test('a path ending in a slash is kept as it is, with or without a query or hash', () => {
  for (const href of ['/', '/docs/', '/docs/a b/', '/docs/?q=1', '/docs/#part', '/docs/?q=1#part']) assert.is(normalizePath(href), href);
});

test('index.html and .html are normalised away and the slash added, the query and hash kept', () => {
  assert.is(normalizePath('/docs/index.html'), '/docs/');
  assert.is(normalizePath('/docs/intro.html'), '/docs/intro/');
  assert.is(normalizePath('/docs/intro.HTM'), '/docs/intro/');
  assert.is(normalizePath('/docs/intro'), '/docs/intro/');
  assert.is(normalizePath('/docs/intro?x=1#y'), '/docs/intro/?x=1#y');
  assert.is(normalizePath('/docs/index.html#y'), '/docs/#y');
  // A slash at the end of the query or hash is not the path's.
  assert.is(normalizePath('/docs/intro?next=/a/'), '/docs/intro/?next=/a/');
  assert.is(normalizePath('/docs/intro#/'), '/docs/intro/#/');
});

test('a file path and a bare query or hash are left alone', () => {
  for (const href of ['/img/logo.svg', '/blog/rss.xml', '/files/a.tar.gz?v=2', '#top', '?q=1']) assert.is(normalizePath(href), href);
});

test.run();
