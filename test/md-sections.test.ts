import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { compileSource } from '../src/markdown/compile.ts';
import type { CompileOptions } from '../src/markdown/types.ts';
import { pageSections } from '../src/search/sections.ts';
import { searchSections } from '../src/search/section-reader.ts';

const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), 'fixtures', 'md-sections');
const OPTIONS: CompileOptions = { additionalLanguages: [], onUnknownLanguage: 'warn', format: 'detect', math: false, mermaid: true };
const PAGE = { url: '/docs/page/', title: 'Page', crumbs: ['Guides'] };

/** What search reads from the body's HTML as a page shows it (the article slot holds exactly that HTML). */
function fromHtml(code: string) {
  return pageSections(`<main><div class="markdown" data-lectern-slot="content">${code}</div></main>`, PAGE);
}

async function compiled(file: string) {
  const doc = await compileSource(readFileSync(join(FIXTURES, file), 'utf8'), '.md', OPTIONS, file);
  assert.is(doc.body.kind, 'html');
  return doc;
}

for (const file of readdirSync(FIXTURES)) {
  test(`${file}: the sections read from the tokens as it compiles are the sections its HTML gives`, async () => {
    const doc = await compiled(file);
    assert.ok(doc.body.sections, 'a page body carries its sections');
    assert.equal(searchSections(doc.body.sections!, PAGE), fromHtml(doc.body.code));
  });
}

test('the mixed fixture reads as a reader would search it: prose in, listings and controls out', async () => {
  const sections = searchSections((await compiled('mixed.md')).body.sections!, PAGE);
  const all = sections.map((s) => `${s.heading}: ${s.text}`).join('\n');
  for (const kept of ['Opening text with bold, emphasis, inline code, a link', 'Entities: & © A.', 'a task done', 'struck', 'Keep it short Admonition body.', 'Markdown inside raw HTML.', 'kept text', "The footnote's own text."]) assert.ok(all.includes(kept), `has "${kept}":\n${all}`);
  for (const left of ['notIndexed', 'indented code', 'not kept', 'Copy', "An image's alt"]) assert.not.ok(all.includes(left), `leaves out "${left}"`);
  assert.equal(sections.map((s) => s.url), ['/docs/page/', '/docs/page/#install', '/docs/page/#a-table', '/docs/page/#second-heading', '/docs/page/#footnote-label']);
  assert.equal(sections[2].breadcrumb, ['Guides', 'Page', 'Install lectern']);
});

test('an excerpt carries no sections: only a page body is searched', async () => {
  const doc = await compileSource('Intro.\n\n<!-- truncate -->\n\n## More\n\nRest.\n', '.md', OPTIONS, 'post.md');
  assert.ok(doc.body.sections);
  assert.is(doc.excerpt?.sections, undefined);
});

test('a page whose compile read its sections is not parsed for them: the renderer takes them as given', () => {
  const body = [{ text: 'Opening.' }, { heading: { level: 'h2' as const, id: 'a', text: 'A' }, text: 'Under A.' }];
  const sections = pageSections('<html><head><title>Other | Site</title></head><body><main><p>Ignored.</p></main></body></html>', { ...PAGE, body });
  assert.equal(sections.map((s) => [s.url, s.text]), [['/docs/page/', 'Opening.'], ['/docs/page/#a', 'Under A.']]);
});

test.run();
