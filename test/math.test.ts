/** Math (`markdown.math`): `$…$` and `$$…$$` typeset with KaTeX at build time in both pipelines, KaTeX's CSS and fonts published. */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { build } from '../src/build/build.ts';
import { compileSource } from '../src/markdown/compile.ts';

const TMP = fileURLToPath(new URL('./.tmp/', import.meta.url));
const SOURCE = '# Sums\n\nInline $x^{2} + \\frac{a}{b}$ here.\n\n$$\n\\sum_{i=1}^{n} i\n$$\n';

test('math is typeset in .md and .mdx (braces inside math are not MDX expressions), and left alone when math is off', async () => {
  for (const ext of ['.md', '.mdx']) {
    const on = await compileSource(SOURCE, ext, { additionalLanguages: [], format: 'detect', math: true, mermaid: false, onUnknownLanguage: 'throw' }, `docs/sums${ext}`);
    assert.match(on.body.code, /katex-display/, `${ext}: display math`);
    assert.match(on.body.code, /<math|"math"/, `${ext}: MathML for assistive technology`);
    const off = await compileSource(SOURCE.replace('{2}', '2').replace('\\frac{a}{b}', 'y').replace('_{i=1}^{n}', ''), ext, { additionalLanguages: [], format: 'detect', math: false, mermaid: false, onUnknownLanguage: 'throw' }, `docs/sums${ext}`);
    assert.not.match(off.body.code, /katex/, `${ext}: no math without the option`);
  }
});

test('a site with math links KaTeX’s stylesheet on its pages and publishes the WOFF2 fonts it names, nothing else', async () => {
  mkdirSync(TMP, { recursive: true });
  const root = mkdtempSync(join(TMP, 'math-'));
  try {
    mkdirSync(join(root, 'docs'));
    writeFileSync(join(root, 'site.config.ts'), "export default { title: 'Math', markdown: { math: true, mermaid: false, onUnknownLanguage: 'throw' } };\n");
    writeFileSync(join(root, 'docs/intro.md'), SOURCE);
    await build({ root });
    const html = readFileSync(join(root, 'build/docs/intro/index.html'), 'utf8');
    const href = /<link rel="stylesheet" href="\/(assets\/katex\/katex\.\w+\.css)"/.exec(html)?.[1];
    assert.ok(href, 'the page links the KaTeX stylesheet');
    const css = readFileSync(join(root, 'build', href!), 'utf8');
    const named = [...css.matchAll(/url\(fonts\/([^)]+)\)/g)].map((m) => m[1]);
    assert.ok(named.length > 0 && named.every((f) => f.endsWith('.woff2')), 'only WOFF2 fonts are named');
    assert.equal(readdirSync(join(root, 'build/assets/katex/fonts')).sort(), [...new Set(named)].sort(), 'every font named is published, and no other');
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test.run();
