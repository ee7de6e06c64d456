/**
 * How a code block is built, shared by the compile pipelines (through highlight.ts) and by
 * `@theme/CodeBlock`, which also runs in the browser: so nothing here may touch Node.
 */
import type { Element, ElementContent, Root, RootContent } from 'hast';

/** Fence names that mean "no highlighting", not "unknown grammar". */
const PLAIN = new Set(['', 'text', 'txt', 'plain', 'plaintext', 'output', 'console']);

export function isPlainLanguage(language: string): boolean {
  return PLAIN.has(language.toLowerCase());
}

/**
 * The grammars every site has (refractor's common set plus jsx, tsx and graphql), by fence name and
 * alias → grammar module. highlight.ts registers all of them before the first block (~65 ms per thread),
 * so a block highlights the same whatever compiled before it. test/markdown.test.ts checks this list against refractor's own.
 */
export const DEFAULT_GRAMMARS: Readonly<Record<string, string>> = {
  clike: 'clike', c: 'c', cpp: 'cpp', arduino: 'arduino', ino: 'arduino', bash: 'bash', sh: 'bash', shell: 'bash',
  csharp: 'csharp', cs: 'csharp', dotnet: 'csharp', markup: 'markup', atom: 'markup', html: 'markup', mathml: 'markup',
  rss: 'markup', ssml: 'markup', svg: 'markup', xml: 'markup', css: 'css', diff: 'diff', go: 'go', ini: 'ini',
  java: 'java', regex: 'regex', javascript: 'javascript', js: 'javascript', json: 'json', webmanifest: 'json',
  kotlin: 'kotlin', kt: 'kotlin', kts: 'kotlin', less: 'less', lua: 'lua', makefile: 'makefile', yaml: 'yaml',
  yml: 'yaml', markdown: 'markdown', md: 'markdown', objectivec: 'objectivec', objc: 'objectivec', perl: 'perl',
  'markup-templating': 'markup-templating', php: 'php', python: 'python', py: 'python', r: 'r', ruby: 'ruby',
  rb: 'ruby', rust: 'rust', sass: 'sass', scss: 'scss', sql: 'sql', swift: 'swift', typescript: 'typescript',
  ts: 'typescript', basic: 'basic', vbnet: 'vbnet', jsx: 'jsx', tsx: 'tsx', graphql: 'graphql',
};

export const DEFAULT_LANGUAGES: ReadonlySet<string> = new Set([...Object.keys(DEFAULT_GRAMMARS), 'plain', 'plaintext', 'text', 'txt']);

export interface CodeMeta {
  title?: string;
  highlightLines: Set<number>;
  showLineNumbers: boolean;
  /** The number of the first line (`showLineNumbers=5`), 1 by default. */
  firstLineNumber: number;
}

/** Reads a fence's meta string: `title="app.ts" {1,3-5} showLineNumbers` (or `showLineNumbers=5`). */
export function parseCodeMeta(meta: string): CodeMeta {
  const title = /title=(["'])(.*?)\1/.exec(meta)?.[2];
  const rest = meta.replace(/title=(["']).*?\1/, '');
  const highlightLines = new Set<number>();
  const ranges = /\{([\d,\s-]+)\}/.exec(rest)?.[1];
  for (const part of ranges?.split(',') ?? []) {
    const [from, to] = part.trim().split('-').map(Number);
    if (!Number.isFinite(from)) continue;
    for (let n = from; n <= (Number.isFinite(to) ? to : from); n++) highlightLines.add(n);
  }
  const numbers = /\bshowLineNumbers(?:=(\d+))?\b/.exec(rest);
  return { title, highlightLines, showLineNumbers: numbers !== null, firstLineNumber: numbers?.[1] ? Number(numbers[1]) : 1 };
}

// A comment line of its own in any common syntax: //, #, <!-- -->, C block comments, JSX {/* */}, -- and %.
const MAGIC = /^\s*(?:\/\/|#|<!--|\{?\/\*|--|%)\s*highlight-(next-line|start|end)\s*(?:-->|\*\/\}?)?\s*$/;

/** Strips `highlight-next-line` / `highlight-start` / `highlight-end` comment lines, marking the lines they name. */
function applyMagicComments(code: string, highlight: Set<number>): string {
  const kept: string[] = [];
  let open = false;
  let next = false;
  for (const line of code.split('\n')) {
    const m = MAGIC.exec(line);
    if (m) {
      if (m[1] === 'next-line') next = true;
      else open = m[1] === 'start';
      continue;
    }
    kept.push(line);
    if (open || next) highlight.add(kept.length);
    next = false;
  }
  return kept.join('\n');
}

/** Splits highlighted tokens into lines, repeating a token's span on each line it crosses. */
function splitLines(nodes: readonly RootContent[]): ElementContent[][] {
  const lines: ElementContent[][] = [[]];
  const walk = (node: RootContent, into: (n: ElementContent, line: number) => void) => {
    if (node.type === 'text') {
      node.value.split('\n').forEach((part, i) => {
        if (i > 0) lines.push([]);
        if (part) into({ type: 'text', value: part }, lines.length - 1);
      });
    } else if (node.type === 'element') {
      const copies = new Map<number, Element>();
      for (const child of node.children) {
        walk(child, (n, line) => {
          let copy = copies.get(line);
          if (!copy) {
            copy = { ...node, children: [] };
            copies.set(line, copy);
            into(copy, line);
          }
          copy.children.push(n);
        });
      }
    }
  };
  for (const node of nodes) walk(node, (n, line) => lines[line].push(n));
  return lines;
}

const element = (tagName: string, properties: Element['properties'], children: ElementContent[] = []): Element => ({ type: 'element', tagName, properties, children });

/**
 * The buttons over every code block. They carry no behaviour: `.md` bodies are injected as raw HTML,
 * so theme/client/enhance.ts handles their clicks with one listener on the document, found by
 * `data-code-action`. The icons come from the stylesheet to keep each block's markup small.
 */
function codeBlockButtons(): Element {
  return element('div', { className: ['code-block-buttons'] }, [
    element('button', { type: 'button', className: ['code-block-button', 'code-block-wrap'], dataCodeAction: 'wrap', ariaLabel: 'Toggle word wrap', ariaPressed: 'false', title: 'Toggle word wrap' }),
    element('button', { type: 'button', className: ['code-block-button', 'code-block-copy'], dataCodeAction: 'copy', ariaLabel: 'Copy code to clipboard', title: 'Copy' }),
  ]);
}

/**
 * The whole code block as one hast element: title bar, highlighted lines (line numbers are a CSS
 * counter, so copying the code never picks them up) and the copy / word-wrap buttons. `highlight`
 * tokenizes code in a language the caller has checked; plain fences never reach it.
 */
export function codeBlockTree(rawCode: string, lang: string, meta: string, highlight: (code: string, language: string) => Root): Element {
  const language = lang.toLowerCase();
  const plain = isPlainLanguage(language);
  const parsed = parseCodeMeta(meta);
  const code = applyMagicComments(rawCode.replace(/\n$/, ''), parsed.highlightLines);
  const tree: Root = plain ? { type: 'root', children: [{ type: 'text', value: code }] } : highlight(code, language);
  const lines = splitLines(tree.children);
  const codeChildren: ElementContent[] = [];
  lines.forEach((line, i) => {
    const classes = ['code-line'];
    if (parsed.highlightLines.has(i + 1)) classes.push('highlighted');
    codeChildren.push(element('span', { className: classes }, line));
    if (i < lines.length - 1) codeChildren.push({ type: 'text', value: '\n' });
  });
  const langClass = `language-${plain ? 'text' : language}`;
  // No space after the colon: React writes inline styles that way, and both pipelines must match.
  const codeProps = parsed.showLineNumbers && parsed.firstLineNumber !== 1 ? { style: `counter-reset:line-number ${parsed.firstLineNumber - 1}` } : {};
  const children: ElementContent[] = [];
  if (parsed.title) children.push(element('div', { className: ['code-block-title'] }, [{ type: 'text', value: parsed.title }]));
  children.push(
    element('div', { className: ['code-block-content'] }, [
      element('pre', { className: ['prism-code', langClass], tabIndex: 0 }, [element('code', codeProps, codeChildren)]),
      codeBlockButtons(),
    ]),
  );
  const className = ['code-block', langClass];
  if (parsed.showLineNumbers) className.push('with-line-numbers');
  return element('div', { className }, children);
}
