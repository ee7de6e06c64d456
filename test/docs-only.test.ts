import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { build } from '../src/build/build.ts';

// A docs-only site (a Docusaurus-layout folder with docs/ and no home page) builds: `/` redirects to its
// first doc, and the navbar brand links there instead of to a page that does not exist.

const TMP = fileURLToPath(new URL('./.tmp/', import.meta.url));
mkdirSync(TMP, { recursive: true });
const root = mkdtempSync(join(TMP, 'docs-only-'));

test.after(() => rmSync(root, { recursive: true, force: true }));

test('no page at /: / redirects to the first doc, and the brand links there', async () => {
  mkdirSync(join(root, 'docs'), { recursive: true });
  writeFileSync(join(root, 'docs/getting-started.md'), '---\nsidebar_position: 1\n---\n\n# Getting started\n\nThe first doc.\n');
  writeFileSync(join(root, 'docs/reference.md'), '---\nsidebar_position: 2\n---\n\n# Reference\n\nThe second doc.\n');
  writeFileSync(join(root, 'site.config.ts'), "export default { title: 'Docs only', url: 'https://docs-only.example', baseUrl: '/manual/' };\n");
  await build({ root });
  const home = readFileSync(join(root, 'build/index.html'), 'utf8');
  assert.match(home, /http-equiv="refresh" content="0; ?url=\/manual\/docs\/getting-started\/"/i, 'a redirect page to the first doc');
  const doc = readFileSync(join(root, 'build/docs/getting-started/index.html'), 'utf8');
  const brand = /<a[^>]*class="navbar-brand"[^>]*>/.exec(doc)?.[0] ?? '';
  assert.match(brand, /href="\/manual\/docs\/getting-started\/"/, `brand: ${brand}`);
});

test('a blog-only site: / redirects to the blog, and the build has no broken link to /', async () => {
  const blogOnly = mkdtempSync(join(TMP, 'blog-only-'));
  try {
    mkdirSync(join(blogOnly, 'blog'), { recursive: true });
    writeFileSync(join(blogOnly, 'blog/2024-01-01-first.md'), '---\ntitle: First\n---\n\nHello.\n\n<!-- truncate -->\n\nMore.\n');
    writeFileSync(join(blogOnly, 'site.config.ts'), "export default { title: 'Blog only', url: 'https://blog-only.example' };\n");
    await build({ root: blogOnly });
    assert.match(readFileSync(join(blogOnly, 'build/index.html'), 'utf8'), /http-equiv="refresh" content="0; ?url=\/blog\/"/i);
  } finally {
    rmSync(blogOnly, { recursive: true, force: true });
  }
});

test.run();
