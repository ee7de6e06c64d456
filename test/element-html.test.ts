import { toHtml } from 'hast-util-to-html';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { elementHtml } from '../src/markdown/element-html.ts';
import { hashLinkElement } from '../src/markdown/headings.ts';
import { codeBlockElement, languagesFor } from '../src/markdown/highlight.ts';
import { mermaidElement } from '../src/markdown/mermaid.ts';

// The `.md` pipeline's own trees, with every character an HTML writer must escape in text and attributes.
const NASTY = `<a href="x">&amp; 'quoted' \`tick\` = 1 < 2 > 0</a>`;

test('elementHtml writes what hast-util-to-html writes for every tree the .md pipeline builds', async () => {
  const languages = await languagesFor(['haskell']);
  const policy = { where: { file: 'docs/a.md' } };
  const code = `const s = "${NASTY}";\n// highlight-next-line\nif (a < b && c > d) run('x');\n`;
  const trees = [
    codeBlockElement(code, 'ts', '', languages, policy),
    codeBlockElement(code, 'jsx', `title="${NASTY.replace(/"/g, "'")}" {1,3} showLineNumbers=5`, languages, policy),
    codeBlockElement(code, 'text', 'title="plain & simple"', languages, policy),
    codeBlockElement('main = putStrLn "hi" -- <ok>\n', 'haskell', '', languages, policy),
    codeBlockElement('<div class="a">&nbsp;</div>\n', 'html', '', languages, policy),
    hashLinkElement('id-"quoted"&<x>', NASTY),
    mermaidElement(`graph TD\n  A["${NASTY}"] --> B\n`),
  ];
  for (const tree of trees) assert.is(elementHtml(tree), toHtml(tree));
});

test('elementHtml refuses a node it does not know how to write instead of dropping it', () => {
  assert.throws(() => elementHtml({ type: 'comment', value: 'x' }), /does not write comment nodes/);
});

test.run();
