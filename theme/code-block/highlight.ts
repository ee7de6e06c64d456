import { refractor } from 'refractor/core';
import { codeBlockTree, DEFAULT_LANGUAGES } from '../../src/markdown/code-block.ts';
import { registerDefaultGrammars } from '../../src/markdown/default-grammars.ts';
import { elementHtml } from '../../src/markdown/element-html.ts';
import type { CodeBlockMarkup } from '../../src/render/types.ts';

/**
 * A `<CodeBlock>`'s markup, as a fenced code block's: its element's classes and inner HTML. It offers the
 * default grammars only, as the browser may have to highlight it too: the site's `additionalLanguages`
 * are registered on the build side alone.
 */
export function highlightCodeBlock(code: string, language: string, meta: string): CodeBlockMarkup {
  const element = codeBlockTree(code, language, meta, (text, name) => {
    if (!DEFAULT_LANGUAGES.has(name)) throw new Error(`<CodeBlock language="${name}">: no Prism grammar by that name among the default ones; use \`text\` or a fenced code block`);
    registerDefaultGrammars();
    return refractor.highlight(text, name);
  });
  return [(element.properties.className as string[]).join(' '), element.children.map((child) => elementHtml(child)).join('')];
}
