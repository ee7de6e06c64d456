import { execFileSync } from 'node:child_process';
import { appendFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { build } from '../src/build/build.ts';
import { compileSource } from '../src/markdown/compile.ts';
import { fenceHtml } from '../src/markdown/fence-reuse.ts';
import type { CompileOptions } from '../src/markdown/types.ts';

const OPTIONS: CompileOptions = { additionalLanguages: ['haskell'], format: 'detect', math: false, mermaid: true, onUnknownLanguage: 'throw' };

const PAGE = (prose: string, code = 'const a = 1;') => `---
title: Blocks
---

Intro ${prose}

<!-- truncate -->

\`\`\`js title="a.js" {1}
${code}
\`\`\`

- In a list:

  \`\`\`html
  <div><style>p { color: red }</style><script>let x = 1;</script></div>
  \`\`\`

> \`\`\`css
> p { margin: 0 }
> \`\`\`

\`\`\`bash npm2yarn
npm install lectern
\`\`\`

\`\`\`mermaid
graph TD; A-->B;
\`\`\`

\`\`\`hs
main = putStrLn "hi"
\`\`\`

\`\`\`js
${code}
\`\`\`
`;

const compile = (source: string, reuse?: ReadonlyMap<string, string>) => compileSource(source, '.md', OPTIONS, 'docs/blocks.md', reuse);

test('a page compiled with its last compile\'s code blocks equals a fresh compile', async () => {
  const before = await compile(PAGE('one'));
  assert.ok((before.body.fences?.length ?? 0) >= 6, 'every block is offered');
  const edited = PAGE('two, with more words');
  const fresh = await compile(edited);
  const reused = await compile(edited, new Map(fenceHtml(before.body)));
  assert.equal(reused, fresh);
});

test('a block the edit changed is highlighted again; the rest are taken over', async () => {
  const before = await compile(PAGE('one'));
  const edited = PAGE('one', 'const b = 2;');
  const fresh = await compile(edited);
  const reused = await compile(edited, new Map(fenceHtml(before.body)));
  assert.equal(reused, fresh);
  assert.ok(reused.body.code.includes('b'), 'the new code is in the page');
});

test('each offered block is the HTML of that block in the body', async () => {
  const doc = await compile(PAGE('one'));
  for (const [, html] of fenceHtml(doc.body)) assert.ok(html.length > 0 && doc.body.code.includes(html));
});

test("onUnknownLanguage 'warn': a block without a grammar is plain text and recorded, also when taken over and in MDX", async () => {
  const warn: CompileOptions = { ...OPTIONS, onUnknownLanguage: 'warn' };
  const source = '# T\n\n```toml\n[a]\nb = 1\n```\n\nText.\n\n```toml\nc = 2\n```\n\n```dockerfile\nFROM x\n```\n';
  const fresh = await compileSource(source, '.md', warn, 'docs/t.md');
  assert.equal(fresh.meta.unhighlighted, [{ language: 'toml', line: 3 }, { language: 'dockerfile', line: 14 }], 'the first block of each language, with its line');
  assert.match(fresh.body.code, /<pre class="prism-code language-toml" tabindex="0"><code><span class="code-line">\[a\]<\/span>/, 'plain text, no tokens');
  const reused = await compileSource(source.replace('Text.', 'Text, edited.'), '.md', warn, 'docs/t.md', new Map(fenceHtml(fresh.body)));
  assert.equal(reused.meta.unhighlighted, fresh.meta.unhighlighted, 'a reused block is still reported');
  const mdx = await compileSource(source, '.mdx', warn, 'docs/t.mdx');
  assert.equal(mdx.meta.unhighlighted, fresh.meta.unhighlighted, 'the MDX pipeline records the same');
  try {
    await compileSource(source, '.md', OPTIONS, 'docs/t.md');
    assert.unreachable('throw is the default');
  } catch (err) {
    assert.match((err as Error).message, /code block language "toml" has no Prism grammar/);
  }
});

/** Runs a module script in a fresh process (from the repository root) and parses what it prints as JSON. */
function inFreshProcess<T>(script: string, arg: string): T {
  return JSON.parse(execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script, arg], { encoding: 'utf8', cwd: new URL('..', import.meta.url).pathname })) as T;
}

/** Registered grammars other than refractor's built-in plain-text ones. */
const realGrammars = (registered: string[]) => registered.filter((l) => !['plain', 'plaintext', 'text', 'txt'].includes(l));

/** In a fresh process: compiling a page whose every block is offered registers no grammar. */
const NO_GRAMMARS = `
import { compileSource } from './src/markdown/compile.ts';
import { fenceHtml } from './src/markdown/fence-reuse.ts';
import { refractor } from './src/markdown/grammar-registry.ts';
const [source, offered] = JSON.parse(process.argv[1]);
await compileSource(source, '.md', ${JSON.stringify(OPTIONS)}, 'docs/blocks.md', new Map(offered));
process.stdout.write(JSON.stringify(refractor.listLanguages()));
`;

test('a page whose blocks are all offered is compiled without loading a grammar', async () => {
  const before = await compile(PAGE('one'));
  const registered = inFreshProcess<string[]>(NO_GRAMMARS, JSON.stringify([PAGE('two'), fenceHtml(before.body)]));
  assert.equal(realGrammars(registered), []);
});

/** In a fresh process: a build of the site given, then the grammars its main thread registered. */
const BUILD_AND_LIST = `
import { build } from './src/build/build.ts';
import { refractor } from './src/markdown/grammar-registry.ts';
const report = await build({ root: process.argv[1] });
process.stdout.write(JSON.stringify({ rendered: report.routes.rendered, languages: refractor.listLanguages() }));
`;

test('an edit build of a page that had no code blocks, and still has none, loads no grammar', async () => {
  const tmp = join(import.meta.dirname, '.tmp');
  mkdirSync(tmp, { recursive: true });
  const root = mkdtempSync(join(tmp, 'no-fences-'));
  try {
    mkdirSync(join(root, 'docs'), { recursive: true });
    writeFileSync(join(root, 'docs/prose.md'), '# Prose\n\nOnly words here.\n');
    writeFileSync(join(root, 'docs/code.md'), '# Code\n\n```js\nconst a = 1;\n```\n');
    await build({ root });
    appendFileSync(join(root, 'docs/prose.md'), '\nMore words, still no code.\n');
    const run = () => inFreshProcess<{ rendered: number; languages: string[] }>(BUILD_AND_LIST, root);
    const edited = run();
    assert.is(edited.rendered, 1);
    assert.equal(realGrammars(edited.languages), []);
    appendFileSync(join(root, 'docs/prose.md'), '\n```js\nconst b = 2;\n```\n');
    assert.ok(run().languages.includes('javascript'), 'a block the edit adds is highlighted');
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test.run();
