import { readFileSync } from 'node:fs';
import { createElement, type ComponentType } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { DEFAULT_GRAMMARS, DEFAULT_LANGUAGES } from '../src/markdown/highlight.ts';
import { compileSource, decodeUtf8 } from '../src/markdown/compile.ts';
import type { CompiledDoc, CompileOptions } from '../src/markdown/types.ts';
import { BuildError } from '../src/util/errors.ts';

type Ext = '.md' | '.mdx';
const EXTS: Ext[] = ['.md', '.mdx'];

const SAME_TO_READER = readFileSync(new URL('./fixtures/unit/same-to-reader.md', import.meta.url), 'utf8');

function compile(source: string, ext: Ext, additionalLanguages: string[] = [], file = `docs/page${ext}`): Promise<CompiledDoc> {
  return compileSource(source, ext, { additionalLanguages, format: 'detect', math: false, mermaid: false, onUnknownLanguage: 'throw' }, file);
}

/** Awaits a promise that must reject with a BuildError, and returns that error. */
async function buildError(promise: Promise<unknown>): Promise<BuildError> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof BuildError) return err;
    throw new assert.Assertion({ message: `expected a BuildError, got ${String(err)}`, generated: false, operator: 'instanceOf', expects: 'BuildError', actual: err });
  }
  assert.unreachable('expected a BuildError, but compiling succeeded');
  throw new Error('unreachable');
}

/** Runs an MDX function body the way a renderer would and returns its HTML. */
function renderMdx(code: string, components: Record<string, ComponentType<Record<string, unknown>>> = {}): string {
  const mod = new Function(code)(runtime) as { default: ComponentType<{ components?: Record<string, unknown> }> };
  return renderToStaticMarkup(createElement(mod.default, { components }));
}

/**
 * HTML as a reader sees it: the two pipelines may differ in whitespace between tags and in how they escape
 * text. Inside <pre> whitespace is what the reader sees, so code blocks are compared exactly.
 */
function html(doc: CompiledDoc | { body: CompiledDoc['body'] }): string {
  const raw = doc.body.kind === 'html' ? doc.body.code : renderMdx(doc.body.code);
  const unescaped = raw
    .replace(/&#x3C;|&#60;/g, '&lt;')
    .replace(/&#x26;|&#38;/g, '&amp;')
    .replace(/&gt;|&#x3E;/g, '>')
    .replace(/&quot;|&#x22;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");
  // split with a capture group: odd parts are the <pre> elements.
  return unescaped
    .split(/(<pre[\s>][\s\S]*?<\/pre>)/)
    .map((part, i) => (i % 2 ? part : part.replace(/>[ \t]*\n\s*</g, '><').replace(/\s+/g, ' ')))
    .join('')
    .trim();
}

/** Every class name in compiled output, from `class="…"` (HTML) or `className: "…"` (MDX function body). */
function classNames(doc: CompiledDoc): Set<string> {
  const re = doc.body.kind === 'html' ? /class="([^"]*)"/g : /className: "([^"]*)"/g;
  return new Set([...doc.body.code.matchAll(re)].flatMap((m) => m[1].split(/\s+/)).filter(Boolean));
}

/** Each line of a code block: its class and its text without the token markup (lines are joined by a newline). */
function codeLines(out: string): { cls: string; text: string }[] {
  return [...out.matchAll(/<span class="(code-line[^"]*)">(.*?)<\/span>(?=\n<span class="code-line|<\/code>)/g)].map((m) => ({ cls: m[1], text: m[2].replace(/<[^>]+>/g, '') }));
}

/** The hrefs a reader can follow in the body, in order; the headings' own `#` anchors left out. */
function hrefs(doc: CompiledDoc): string[] {
  return [...html(doc).matchAll(/<a ([^>]*)>/g)].filter(([, attrs]) => !attrs.includes('hash-link')).map(([, attrs]) => /href="([^"]*)"/.exec(attrs)?.[1] ?? '');
}

function ids(doc: CompiledDoc): string[] {
  return doc.meta.toc.map((t) => t.id);
}

// ---------------------------------------------------------------------------
// Front matter

test('front matter: YAML values keep their types and are cut from the body', async () => {
  const source = ['---', 'title: Hello', 'count: 3', 'ratio: 0.5', 'draft: true', 'tags: [a, b]', 'nothing: null', 'nested:', '  key: value', '---', '', 'Body text.', ''].join('\n');
  for (const ext of EXTS) {
    const doc = await compile(source, ext);
    assert.equal(doc.meta.frontMatter, { title: 'Hello', count: 3, ratio: 0.5, draft: true, tags: ['a', 'b'], nothing: null, nested: { key: 'value' } }, ext);
    assert.ok(html(doc).includes('<p>Body text.</p>'), ext);
    assert.not.ok(html(doc).includes('title'), `${ext}: front matter leaked into the body`);
  }
});

test('front matter: none gives an empty object; an empty block is fine', async () => {
  assert.equal((await compile('Just text.\n', '.md')).meta.frontMatter, {});
  const empty = await compile('---\n---\nText after.\n', '.md');
  assert.equal(empty.meta.frontMatter, {});
  assert.ok(html(empty).includes('<p>Text after.</p>'));
});

test('front matter: malformed YAML is a BuildError at the real file line', async () => {
  // File lines: 1 `---`, 2 title, 3 tags, 4 the bad line, 5 `---`.
  const source = '---\ntitle: Fine\ntags: [a, b]\nnested: a: b\n---\n\nBody\n';
  for (const ext of EXTS) {
    const err = await buildError(compile(source, ext, [], `docs/broken${ext}`));
    assert.match(err.message, /front matter/);
    assert.is(err.location?.file, `docs/broken${ext}`);
    assert.is(err.location?.line, 4, ext);
  }
  // The first YAML line is file line 2.
  const first = await buildError(compile('---\n: : :\n---\nBody\n', '.md', [], 'docs/first.md'));
  assert.is(first.location?.line, 2);
});

test('front matter: an alias bomb is refused as a front matter error naming the file, at once', async () => {
  const levels = ['a: &a ["x","x","x","x","x","x","x","x","x"]', ...'bcdefgh'.split('').map((k, i) => `${k}: &${k} [${Array(9).fill(`*${'abcdefgh'[i]}`).join(',')}]`)];
  const err = await buildError(compile(`---\n${levels.join('\n')}\n---\n# Bomb\n`, '.md'));
  assert.match(err.message, /^invalid YAML front matter: Excessive alias count/);
  assert.equal([err.location?.file, err.location?.line], ['docs/page.md', 2]);
});

test('front matter: an unclosed bracket is reported on its own line, not past the block', async () => {
  const err = await buildError(compile('---\ntitle: [unclosed\n---\n\nText.\n', '.md', [], 'docs/open.md'));
  assert.match(err.message, /^invalid YAML front matter: unexpected end of the stream/);
  assert.equal([err.location?.file, err.location?.line], ['docs/open.md', 2]);
});

test('front matter: many values without aliases are not mistaken for an alias bomb', async () => {
  const keys = Array.from({ length: 120_000 }, (_, i) => `k${i}: v`).join('\n');
  const doc = await compile(`---\n${keys}\nlast: &l [1]\nagain: *l\n---\nBody\n`, '.md');
  assert.is(Object.keys(doc.meta.frontMatter).length, 120_002);
});

test('front matter: an anchor inside itself is refused, not walked forever', async () => {
  const err = await buildError(compile('---\ntitle: Loop\nself: &s [1, *s]\n---\nBody\n', '.md'));
  assert.match(err.message, /^invalid YAML front matter: Excessive alias count/);
});

test('front matter: YAML 1.2 core values: dates, yes/no and 1_000 stay strings; 0o17 and 0x1f are numbers', async () => {
  const doc = await compile('---\ndate: 2021-01-02\nanswer: yes\ncount: 1_000\noctal: 0o17\nhex: 0x1f\n---\nBody\n', '.md');
  assert.equal(doc.meta.frontMatter, { date: '2021-01-02', answer: 'yes', count: '1_000', octal: 15, hex: 31 });
});

test('front matter: a YAML list instead of a mapping is rejected', async () => {
  const err = await buildError(compile('---\n- a\n- b\n---\nBody\n', '.md', [], 'docs/list.md'));
  assert.match(err.message, /mapping/);
  assert.is(err.location?.file, 'docs/list.md');
});

// The closing `---` must stand alone on its line.
test('front matter: a value ending in --- does not close the block', async () => {
  const doc = await compile('---\ntitle: a---\n---\nbody text\n', '.md');
  assert.equal(doc.meta.frontMatter, { title: 'a---' });
  assert.is(html(doc), '<p>body text</p>');
});

// ---------------------------------------------------------------------------
// Headings, TOC, content title

test('headings: GitHub slugs, -1 for duplicates, {#custom} ids, in .md and .mdx', async () => {
  const source = '## Hello World\n\n## Hello World\n\n## What’s new? (v2)\n\n## Other title {#custom}\n\n## Hello World\n\n## custom\n';
  for (const ext of EXTS) {
    const doc = await compile(source, ext);
    assert.equal(ids(doc).slice(0, 5), ['hello-world', 'hello-world-1', 'whats-new-v2', 'custom', 'hello-world-2'], ext);
    // A slug that meets an explicit id avoids it.
    assert.match(ids(doc)[5], /^custom-\d+$/, ext);
    assert.is(new Set(ids(doc)).size, ids(doc).length, `${ext}: ids must be unique`);
    assert.is(doc.meta.toc[3].value, 'Other title', `${ext}: the {#id} is not part of the heading text`);
    const out = html(doc);
    assert.ok(out.includes('<h2 id="custom">Other title<a href="#custom" class="hash-link"'), `${ext}: ${out}`);
    assert.not.ok(out.includes('{#custom}'), ext);
    assert.not.ok(out.includes('\\{'), ext);
  }
});

test('TOC: levels 2 to 6 with ids and plain text; h1 is the content title, not a TOC entry', async () => {
  const source = '# The Title\n\n## Two `code` *em* [link](https://example.com)\n\n### Three\n\n#### Four\n\n##### Five\n\n###### Six\n';
  for (const ext of EXTS) {
    const doc = await compile(source, ext);
    assert.is(doc.meta.contentTitle, 'The Title', ext);
    assert.equal(
      doc.meta.toc,
      [
        { level: 2, id: 'two-code-em-link', value: 'Two code em link' },
        { level: 3, id: 'three', value: 'Three' },
        { level: 4, id: 'four', value: 'Four' },
        { level: 5, id: 'five', value: 'Five' },
        { level: 6, id: 'six', value: 'Six' },
      ],
      ext,
    );
    assert.ok(html(doc).includes('<h1 id="the-title">The Title</h1>'), `${ext}: h1 has an id but no hash link`);
  }
});

test('contentTitle: absent without a leading h1, and an h1 after a section is not the title', async () => {
  for (const ext of EXTS) {
    assert.is((await compile('Text only.\n\n## Section\n', ext)).meta.contentTitle, undefined, ext);
    assert.is((await compile('## Section\n\n# Late h1\n', ext)).meta.contentTitle, undefined, ext);
    assert.is((await compile('---\ntitle: FM\n---\n\n# From Heading\n\nText\n', ext)).meta.contentTitle, 'From Heading', ext);
  }
});

// An explicit id counts as the first use of that slug (GitHub slugger semantics): the next one is `-1`.
test('headings: a slug meeting an explicit id gets -1', async () => {
  for (const ext of EXTS) {
    const doc = await compile('## Other title {#custom}\n\n## custom\n', ext);
    assert.equal(ids(doc), ['custom', 'custom-1'], ext);
  }
});

// ---------------------------------------------------------------------------
// GFM and admonitions

test('GFM table renders a <table> in both pipelines, a tab stop as it may scroll sideways', async () => {
  const source = '| a | b |\n| - | - |\n| 1 | 2 |\n';
  for (const ext of EXTS) {
    const out = html(await compile(source, ext));
    assert.ok(out.includes('<table tabindex="0"><thead><tr><th>a</th><th>b</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table>'), `${ext}: ${out}`);
  }
});

const ADMONITIONS = ':::note\nNote body.\n:::\n\n:::tip My title\nTip body.\n:::\n\n:::warning[Title]\nWarning body.\n:::\n';

test('admonitions in .md: class names, default and custom titles', async () => {
  const doc = await compile(ADMONITIONS, '.md');
  const code = doc.body.code;
  assert.ok(code.includes('<div class="admonition admonition-note"><div class="admonition-heading">Note</div>'), code);
  assert.ok(code.includes('<div class="admonition admonition-tip"><div class="admonition-heading">My title</div>'), code);
  assert.ok(code.includes('<div class="admonition admonition-warning"><div class="admonition-heading">Title</div>'), code);
  assert.ok(html(doc).includes('<div class="admonition-content"><p>Tip body.</p></div>'));
  assert.not.ok(code.includes(':::'));
});

test('admonitions in .mdx: the function body carries class names and titles', async () => {
  const doc = await compile(ADMONITIONS, '.mdx');
  assert.is(doc.body.kind, 'mdx');
  const code = doc.body.code;
  for (const needle of ['"admonition admonition-note"', '"admonition admonition-tip"', '"admonition admonition-warning"', '"admonition-heading"', '"admonition-content"', '"Note"', '"My title"', '"Title"']) {
    assert.ok(code.includes(needle), `missing ${needle}`);
  }
  const out = html(doc);
  assert.ok(out.includes('<div class="admonition admonition-tip"><div class="admonition-heading">My title</div><div class="admonition-content"><p>Tip body.</p></div></div>'), out);
  assert.not.ok(out.includes(':::'), out);
});

// Docusaurus nests admonitions by giving the parent more colons; a titled parent used to lose the box of
// the admonition inside it in .mdx, and its title was counted as words and read as the description.
const NESTED_ADMONITIONS = '::::tip[Parent title]\n\nParent body.\n\n:::danger Child title\n\nChild body.\n\n:::\n\n::::\n';

test('same to a reader: an admonition nested in a titled one (four colons) is a box inside the box', async () => {
  const md = await compile(NESTED_ADMONITIONS, '.md');
  const mdx = await compile(NESTED_ADMONITIONS, '.mdx');
  const expected = '<div class="admonition admonition-tip"><div class="admonition-heading">Parent title</div><div class="admonition-content"><p>Parent body.</p><div class="admonition admonition-danger"><div class="admonition-heading">Child title</div><div class="admonition-content"><p>Child body.</p></div></div></div></div>';
  assert.is(html(md), expected);
  assert.is(html(mdx), expected);
  assert.equal([mdx.meta.wordCount, mdx.meta.description], [md.meta.wordCount, md.meta.description], 'titles are neither words nor the description');
  assert.equal([md.meta.wordCount, md.meta.description], [4, 'Parent body.']);
});

test('mermaid: with markdown.mermaid a ```mermaid fence is a container holding its escaped source, the same in both pipelines', async () => {
  const source = '```mermaid\ngraph LR;\n  A["<b>bold</b> & more"]-->B;\n```\n';
  const options: CompileOptions = { additionalLanguages: [], format: 'detect', math: false, mermaid: true, onUnknownLanguage: 'throw' };
  const expected = '<div class="mermaid-diagram"><pre class="mermaid-source">graph LR;\n  A["&lt;b>bold&lt;/b> &amp; more"]-->B;</pre></div>';
  for (const ext of EXTS) {
    const doc = await compileSource(source, ext, options, `docs/diagram${ext}`);
    assert.is(html(doc), expected, ext);
    const rendered = doc.body.kind === 'html' ? doc.body.code : renderMdx(doc.body.code);
    assert.not.ok(rendered.includes('<b>'), `${ext}: the source is text, never markup`);
  }
});

test('mermaid: without markdown.mermaid the fence is a code block without a grammar, an error that says how to turn diagrams on', async () => {
  for (const ext of EXTS) {
    const err = await buildError(compile('Intro.\n\n```mermaid\ngraph LR;\n```\n', ext));
    assert.equal([err.location?.line, err.hint], [3, 'set markdown.mermaid: true to draw it as a diagram, or use `text`'], ext);
  }
});

test('a ::: block that is not an admonition type stays plain text in .md', async () => {
  const out = html(await compile(':::details\nx\n:::\n', '.md'));
  assert.not.ok(out.includes('admonition'), out);
});

// ---------------------------------------------------------------------------
// Code blocks

test('code blocks: tokens, title, {2} and highlight-next-line in both pipelines', async () => {
  const source = '```js title="x.js" {2}\nconst a = 1;\nlet b = 2;\nlet c = 3;\n// highlight-next-line\nvar d = 4;\n```\n';
  for (const ext of EXTS) {
    const out = html(await compile(source, ext));
    assert.ok(out.includes('<span class="token keyword">const</span>'), `${ext}: ${out}`);
    assert.ok(out.includes('<div class="code-block-title">x.js</div>'), ext);
    const lines = codeLines(out);
    assert.equal(
      lines,
      [
        { cls: 'code-line', text: 'const a = 1;' },
        { cls: 'code-line highlighted', text: 'let b = 2;' },
        { cls: 'code-line', text: 'let c = 3;' },
        { cls: 'code-line highlighted', text: 'var d = 4;' },
      ],
      ext,
    );
    assert.not.ok(out.includes('highlight-next-line'), `${ext}: the magic comment must be removed`);
  }
});

test('code blocks: an unknown language is a BuildError at the fence line (front matter counted)', async () => {
  // Line 1-3 front matter, 4 blank, 5 text, 6 blank, 7 the fence.
  const source = '---\ntitle: x\n---\n\nSome text.\n\n```foo\nx\n```\n';
  for (const ext of EXTS) {
    const err = await buildError(compile(source, ext, [], `docs/code${ext}`));
    assert.match(err.message, /"foo"/);
    assert.is(err.location?.file, `docs/code${ext}`);
    assert.is(err.location?.line, 7, ext);
    assert.match(err.hint ?? '', /additionalLanguages/);
  }
});

test('code blocks: haskell needs additionalLanguages', async () => {
  const source = '```haskell\nmain = putStrLn "hi"\n```\n';
  for (const ext of EXTS) {
    const err = await buildError(compile(source, ext));
    assert.match(err.message, /haskell/, ext);
    const out = html(await compile(source, ext, ['haskell']));
    assert.ok(out.includes('language-haskell'), ext);
    assert.ok(/<span class="token [^"]+">/.test(out), `${ext}: haskell should be highlighted: ${out}`);
  }
});

test('code blocks: `text` and no language are plain, escaped, never errors', async () => {
  const source = '```text\na <b> & c\n```\n\n```\nplain\n```\n';
  for (const ext of EXTS) {
    const out = html(await compile(source, ext));
    assert.is(out.match(/class="code-block language-text"/g)?.length, 2, out);
    assert.ok(out.includes('a &lt;b> &amp; c'), `${ext}: ${out}`);
    assert.not.ok(out.includes('class="token'), ext);
  }
});

test('code blocks: highlight-start/end and JSX comments mark lines, and the comment lines are removed', async () => {
  const source = [
    '```jsx',
    'const a = 1;',
    '// highlight-start',
    'const b = 2;',
    'const c = 3;',
    '// highlight-end',
    'const d = 4;',
    '{/* highlight-next-line */}',
    '<App />',
    '# highlight-next-line',
    'const e = 5;',
    '```',
    '',
  ].join('\n');
  for (const ext of EXTS) {
    const out = html(await compile(source, ext));
    const lines = codeLines(out);
    assert.equal(
      lines,
      [
        { cls: 'code-line', text: 'const a = 1;' },
        { cls: 'code-line highlighted', text: 'const b = 2;' },
        { cls: 'code-line highlighted', text: 'const c = 3;' },
        { cls: 'code-line', text: 'const d = 4;' },
        { cls: 'code-line highlighted', text: '&lt;App />' },
        { cls: 'code-line highlighted', text: 'const e = 5;' },
      ],
      ext,
    );
    assert.not.ok(/highlight-(start|end|next-line)/.test(out), `${ext}: magic comments must be removed: ${out}`);
  }
});

test('code blocks: copy and word-wrap buttons sit beside the <pre>, labelled for assistive technology', async () => {
  for (const ext of EXTS) {
    const out = html(await compile('```js title="a.js"\nlet x;\n```\n', ext));
    assert.ok(out.startsWith('<div class="code-block language-js"><div class="code-block-title">a.js</div><div class="code-block-content"><pre class="prism-code language-js" tabindex="0"><code>'), `${ext}: ${out}`);
    assert.ok(
      out.includes('</code></pre><div class="code-block-buttons"><button type="button" class="code-block-button code-block-wrap" data-code-action="wrap" aria-label="Toggle word wrap" aria-pressed="false" title="Toggle word wrap"></button><button type="button" class="code-block-button code-block-copy" data-code-action="copy" aria-label="Copy code to clipboard" title="Copy"></button></div></div></div>'),
      `${ext}: ${out}`,
    );
  }
});

test('code blocks: showLineNumbers marks the block, and showLineNumbers=N starts the count at N', async () => {
  for (const ext of EXTS) {
    const plain = html(await compile('```js showLineNumbers\nlet x;\n```\n', ext));
    assert.ok(plain.includes('<div class="code-block language-js with-line-numbers">'), `${ext}: ${plain}`);
    assert.ok(plain.includes('<code><span class="code-line">'), `${ext}: the count starts at 1 without a reset: ${plain}`);
    const from = html(await compile('```js showLineNumbers=5 {5}\nlet x;\n```\n', ext));
    assert.ok(from.includes('<code style="counter-reset:line-number 4"><span class="code-line">'), `${ext}: ${from}`);
  }
});

test('CodeBlock renders the same markup as a fenced block, keyed by what it is made of', async () => {
  await import('../theme/code-block/server.ts');
  const { default: CodeBlock } = await import('../theme/CodeBlock.tsx');
  const { codeBlockKey } = await import('../theme/code-block/store.ts');
  const fenced = html(await compile('```ts title="p.ts" {1}\nconst p = 1;\n```\n', '.md'));
  const rendered = renderToStaticMarkup(createElement(CodeBlock, { language: 'ts', title: 'p.ts', metastring: '{1}' }, 'const p = 1;\n'));
  const key = codeBlockKey('const p = 1;\n', 'ts', 'title="p.ts" {1}');
  assert.ok(rendered.includes(` data-code-block="${key}"`), rendered);
  assert.fixture(html({ body: { kind: 'html', code: rendered.replace(` data-code-block="${key}"`, '') } } as never), fenced);
  assert.is.not(codeBlockKey('const p = 1;\n', 'js', 'title="p.ts" {1}'), key, 'the language is part of the key');
  assert.is.not(codeBlockKey('const p = 2;\n', 'ts', 'title="p.ts" {1}'), key, 'so is the code');
});

test("Tabs puts a TabItem's attributes (Docusaurus's, or from values) on its tab heading, its className beside the tab's own", async () => {
  const { default: Tabs } = await import('../theme/Tabs.tsx');
  const { default: TabItem } = await import('../theme/TabItem.tsx');
  const { PageContext } = await import('../theme/context.ts');
  const page = { data: { site: { storageSuffix: '' } } } as never;
  const out = renderToStaticMarkup(
    createElement(PageContext.Provider, { value: page },
      createElement(Tabs, { values: [{ value: 'b', label: 'Bee', attributes: { className: 'from-values' } }] },
        createElement(TabItem, { value: 'a', label: 'Ay', attributes: { className: 'red', 'data-kind': 'fruit' } }, 'one'),
        createElement(TabItem, { value: 'b' }, 'two'))));
  assert.match(out, /<li data-kind="fruit" role="tab"[^>]* class="tab active red"[^>]*>Ay<\/li>/);
  assert.match(out, /<li role="tab"[^>]* class="tab from-values"[^>]*>Bee<\/li>/);
  assert.match(out, /<ul role="tablist" aria-orientation="horizontal" class="tabs">/);
  const block = renderToStaticMarkup(createElement(PageContext.Provider, { value: page }, createElement(Tabs, { block: true }, createElement(TabItem, { value: 'a' }, 'one'))));
  assert.match(block, /<ul role="tablist" aria-orientation="horizontal" class="tabs tabs-block">/, 'block tabs share the width');
});

test("Admonition takes Docusaurus's icon (in place of the kind's) and className; without them it is a :::kind block's markup", async () => {
  const { default: Admonition } = await import('../theme/Admonition.tsx');
  const custom = renderToStaticMarkup(createElement(Admonition, { type: 'tip', icon: '💡', title: 'Did you know', className: 'wide' }, 'Body'));
  assert.is(custom, '<div class="admonition admonition-tip wide"><div class="admonition-heading admonition-heading-custom-icon"><span class="admonition-icon" aria-hidden="true">💡</span>Did you know</div><div class="admonition-content">Body</div></div>');
  const plain = renderToStaticMarkup(createElement(Admonition, { type: 'tip' }, createElement('p', null, 'Body')));
  assert.fixture(html({ body: { kind: 'html', code: plain } } as never), html(await compile(':::tip\n\nBody\n\n:::\n', '.md')));
});

test('Details takes its heading from the summary prop or, as in Docusaurus, from a <summary> child it then leaves out', async () => {
  const { default: Details } = await import('../theme/Details.tsx');
  const fromChild = renderToStaticMarkup(createElement(Details, null, createElement('summary', null, 'Toggle me'), createElement('p', null, 'Body')));
  assert.is(fromChild, '<details class="details"><summary>Toggle me</summary><div class="details-content"><p>Body</p></div></details>');
  const fromProp = renderToStaticMarkup(createElement(Details, { summary: 'Heading', className: 'extra' }, createElement('p', null, 'Body')));
  assert.is(fromProp, '<details class="details extra"><summary>Heading</summary><div class="details-content"><p>Body</p></div></details>');
  assert.match(renderToStaticMarkup(createElement(Details, null, 'Body')), /<summary>Details<\/summary>/);
});

test("CodeBlock takes Docusaurus's showLineNumbers prop: on, or the first line's number", async () => {
  await import('../theme/code-block/server.ts');
  const { default: CodeBlock } = await import('../theme/CodeBlock.tsx');
  const unkeyed = (markup: string) => markup.replace(/ data-code-block="[^"]*"/, '');
  for (const [prop, fence] of [[true, 'showLineNumbers'], [5, 'showLineNumbers=5']] as const) {
    const fenced = html(await compile(`\`\`\`js ${fence}\nlet x;\n\`\`\`\n`, '.md'));
    const rendered = renderToStaticMarkup(createElement(CodeBlock, { language: 'js', showLineNumbers: prop }, 'let x;\n'));
    assert.fixture(html({ body: { kind: 'html', code: unkeyed(rendered) } } as never), fenced, String(prop));
  }
});

// ---------------------------------------------------------------------------
// Links

test('links: Markdown file links become placeholders; external links open safely', async () => {
  const source = 'See [other](./other.md#x), [guide](../guide/intro.mdx), [ext](https://example.com/a), [mail](mailto:a@b.c), [abs](/docs/intro/) and [anchor](#here).\n';
  for (const ext of EXTS) {
    const doc = await compile(source, ext);
    assert.equal(doc.meta.fileLinks, ['./other.md#x', '../guide/intro.mdx'], ext);
    assert.equal(hrefs(doc), ['lectern-file-link:0', 'lectern-file-link:1', 'https://example.com/a', 'mailto:a@b.c', '/docs/intro/', '#here'], ext);
    const out = html(doc);
    assert.ok(out.includes('<a href="lectern-file-link:0">other</a>'), `${ext}: ${out}`);
    assert.ok(out.includes('<a href="lectern-file-link:1">guide</a>'), ext);
    assert.ok(out.includes('<a href="https://example.com/a" target="_blank" rel="noopener noreferrer">ext</a>'), ext);
    assert.ok(out.includes('<a href="mailto:a@b.c">mail</a>'), `${ext}: mailto stays in the same tab`);
    assert.ok(out.includes('<a href="/docs/intro/">abs</a>'), ext);
    assert.ok(out.includes('<a href="#here">anchor</a>'), ext);
    assert.not.ok(out.includes('other.md'), ext);
  }
});

test('an .mdx file nesting lists or quotes deeper than 100 levels is refused up front, naming the line', async () => {
  const deepList = Array.from({ length: 2000 }, (_, i) => `${'  '.repeat(i)}- item`).join('\n');
  const list = await buildError(compile(`---\ntitle: Deep\n---\n\nIntro.\n\n${deepList}\n`, '.mdx'));
  assert.match(list.message, /nested deeper than 100 levels/);
  assert.is(list.location?.line, 108, 'the first line past the limit (item 102, at column 203), front matter counted');
  const quotes = await buildError(compile(`${'> '.repeat(101)}deep\n`, '.mdx'));
  assert.is(quotes.location?.line, 1);
  const fine = await compile(`${'> '.repeat(100)}deep\n`, '.mdx');
  assert.match(html(fine), /deep/, '100 levels still compile');
});

test('an .mdx file nesting elements thousands deep is refused with what to do, not a stack overflow', async () => {
  const err = await buildError(compile(`# Deep\n\n${'<div>'.repeat(5000)}x${'</div>'.repeat(5000)}\n`, '.mdx'));
  assert.is(err.message, 'elements nested too deeply for the MDX compiler');
  assert.match(err.hint ?? '', /flatten the nesting/);
});

test('GFM footnotes, task lists and strikethrough: the same markup in both pipelines, checkboxes named', async () => {
  const source = 'Claim[^note] and again[^note], plus ~~gone~~.\n\n- [ ] open\n- [x] done\n\n[^note]: The note.\n';
  for (const ext of EXTS) {
    // React separates adjacent text with comments and closes void elements: neither is markup a reader sees.
    const out = html(await compile(source, ext)).replace(/<!-- -->/g, '').replace(/\s*\/>/g, '>');
    const expected = [
      '<sup><a href="#user-content-fn-note" id="user-content-fnref-note" data-footnote-ref="true" aria-describedby="footnote-label">1</a></sup>',
      '<sup><a href="#user-content-fn-note" id="user-content-fnref-note-2" data-footnote-ref="true" aria-describedby="footnote-label">1</a></sup>',
      '<del>gone</del>',
      '<section data-footnotes="true" class="footnotes"><h2 class="sr-only" id="footnote-label">Footnotes</h2>',
      '<li id="user-content-fn-note">',
      '<a href="#user-content-fnref-note-2" data-footnote-backref="" aria-label="Back to reference 1-2" class="data-footnote-backref">↩<sup>2</sup></a>',
      '<ul class="contains-task-list">',
    ];
    for (const part of expected) assert.ok(out.includes(part), `${ext}: ${part}\n${out}`);
    assert.match(out, /<li class="task-list-item"><input type="checkbox" disabled="" aria-label="Task"> ?open<\/li>/, ext);
    assert.match(out, /<li class="task-list-item"><input type="checkbox" disabled="" (checked="" aria-label="Task"|aria-label="Task" checked="")> ?done<\/li>/, ext);
  }
});

test('files: relative images, links to other files and pathname:// links become placeholders in both pipelines', async () => {
  const source = '![diagram](./img/diagram.png) [manual](files/manual.pdf#p=2) [raw](pathname:///raw.txt) [page](../other/) [html](./old.html) ![abs](/img/logo.svg) ![remote](https://example.com/x.png)\n';
  for (const ext of EXTS) {
    const doc = await compile(source, ext);
    assert.equal(doc.meta.fileLinks, ['./img/diagram.png', 'files/manual.pdf#p=2', 'pathname:///raw.txt'], ext);
    const out = html(doc);
    assert.match(out, /<img src="lectern-file-link:0" alt="diagram"\/?>/, ext);
    assert.ok(out.includes('<a href="lectern-file-link:1">manual</a>'), `${ext}: ${out}`);
    assert.ok(out.includes('<a href="lectern-file-link:2" rel="external">raw</a>'), `${ext}: a pathname:// link is left to the browser, not the client router`);
    assert.ok(out.includes('<a href="../other/">page</a>') && out.includes('<a href="./old.html">html</a>'), `${ext}: page URLs stay`);
    assert.match(out, /<img src="\/img\/logo.svg" alt="abs"\/?>/, ext);
    assert.match(out, /<img src="https:\/\/example.com\/x.png" alt="remote"\/?>/, ext);
  }
});

test('files: require() in MDX reads the module as an import, at the top of the body', async () => {
  const doc = await compile("<img src={require('./img/a.png').default} alt=\"a\" />\n\nexport const B = () => <img src={require('./img/a.png').default} alt=\"b\" />;\n", '.mdx');
  assert.equal(doc.meta.imports?.map((i) => i.source), ['./img/a.png']);
  const code = doc.body.code;
  assert.not.match(code, /require\(/);
  assert.match(code, /const __lecternRequired0 = arguments\[0\]\.imports\["\.\/img\/a\.png"\]/);
});

test('links: a bare https URL is linked, and opens safely, in both pipelines', async () => {
  for (const ext of EXTS) {
    const doc = await compile('Visit https://example.com/x today.\n', ext);
    assert.equal(hrefs(doc), ['https://example.com/x'], ext);
    assert.ok(html(doc).includes('<a href="https://example.com/x" target="_blank" rel="noopener noreferrer">https://example.com/x</a>'), ext);
  }
});

// remark-gfm links a bare `www.` address in .mdx; markdown-it's linkify (linkify-it 6) must do the same in .md.
test('same to a reader: a bare www. address is linked alike', async () => {
  const source = 'See www.example.com for more.\n';
  const md = await compile(source, '.md');
  const mdx = await compile(source, '.mdx');
  assert.equal(hrefs(md), ['http://www.example.com'], 'linked, as GFM does');
  assert.equal(hrefs(mdx), hrefs(md));
  assert.fixture(html(mdx), html(md));
});

// ---------------------------------------------------------------------------
// Excerpts

test('excerpt: <!-- truncate --> in .md', async () => {
  const doc = await compile('Intro paragraph.\n\n<!-- truncate -->\n\nAfter the cut.\n', '.md');
  assert.ok(doc.meta.hasExcerpt);
  assert.ok(doc.excerpt);
  assert.ok(html({ body: doc.excerpt! }).includes('Intro paragraph.'));
  assert.not.ok(html({ body: doc.excerpt! }).includes('After the cut'));
  assert.ok(html(doc).includes('After the cut.'), 'the full body keeps everything');
  const laterEdit = await compile('Intro paragraph.\n\n<!-- truncate -->\n\nAfter the cut, edited.\n', '.md');
  assert.is(laterEdit.meta.excerptHash, doc.meta.excerptHash, 'an edit after the cut keeps the excerpt hash (list pages need not re-render)');
  const introEdit = await compile('Intro paragraph, edited.\n\n<!-- truncate -->\n\nAfter the cut.\n', '.md');
  assert.is.not(introEdit.meta.excerptHash, doc.meta.excerptHash);
});

test('excerpt: {/* truncate */} in .mdx', async () => {
  const doc = await compile('Intro paragraph.\n\n{/* truncate */}\n\nAfter the cut.\n', '.mdx');
  assert.ok(doc.meta.hasExcerpt);
  assert.is(doc.excerpt?.kind, 'mdx');
  const excerpt = html({ body: doc.excerpt! });
  assert.ok(excerpt.includes('Intro paragraph.'), excerpt);
  assert.not.ok(excerpt.includes('After the cut'), excerpt);
  assert.ok(html(doc).includes('After the cut.'));
});

test('excerpt: without a marker there is none', async () => {
  for (const ext of EXTS) {
    const doc = await compile('One.\n\nTwo.\n', ext);
    assert.is(doc.meta.hasExcerpt, false, ext);
    assert.is(doc.excerpt, undefined, ext);
  }
});

// ---------------------------------------------------------------------------
// MDX specifics

test('MDX: @theme imports are recorded and removed from the code', async () => {
  const doc = await compile("import Tabs from '@theme/Tabs';\nimport CodeBlock from '@theme/CodeBlock';\n\n<Tabs>inside</Tabs>\n", '.mdx');
  assert.equal(doc.meta.themeImports, { Tabs: 'Tabs', CodeBlock: 'CodeBlock' });
  assert.not.ok(doc.body.code.includes('@theme/'), doc.body.code);
  assert.not.ok(/^\s*import\s/m.test(doc.body.code), 'no import statement may remain in a function body');
  const Tabs = ({ children }: Record<string, unknown>) => createElement('section', { className: 'tabs' }, children as string);
  assert.is(renderMdx(doc.body.code, { Tabs }), '<section class="tabs">inside</section>');
});

test('Docusaurus dialect: HTML comments in .mdx are comments (not in code), and the truncate comment still cuts the excerpt', async () => {
  const source = '---\ntitle: x\n---\n\n<!-- prettier-ignore -->\nText with `<!-- shown -->` in code.\n\n<!--\nmany */ lines\n-->\n\n```html\n<!-- in a block -->\n```\n\nExcerpt.\n\n<!-- truncate -->\n\nRest.\n';
  const doc = await compile(source, '.mdx', [], 'docs/comments.mdx');
  const html = renderMdx(doc.body.code);
  assert.not.match(html, /prettier-ignore|many/);
  assert.match(html, /<code>&lt;!-- shown --&gt;<\/code>/);
  assert.match(html, /&lt;!-- in a block --&gt;/);
  assert.ok(doc.meta.hasExcerpt);
  assert.not.match(renderMdx(doc.excerpt!.code), /Rest/);
});

test('Docusaurus dialect: an mdx-code-block fence is unwrapped, its content compiled as MDX, and line numbers are kept', async () => {
  const doc = await compile("---\ntitle: x\n---\n\n````mdx-code-block\nimport Tabs from '@theme/Tabs';\n\n<Tabs>inside</Tabs>\n\n```js\nconst a = 1;\n```\n````\n\n<div>\n</span>\n", '.mdx', [], 'docs/wrapped.mdx').catch((e: BuildError) => e);
  assert.instance(doc, BuildError, 'the syntax error after the block is still reported');
  assert.is((doc as BuildError).location?.line, 16, 'at its own line: the unwrapped fence lines are kept as blank lines');
  const ok = await compile("````mdx-code-block\nimport Tabs from '@theme/Tabs';\n\n<Tabs>inside</Tabs>\n\n```js\nconst a = 1;\n```\n````\n", '.mdx', [], 'docs/wrapped.mdx');
  assert.equal(ok.meta.themeImports, { Tabs: 'Tabs' });
  const Tabs = ({ children }: Record<string, unknown>) => createElement('section', null, children as string);
  assert.match(renderMdx(ok.body.code, { Tabs }), /<section>inside<\/section>[\s\S]*token keyword/);
});

test('Docusaurus dialect: an npm2yarn fence shows npm, Yarn and pnpm commands: tabs synced by groupId in .mdx, titled blocks in .md', async () => {
  const source = '# Install\n\n```bash npm2yarn\nnpm install --save-dev lectern\nnpm run build\nnpm ci\n```\n';
  const mdx = await compile(source, '.mdx', [], 'docs/install.mdx');
  const Tabs = ({ children, groupId }: Record<string, unknown>) => createElement('section', { 'data-group': groupId }, children as string);
  const TabItem = ({ children, value }: Record<string, unknown>) => createElement('div', { 'data-value': value }, children as string);
  const names = Object.fromEntries(Object.entries(mdx.meta.themeImports).map(([local, name]) => [local, name === 'Tabs' ? Tabs : TabItem]));
  const text = (html: string) => html.replace(/<[^>]+>/g, '');
  const tabs = renderMdx(mdx.body.code, names);
  assert.match(tabs, /<section data-group="npm2yarn"><div data-value="npm">/);
  const panels = tabs.split('<div data-value=').slice(1).map(text);
  assert.equal(panels.length, 3);
  assert.match(panels[0], /npm install --save-dev lectern\s*npm run build\s*npm ci/);
  assert.match(panels[1], /yarn add --dev lectern\s*yarn build\s*yarn install --frozen-lockfile/);
  assert.match(panels[2], /pnpm add --save-dev lectern\s*pnpm run build\s*pnpm install --frozen-lockfile/);
  const md = html(await compile(source, '.md', [], 'docs/install.md'));
  assert.equal([...md.matchAll(/code-block-title">([^<]*)</g)].map((m) => m[1]), ['npm', 'yarn', 'pnpm']);
  assert.match(text(md), /yarn add --dev lectern/);
});

test("markdown.format: 'mdx' compiles a .md file with MDX syntax as MDX (as Docusaurus does), one without it on the fast path; 'md' reads every file as CommonMark", async () => {
  const withJsx = "import Tabs from '@theme/Tabs';\n\n# Title\n\n<Tabs>inside</Tabs>\n";
  const plain = '# Title\n\nText with `<Tabs>` in code and a {#brace}.\n\n```jsx\nimport X from "x";\n<X />\n```\n';
  const as = (source: string, ext: Ext, format: 'mdx' | 'md' | 'detect') => compileSource(source, ext, { additionalLanguages: [], format, math: false, mermaid: false, onUnknownLanguage: 'throw' }, `docs/page${ext}`);
  assert.is((await as(withJsx, '.md', 'mdx')).body.kind, 'mdx');
  assert.equal((await as(withJsx, '.md', 'mdx')).meta.themeImports, { Tabs: 'Tabs' });
  assert.is((await as(plain, '.md', 'mdx')).body.kind, 'html', 'no MDX syntax outside code: the fast path');
  assert.is((await as(withJsx, '.md', 'detect')).body.kind, 'html');
  assert.is((await as('# Title\n\n{/* a comment */}\n', '.md', 'mdx')).body.kind, 'mdx');
  assert.is((await as('# Title\n\nText.\n', '.mdx', 'md')).body.kind, 'html');
});

test('MDX: other imports are recorded with their lines and read from the bundled modules the body is given', async () => {
  const doc = await compile("---\ntitle: x\n---\n\nimport X, { label } from './x.js';\nimport * as data from '@site/data.json';\nimport './side-effect.css';\n\n<X>{label} {data.n}</X>\n", '.mdx', [], 'docs/imports.mdx');
  assert.equal(doc.meta.imports, [
    { source: './x.js', line: 5 },
    { source: '@site/data.json', line: 6 },
    { source: './side-effect.css', line: 7 },
  ]);
  const X = ({ children }: Record<string, unknown>) => createElement('b', null, children as string);
  const imports = { './x.js': { default: X, label: 'L' }, '@site/data.json': { n: 7 } };
  const mod = new Function(doc.body.code)({ ...runtime, imports }) as { default: ComponentType };
  assert.is(renderToStaticMarkup(createElement(mod.default)), '<b>L 7</b>');
});

test('MDX: a syntax error is a BuildError with file and line', async () => {
  // `<div>` closed by the wrong tag on file line 6.
  const err = await buildError(compile('---\ntitle: x\n---\n\n<div>\n</span>\n', '.mdx', [], 'docs/syntax.mdx'));
  assert.match(err.message, /MDX syntax error/);
  assert.is(err.location?.file, 'docs/syntax.mdx');
  assert.is(err.location?.line, 6);
  // An unclosed `<div>` inside a paragraph: reported where the paragraph ends (file line 5).
  const inline = await buildError(compile('---\ntitle: x\n---\n\ntext <div> more\n\nnext\n', '.mdx', [], 'docs/inline.mdx'));
  assert.is(inline.location?.file, 'docs/inline.mdx');
  assert.is(inline.location?.line, 5);
});

// mdast-util-mdx-jsx gives no position for a tag left open at the end of the document, only the text
// "(2:1-2:6)" in its message: the line comes from there.
test('MDX: an unclosed <div> at the end of the file reports its line', async () => {
  const err = await buildError(compile('---\ntitle: x\n---\n\n<div>\n\nmore text\n', '.mdx', [], 'docs/unclosed.mdx'));
  assert.is(err.location?.file, 'docs/unclosed.mdx');
  assert.is(err.location?.line, 5);
  assert.match(err.message, /`<div>` \(5:1-5:6\)/, 'the position in the reason counts file lines too');
});

// ---------------------------------------------------------------------------
// The same Markdown as .md and as .mdx is the same to a reader

test('same to a reader: ids, TOC, title, links and class names match', async () => {
  const md = await compile(SAME_TO_READER, '.md');
  const mdx = await compile(SAME_TO_READER, '.mdx');
  assert.equal(md.meta.frontMatter, { title: 'Same to a reader', sidebar_position: 2 });
  assert.equal(mdx.meta.frontMatter, md.meta.frontMatter);
  assert.is(md.meta.contentTitle, 'Getting started');
  assert.is(mdx.meta.contentTitle, md.meta.contentTitle);
  assert.equal(ids(md), ['install', 'install-1', 'configure', 'options-siteconfigts-and-links', 'level-four', 'level-five', 'level-six']);
  assert.equal(mdx.meta.toc, md.meta.toc);
  assert.equal(mdx.meta.fileLinks, md.meta.fileLinks);
  assert.equal(hrefs(mdx), hrefs(md));
  assert.ok(hrefs(md).length > 1, 'the page has links to compare');
  const mdClasses = classNames(md);
  const mdxClasses = classNames(mdx);
  for (const cls of ['admonition', 'admonition-note', 'admonition-tip', 'admonition-warning', 'admonition-danger', 'admonition-heading', 'admonition-content', 'code-block', 'code-block-title', 'language-js', 'language-ts', 'language-text', 'prism-code', 'code-line', 'highlighted', 'token', 'keyword', 'hash-link']) {
    assert.ok(mdClasses.has(cls), `.md lacks class ${cls}`);
    assert.ok(mdxClasses.has(cls), `.mdx lacks class ${cls}`);
  }
  assert.equal([...mdxClasses].sort(), [...mdClasses].sort());
});

test('same to a reader: the rendered HTML is identical', async () => {
  const md = html(await compile(SAME_TO_READER, '.md'));
  const mdx = html(await compile(SAME_TO_READER, '.mdx'));
  assert.ok(md.length > 1000, 'the fixture should render a substantial page');
  assert.fixture(mdx, md);
});

test('same to a reader: Windows line endings render as Unix ones, in both pipelines', async () => {
  const crlf = SAME_TO_READER.replace(/\n/g, '\r\n');
  const lf = html(await compile(SAME_TO_READER, '.md'));
  for (const ext of EXTS) assert.fixture(html(await compile(crlf, ext)), lf, ext);
});

// Image alt text is not part of a heading's text (nor of the description), as in markdown-it.
test('same to a reader: a heading with an image gets the same id', async () => {
  const source = '## Logo ![alt text](./logo.png)\n';
  const md = await compile(source, '.md');
  const mdx = await compile(source, '.mdx');
  assert.equal(md.meta.toc, [{ level: 2, id: 'logo', value: 'Logo' }]);
  assert.equal(mdx.meta.toc, md.meta.toc);
});

test('same to a reader: a paragraph with an image gets the same description', async () => {
  const source = '![alt text](./logo.png) A paragraph.\n';
  const md = await compile(source, '.md');
  const mdx = await compile(source, '.mdx');
  assert.is(md.meta.description, 'A paragraph.');
  assert.is(mdx.meta.description, md.meta.description);
});

// The MDX source rewrites for {#id} and ":::tip Title" must leave fenced code alone.
test('same to a reader: {#id} and ":::tip Title" inside a code fence are left alone', async () => {
  const source = '```md\n## Title {#custom}\n\n:::tip My title\nx\n:::\n```\n';
  const md = html(await compile(source, '.md'));
  const mdx = html(await compile(source, '.mdx'));
  assert.ok(md.includes('Title {#custom}'), md);
  assert.ok(md.includes(':::tip My title'), md);
  assert.fixture(mdx, md);
});

// ---------------------------------------------------------------------------
// Encoding and empty input

test('decodeUtf8: invalid bytes are a BuildError naming the line', () => {
  const bytes = new Uint8Array([...new TextEncoder().encode('line one\nline two\nbad '), 0xff, 0xfe, ...new TextEncoder().encode('\nline four\n')]);
  let caught: unknown;
  try {
    decodeUtf8(bytes, 'docs/latin1.md');
  } catch (err) {
    caught = err;
  }
  assert.instance(caught, BuildError);
  const err = caught as BuildError;
  assert.match(err.message, /UTF-8/);
  assert.equal(err.location, { file: 'docs/latin1.md', line: 3 });
  // A bad byte on the very first line.
  try {
    decodeUtf8(new Uint8Array([0xc3]), 'docs/first.md');
    assert.unreachable('a lone lead byte must be rejected');
  } catch (e) {
    assert.instance(e, BuildError);
    assert.is((e as BuildError).location?.line, 1);
  }
});

test('decodeUtf8: valid text decodes, a BOM is dropped', () => {
  assert.is(decodeUtf8(new TextEncoder().encode('héllo — ✓'), 'x.md'), 'héllo — ✓');
  assert.is(decodeUtf8(new Uint8Array([0xef, 0xbb, 0xbf, 0x41]), 'x.md'), 'A');
  assert.is(decodeUtf8(new Uint8Array([]), 'x.md'), '');
});

test('an empty source compiles to an empty body', async () => {
  const md = await compile('', '.md');
  assert.is(md.body.kind, 'html');
  assert.is(md.body.code, '');
  assert.equal(md.meta, { frontMatter: {}, contentTitle: undefined, toc: [], fileLinks: [], themeImports: {}, images: [], hasExcerpt: false, excerptHash: undefined, wordCount: 0, description: undefined });
  const mdx = await compile('', '.mdx');
  assert.is(mdx.body.kind, 'mdx');
  assert.is(renderMdx(mdx.body.code), '');
  assert.equal(mdx.meta.toc, []);
});

test('the default grammar list is exactly refractor\'s common set plus jsx, tsx and graphql', async () => {
  // What refractor's common set registers, read from its own module list (other tests register more).
  const common = readFileSync(new URL(import.meta.resolve('refractor')), 'utf8');
  const files = [...common.matchAll(/from '\.\.\/lang\/([\w-]+)\.js'/g)].map((m) => m[1]).concat(['jsx', 'tsx', 'graphql']);
  const expected: Record<string, string> = {};
  for (const file of files) {
    const grammar = ((await import(`refractor/${file}`)) as { default: { displayName: string; aliases?: string[] } }).default;
    for (const name of [grammar.displayName, ...(grammar.aliases ?? [])]) expected[name] = file;
  }
  assert.equal(DEFAULT_GRAMMARS, expected);
  assert.equal([...DEFAULT_LANGUAGES].sort(), [...Object.keys(expected), 'plain', 'plaintext', 'text', 'txt'].sort());
});

test.run();
