/**
 * Files content shows or links to by a relative path (`![](./img/diagram.png)`, `[manual](./files/manual.pdf)`,
 * `require('./img/diagram.png').default` in MDX) are published with the pages, named by their hash, as
 * Docusaurus does; `pathname://` links are plain site paths. An edit to such a file renames it and
 * re-renders the pages that show it, and the output equals a clean build.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { build } from '../src/build/build.ts';
import { hashBytes } from '../src/util/hash.ts';
import { cleanBuildOf } from './helpers/clean-build.ts';
import { assertSameTree, fixtureCopies, page, snapshot } from './helpers/tree.ts';

const FIXTURE = fileURLToPath(new URL('./fixtures/content-assets-site/', import.meta.url));
const sites = fixtureCopies(FIXTURE, 'content-assets');
test.after(() => sites.cleanup());

/** The site path a file of the site is published at: `/base/assets/files/<name>.<hash>.<ext>`. */
function published(root: string, source: string): string {
  const bytes = readFileSync(join(root, source));
  const name = source.split('/').pop()!;
  const dot = name.lastIndexOf('.');
  return `/base/assets/files/${name.slice(0, dot)}.${hashBytes(bytes).slice(0, 10)}${name.slice(dot)}`;
}

function outputFile(root: string, url: string): string {
  return join(root, 'build', url.slice('/base/'.length));
}

test('relative images and file links are published by hash; pathname:// links are site paths; others stay as written', async () => {
  const root = sites.copy('publish');
  await build({ root });
  const guide = page(root, 'docs/guide/index.html');
  const diagram = published(root, 'docs/img/diagram.png');
  assert.ok(guide.includes(`<img src="${diagram}" alt="diagram" title="The diagram">`), 'the image names the published file');
  assert.equal(readFileSync(outputFile(root, diagram)), readFileSync(join(root, 'docs/img/diagram.png')), 'with the same bytes');
  const manual = published(root, 'docs/files/manual.pdf');
  assert.ok(guide.includes(`href="${manual}#page=2"`), 'a link to a file keeps its fragment');
  assert.ok(existsSync(outputFile(root, manual)));
  assert.ok(guide.includes('<a href="/base/raw.txt" rel="external">raw file</a>'), 'pathname:// is a site path under the base URL, in the same tab, outside the client router');
  assert.ok(guide.includes('href="../plain/"'), 'a relative link to a page URL is left as written');
  assert.ok(guide.includes('src="./img/later.png"'), 'a missing image is left as written');
  const shown = page(root, 'docs/shown/index.html');
  const required = /<img src="([^"]+)" alt="required"\/>/.exec(shown)?.[1] ?? '';
  assert.match(required, /^\/base\/assets\//, 'require() in MDX gives an absolute URL under the base URL');
  assert.ok(existsSync(outputFile(root, required)), `${required} is published`);
  assert.ok(shown.includes(`<img src="${diagram}" alt="written"/>`), 'a Markdown image in MDX too');
  assert.ok(shown.includes('<a href="/base/raw.txt" rel="external">raw through Link</a>'), 'pathname:// through @docusaurus/Link');
  assert.ok(page(root, 'blog/2024/01/01/post/index.html').includes(`src="${published(root, 'blog/2024-01-01-post/cover.png')}"`), 'a blog post folder keeps its images');
});

test('an edited linked file gets a new name and re-renders the pages showing it; a missing one that appears is published', async () => {
  const root = sites.copy('edit');
  await build({ root });
  const before = published(root, 'docs/img/diagram.png');
  writeFileSync(join(root, 'docs/img/diagram.png'), Buffer.concat([readFileSync(join(root, 'docs/img/diagram.png')), Buffer.from('edited')]));
  const edit = await build({ root });
  assert.is(edit.routes.rendered, 2, 'the two pages showing it');
  assert.not.ok(existsSync(outputFile(root, before)), 'the old file is gone');
  assert.ok(page(root, 'docs/guide/index.html').includes(published(root, 'docs/img/diagram.png')));
  assertSameTree(snapshot(root), await cleanBuildOf(root, sites.copy), 'after editing a linked file');

  writeFileSync(join(root, 'docs/img/later.png'), 'later image');
  const appeared = await build({ root });
  assert.is(appeared.routes.rendered, 1, 'the page showing it');
  assert.ok(page(root, 'docs/guide/index.html').includes(`src="${published(root, 'docs/img/later.png')}"`));
  assertSameTree(snapshot(root), await cleanBuildOf(root, sites.copy), 'after a missing file appeared');

  const noChange = await build({ root });
  assert.is(noChange.files.written, 0, 'nothing to do once published');
  assert.equal(readdirSync(join(root, 'build/assets/files')).sort().length, 4, 'diagram, manual, cover and later');
});

test.run();
