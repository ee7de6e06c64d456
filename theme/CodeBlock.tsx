import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import '../src/markdown/default-grammars.ts';
import { codeBlockElement, DEFAULT_LANGUAGES } from '../src/markdown/highlight.ts';

function textOf(children: unknown): string {
  if (typeof children === 'string') return children;
  if (Array.isArray(children)) return children.map(textOf).join('');
  return children == null ? '' : String(children);
}

/** The same markup and highlighting as a fenced code block, for use from MDX and pages. */
export default function CodeBlock({ children, language = '', title, metastring = '', className }: { children?: unknown; language?: string; title?: string; metastring?: string; className?: string }) {
  const lang = language || /language-(\S+)/.exec(className ?? '')?.[1] || '';
  const meta = [title ? `title=${JSON.stringify(title)}` : '', metastring].join(' ');
  const element = codeBlockElement(textOf(children), lang, meta, DEFAULT_LANGUAGES, { file: 'CodeBlock' });
  return toJsxRuntime(element, { Fragment, jsx, jsxs });
}
