import type { Element, ElementContent, Root, RootContent } from 'hast';
import { createRequire } from 'node:module';
import { refractor } from 'refractor/core';
import { BuildError } from '../util/errors.ts';

/** Fence names that mean "no highlighting", not "unknown grammar". */
const PLAIN = new Set(['', 'text', 'txt', 'plain', 'plaintext', 'output', 'console']);

/**
 * The grammars every site has (refractor's common set plus jsx, tsx and graphql), by fence name and
 * alias → grammar module. Registering all of them costs ~65 ms per thread, so each is loaded when a
 * code block first needs it. test/markdown.test.ts checks this list against refractor's own.
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

// Grammar modules are ESM without top-level await, so Node (>= 20.19) can load them synchronously
// from inside the synchronous highlighter.
const requireGrammar = createRequire(import.meta.url);

/** Registers the grammar behind a default fence name the first time a code block uses it. */
function ensureGrammar(language: string): void {
  const file = DEFAULT_GRAMMARS[language];
  if (!file || refractor.registered(language)) return;
  refractor.register((requireGrammar(`refractor/${file}`) as { default: Parameters<typeof refractor.register>[0] }).default);
}

const loaded = new Map<string, Set<string>>();

/** Registers `additionalLanguages` (refractor grammar names) and returns every fence name allowed with them. */
export async function languagesFor(additional: readonly string[]): Promise<Set<string>> {
  const key = additional.join(',');
  const known = loaded.get(key);
  if (known) return known;
  const before = new Set(refractor.listLanguages());
  for (const name of additional) {
    if (refractor.registered(name)) continue;
    try {
      const mod = (await import(`refractor/${name}`)) as { default: Parameters<typeof refractor.register>[0] };
      refractor.register(mod.default);
    } catch {
      throw new BuildError(`markdown.additionalLanguages names "${name}", which is not a Prism grammar`, { file: 'site.config.ts' }, 'use a Prism language name such as "java", "latex", "haskell" or "powershell"');
    }
  }
  const added = refractor.listLanguages().filter((l) => !before.has(l) || additional.includes(l));
  const allowed = new Set([...DEFAULT_LANGUAGES, ...added, ...additional]);
  loaded.set(key, allowed);
  return allowed;
}

export interface CodeMeta {
  title?: string;
  highlightLines: Set<number>;
  showLineNumbers: boolean;
}

/** Reads a fence's meta string: `title="app.ts" {1,3-5} showLineNumbers`. */
export function parseCodeMeta(meta: string): CodeMeta {
  const title = /title=(["'])(.*?)\1/.exec(meta)?.[2];
  const highlightLines = new Set<number>();
  const ranges = /\{([\d,\s-]+)\}/.exec(meta.replace(/title=(["']).*?\1/, ''))?.[1];
  for (const part of ranges?.split(',') ?? []) {
    const [from, to] = part.trim().split('-').map(Number);
    if (!Number.isFinite(from)) continue;
    for (let n = from; n <= (Number.isFinite(to) ? to : from); n++) highlightLines.add(n);
  }
  return { title, highlightLines, showLineNumbers: /\bshowLineNumbers\b/.test(meta) };
}

const MAGIC = /^\s*(?:\/\/|#|<!--|\/\*|--|%)\s*highlight-(next-line|start|end)\s*(?:-->|\*\/)?\s*$/;

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

/**
 * The whole code block as one hast element: title bar, highlighted lines, highlighted-line marks.
 * An unknown language is an error: silently unhighlighted code hides a typo or a missing grammar.
 */
export function codeBlockElement(rawCode: string, lang: string, meta: string, allowed: ReadonlySet<string>, where: { file: string; line?: number }): Element {
  const language = lang.toLowerCase();
  const plain = PLAIN.has(language);
  if (!plain && !allowed.has(language)) {
    throw new BuildError(`code block language "${lang}" has no Prism grammar`, where, `add "${language}" to markdown.additionalLanguages in site.config.ts if Prism has it, or use \`text\``);
  }
  const parsed = parseCodeMeta(meta);
  const code = applyMagicComments(rawCode.replace(/\n$/, ''), parsed.highlightLines);
  if (!plain) ensureGrammar(language);
  const tree: Root = plain ? { type: 'root', children: [{ type: 'text', value: code }] } : refractor.highlight(code, language);
  const lines = splitLines(tree.children);
  const codeChildren: ElementContent[] = [];
  lines.forEach((line, i) => {
    const classes = ['code-line'];
    if (parsed.highlightLines.has(i + 1)) classes.push('highlighted');
    codeChildren.push({ type: 'element', tagName: 'span', properties: { className: classes }, children: line });
    if (i < lines.length - 1) codeChildren.push({ type: 'text', value: '\n' });
  });
  const langClass = `language-${plain ? 'text' : language}`;
  const children: ElementContent[] = [];
  if (parsed.title) children.push({ type: 'element', tagName: 'div', properties: { className: ['code-block-title'] }, children: [{ type: 'text', value: parsed.title }] });
  children.push({
    type: 'element',
    tagName: 'pre',
    properties: { className: ['prism-code', langClass], tabIndex: 0 },
    children: [{ type: 'element', tagName: 'code', properties: {}, children: codeChildren }],
  });
  const className = ['code-block', langClass];
  if (parsed.showLineNumbers) className.push('with-line-numbers');
  return { type: 'element', tagName: 'div', properties: { className }, children };
}
