import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { build } from '../src/build/build.ts';

// A static file at the path of a file the build generates, or of the same file in an earlier static
// folder, loses, always the same way, with a warning naming both.

const TMP = fileURLToPath(new URL('./.tmp/', import.meta.url));
mkdirSync(TMP, { recursive: true });
const root = mkdtempSync(join(TMP, 'static-collisions-'));

test.after(() => rmSync(root, { recursive: true, force: true }));

test('static/sitemap.xml loses to the generated sitemap; of two static folders the first wins; each with a warning naming both', async () => {
  mkdirSync(join(root, 'docs'), { recursive: true });
  mkdirSync(join(root, 'static'), { recursive: true });
  mkdirSync(join(root, 'public'), { recursive: true });
  writeFileSync(join(root, 'docs/intro.md'), '# Intro\n\nA doc.\n');
  writeFileSync(join(root, 'static/sitemap.xml'), '<urlset>hand-written</urlset>\n');
  writeFileSync(join(root, 'static/robots.txt'), 'from static\n');
  writeFileSync(join(root, 'public/robots.txt'), 'from public\n');
  writeFileSync(join(root, 'site.config.ts'), "export default { title: 'Collisions', url: 'https://collisions.example', staticDirectories: ['static', 'public'] };\n");
  const report = await build({ root });
  assert.not.match(readFileSync(join(root, 'build/sitemap.xml'), 'utf8'), /hand-written/, 'the generated sitemap is kept');
  assert.is(readFileSync(join(root, 'build/robots.txt'), 'utf8'), 'from static\n');
  assert.ok(report.warnings.includes('static file static/sitemap.xml is shadowed by the generated file sitemap.xml'), report.warnings.join('\n'));
  assert.ok(report.warnings.includes('static file public/robots.txt is shadowed by static/robots.txt (the first static folder wins)'), report.warnings.join('\n'));
});

test('a static file where a page needs a folder, or a static folder where the build writes a file, loses the same way', async () => {
  const site = mkdtempSync(join(TMP, 'static-folders-'));
  try {
    mkdirSync(join(site, 'docs'), { recursive: true });
    mkdirSync(join(site, 'static/sitemap.xml'), { recursive: true });
    writeFileSync(join(site, 'docs/intro.md'), '# Intro\n\nA doc.\n');
    writeFileSync(join(site, 'site.config.ts'), "export default { title: 'Folders', url: 'https://folders.example' };\n");
    mkdirSync(join(site, 'static/docs'), { recursive: true });
    writeFileSync(join(site, 'static/docs/intro'), 'a file named like the page folder\n');
    writeFileSync(join(site, 'static/sitemap.xml/index.html'), 'a folder named like the sitemap\n');
    const report = await build({ root: site });
    assert.match(readFileSync(join(site, 'build/docs/intro/index.html'), 'utf8'), /<h1/, 'the page is written');
    assert.match(readFileSync(join(site, 'build/sitemap.xml'), 'utf8'), /<urlset/, 'the sitemap is written');
    assert.ok(report.warnings.includes('static file static/docs/intro is shadowed by the page /docs/intro/'), report.warnings.join('\n'));
    assert.ok(report.warnings.includes('static file static/sitemap.xml/index.html is shadowed by the generated file sitemap.xml'), report.warnings.join('\n'));
  } finally {
    rmSync(site, { recursive: true, force: true });
  }
});

test.run();
