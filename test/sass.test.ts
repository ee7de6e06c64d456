/**
 * Sass stylesheets, as a Docusaurus site with docusaurus-plugin-sass has them (src/theme-bundle/sass.ts):
 * a `.scss` customCss and a component's `.module.scss`, both `@use`-ing a partial. The partial is keyed
 * like any other read, and a Sass error names the file and line.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { build } from '../src/build/build.ts';
import { BuildError } from '../src/util/errors.ts';
import { fixtureCopies, page, snapshot } from './helpers/tree.ts';

const FIXTURE = fileURLToPath(new URL('./fixtures/sass-site/', import.meta.url));
const sites = fixtureCopies(FIXTURE, 'sass');

/** The site's stylesheets (the theme's and each page module's), concatenated. */
function css(root: string): string {
  const dir = join(root, 'build/assets');
  return (readdirSync(dir, { recursive: true }) as string[]).filter((f) => f.endsWith('.css')).sort().map((f) => readFileSync(join(dir, f), 'utf8')).join('\n');
}

test.after(() => sites.cleanup());

test('a .scss customCss and a .module.scss compile; editing the partial both use rebuilds them as a clean build does', async () => {
  const root = sites.copy('edit');
  await build({ root });
  assert.match(css(root), /\.brand-band\{background:#3d5a80\}\.brand-band strong\{color:#fff\}/, 'customCss, nested rules flattened');
  const hero = /<main class="([^"]+)">/.exec(page(root, 'index.html'))![1];
  assert.match(css(root), new RegExp(`\\.${hero}\\{border-bottom:4px solid #3d5a80\\}`), 'the CSS module, with its local class name on the page');
  writeFileSync(join(root, 'src/css/_palette.scss'), '$brand: #98c1d9;\n');
  await build({ root });
  assert.not.match(css(root), /#3d5a80/, 'the partial is a read of the bundle');
  assert.match(css(root), /\.brand-band\{background:#98c1d9\}/);
  const clean = sites.copy('clean');
  writeFileSync(join(clean, 'src/css/_palette.scss'), '$brand: #98c1d9;\n');
  await build({ root: clean, clean: true });
  assert.equal(snapshot(root), snapshot(clean), 'incremental == clean');
});

test('a Sass error names the file and line it is on, and the previous output survives', async () => {
  const root = sites.copy('error');
  await build({ root });
  const before = snapshot(root);
  writeFileSync(join(root, 'src/css/_palette.scss'), '$brand: #98c1d9;\n$other: darken(;\n');
  try {
    await build({ root });
    assert.unreachable('the build should fail');
  } catch (err) {
    assert.instance(err, BuildError);
    assert.match((err as BuildError).format(), /^src\/css\/_palette\.scss:2:\d+: Sass error: /);
  }
  assert.equal(snapshot(root), before);
});

test.run();
