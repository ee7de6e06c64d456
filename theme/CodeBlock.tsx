import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { refractor } from 'refractor/core';
import { registerDefaultGrammars } from '../src/markdown/default-grammars.ts';
import { codeBlockTree, DEFAULT_LANGUAGES } from '../src/markdown/code-block.ts';

function textOf(children: unknown): string {
  if (typeof children === 'string') return children;
  if (Array.isArray(children)) return children.map(textOf).join('');
  return children == null ? '' : String(children);
}

/**
 * The same markup and highlighting as a fenced code block, for use from MDX and pages. It renders in
 * the browser too (hydration, client navigation), so it offers the default grammars only: the site's
 * `additionalLanguages` are registered on the build side alone.
 */
export default function CodeBlock({ children, language = '', title, metastring = '', className }: { children?: unknown; language?: string; title?: string; metastring?: string; className?: string }) {
  const lang = (language || /language-(\S+)/.exec(className ?? '')?.[1] || '').toLowerCase();
  const meta = [title ? `title=${JSON.stringify(title)}` : '', metastring].join(' ');
  const element = codeBlockTree(textOf(children), lang, meta, (code, name) => {
    if (!DEFAULT_LANGUAGES.has(name)) throw new Error(`<CodeBlock language="${name}">: no Prism grammar by that name among the default ones; use \`text\` or a fenced code block`);
    registerDefaultGrammars();
    return refractor.highlight(code, name);
  });
  return toJsxRuntime(element, { Fragment, jsx, jsxs });
}
