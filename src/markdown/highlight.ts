import type { Element, Root } from 'hast';
import { refractor } from 'refractor/core';
import { BuildError } from '../util/errors.ts';
import { codeBlockTree, DEFAULT_LANGUAGES, isPlainLanguage } from './code-block.ts';
import { MERMAID_LANGUAGE } from './mermaid.ts';
import type { UnhighlightedBlock } from './types.ts';

export { DEFAULT_GRAMMARS, DEFAULT_LANGUAGES, parseCodeMeta, type CodeMeta } from './code-block.ts';

const loaded = new Map<string, Set<string>>();

/**
 * Registers the default grammars and then `additionalLanguages` (refractor grammar names), and returns
 * every fence name allowed with them. Nothing highlights before this: codeBlockElement takes its result.
 * The grammar modules load here, so compiling a page whose blocks were all taken over from its last
 * compile loads none of them.
 */
export async function languagesFor(additional: readonly string[]): Promise<Set<string>> {
  const key = additional.join(',');
  const known = loaded.get(key);
  if (known) return known;
  // A site's own grammars register after the defaults, as every build registers them.
  (await import('./default-grammars.ts')).registerDefaultGrammars();
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

/** How an unknown language is met: an error, or (`unhighlighted` given) plain text, recorded there. */
export interface UnknownLanguagePolicy {
  where: { file: string; line?: number };
  /** With `markdown.onUnknownLanguage: 'warn'`: where such blocks are recorded (the first per language). */
  unhighlighted?: UnhighlightedBlock[];
}

const unhighlightedTree = (code: string): Root => ({ type: 'root', children: [{ type: 'text', value: code }] });

/**
 * A fenced code block as one hast element (see codeBlockTree). An unknown language is an error by
 * default: silently unhighlighted code hides a typo or a missing grammar. A site that asks for warnings
 * (every Docusaurus site: Docusaurus shows such blocks as plain text) gets the block unhighlighted.
 * `allowed` comes from languagesFor, which registered the grammars.
 */
export function codeBlockElement(rawCode: string, lang: string, meta: string, allowed: ReadonlySet<string>, policy: UnknownLanguagePolicy): Element {
  const language = lang.toLowerCase();
  if (isPlainLanguage(language) || allowed.has(language)) return codeBlockTree(rawCode, language, meta, (code, name): Root => refractor.highlight(code, name));
  const { where, unhighlighted } = policy;
  if (!unhighlighted) {
    const hint = language === MERMAID_LANGUAGE ? 'set markdown.mermaid: true to draw it as a diagram, or use `text`' : `add "${language}" to markdown.additionalLanguages in site.config.ts if Prism has it, or use \`text\``;
    throw new BuildError(`code block language "${lang}" has no Prism grammar`, where, hint);
  }
  if (!unhighlighted.some((b) => b.language === language)) unhighlighted.push({ language, ...(where.line !== undefined && { line: where.line }) });
  return codeBlockTree(rawCode, language, meta, unhighlightedTree);
}
