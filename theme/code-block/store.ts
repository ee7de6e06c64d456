import type { CodeBlockMarkup } from '../../src/render/types.ts';

/** The attribute naming a `<CodeBlock>`'s key on its element. */
export const CODE_BLOCK_KEY_ATTRIBUTE = 'data-code-block';

/**
 * A `<CodeBlock>`'s key: a hash (cyrb53) of what its markup is made from. The browser finds the block's
 * highlighted markup by it instead of highlighting again, which would need the grammars (~42 KB gzip).
 */
export function codeBlockKey(code: string, language: string, meta: string): string {
  const text = `${language}\u0000${meta}\u0000${code}`;
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36) + text.length.toString(36);
}

export type CodeHighlighter = (code: string, language: string, meta: string) => CodeBlockMarkup;

/** Set on the server (code-block/server.ts): it highlights every block and records it for the route's payload. */
let highlighter: CodeHighlighter | undefined;
let recorded: Record<string, CodeBlockMarkup> | undefined;

export function setCodeHighlighter(highlight: CodeHighlighter): void {
  highlighter = highlight;
}

/** Runs a server render, returning what it rendered and the markup of each `<CodeBlock>` in it, by key. */
export function recordingCodeBlocks<T>(render: () => T): { result: T; codeBlocks: Record<string, CodeBlockMarkup> } {
  recorded = {};
  try {
    const result = render();
    return { result, codeBlocks: recorded };
  } finally {
    recorded = undefined;
  }
}

/** In the browser: blocks met in the first page's HTML, and blocks highlighted here, by key. */
const known = new Map<string, CodeBlockMarkup>();
let adoptedDocument = false;

/** Keeps a block the browser highlighted, for the next time it renders. */
export function rememberCodeBlock(key: string, markup: CodeBlockMarkup): void {
  known.set(key, markup);
}

/**
 * A block's markup: highlighted here on the server, else as the server made it — from the page's own
 * HTML while it hydrates, or from the route's payload (`fromRoute`) after a client navigation. Undefined
 * when neither has it (a block whose code the browser changed, a payload rebuilt from an older page).
 */
export function codeBlockMarkup(key: string, code: string, language: string, meta: string, fromRoute: Record<string, CodeBlockMarkup> | undefined): CodeBlockMarkup | undefined {
  if (highlighter) {
    const markup = highlighter(code, language, meta);
    if (recorded) recorded[key] = markup;
    return markup;
  }
  if (!adoptedDocument && typeof document !== 'undefined') {
    adoptedDocument = true;
    for (const element of document.querySelectorAll(`[${CODE_BLOCK_KEY_ATTRIBUTE}]`)) known.set(element.getAttribute(CODE_BLOCK_KEY_ATTRIBUTE)!, [element.className, element.innerHTML]);
  }
  return fromRoute?.[key] ?? known.get(key);
}
