import { lazy, Suspense, useContext } from 'react';
import type { CodeBlockMarkup } from '../src/render/types.ts';
import { PageContext } from './context.ts';
import { CODE_BLOCK_KEY_ATTRIBUTE, codeBlockKey, codeBlockMarkup, rememberCodeBlock } from './code-block/store.ts';

type BlockProps = { code: string; language: string; meta: string; blockKey: string };

function Block({ blockKey, markup }: { blockKey: string; markup: CodeBlockMarkup }) {
  return <div className={markup[0]} {...{ [CODE_BLOCK_KEY_ATTRIBUTE]: blockKey }} dangerouslySetInnerHTML={{ __html: markup[1] }} />;
}

/** A block neither the page's HTML nor its payload held: the grammars load, and the browser highlights it. */
const Highlighted = lazy(async () => {
  const { highlightCodeBlock } = await import('lectern:lazy:@theme/code-block/highlight');
  return {
    default: function Highlighted({ code, language, meta, blockKey }: BlockProps) {
      const markup = highlightCodeBlock(code, language, meta);
      rememberCodeBlock(blockKey, markup);
      return <Block blockKey={blockKey} markup={markup} />;
    },
  };
});

function textOf(children: unknown): string {
  if (typeof children === 'string') return children;
  if (Array.isArray(children)) return children.map(textOf).join('');
  return children == null ? '' : String(children);
}

/** `showLineNumbers` as Docusaurus's CodeBlock takes it: on, or the first line's number. */
function lineNumbersMeta(showLineNumbers: boolean | number | undefined): string {
  if (typeof showLineNumbers === 'number') return `showLineNumbers=${showLineNumbers}`;
  return showLineNumbers ? 'showLineNumbers' : '';
}

/**
 * The same markup and highlighting as a fenced code block, for use from MDX and pages. The server
 * highlights it; the browser takes its markup from the page's HTML or the route's payload by key, so a
 * page with a CodeBlock does not download the grammars, and highlights only a block neither holds.
 */
export default function CodeBlock({ children, language = '', title, metastring = '', showLineNumbers, className }: { children?: unknown; language?: string; title?: string; metastring?: string; showLineNumbers?: boolean | number; className?: string }) {
  const lang = (language || /language-(\S+)/.exec(className ?? '')?.[1] || '').toLowerCase();
  const meta = [title ? `title=${JSON.stringify(title)}` : '', metastring, lineNumbersMeta(showLineNumbers)].filter(Boolean).join(' ');
  const code = textOf(children);
  const key = codeBlockKey(code, lang, meta);
  const markup = codeBlockMarkup(key, code, lang, meta, useContext(PageContext)?.codeBlocks);
  if (markup) return <Block blockKey={key} markup={markup} />;
  return (
    <Suspense fallback={<pre>{code}</pre>}>
      <Highlighted code={code} language={lang} meta={meta} blockKey={key} />
    </Suspense>
  );
}
