import type { Element, Root } from 'hast';
import { createRequire } from 'node:module';
import { refractor } from 'refractor/core';
import { BuildError } from '../util/errors.ts';
import { codeBlockTree, DEFAULT_GRAMMARS, DEFAULT_LANGUAGES, isPlainLanguage } from './code-block.ts';

export { DEFAULT_GRAMMARS, DEFAULT_LANGUAGES, parseCodeMeta, type CodeMeta } from './code-block.ts';

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

/**
 * A fenced code block as one hast element (see codeBlockTree). An unknown language is an error:
 * silently unhighlighted code hides a typo or a missing grammar.
 */
export function codeBlockElement(rawCode: string, lang: string, meta: string, allowed: ReadonlySet<string>, where: { file: string; line?: number }): Element {
  const language = lang.toLowerCase();
  if (!isPlainLanguage(language) && !allowed.has(language)) {
    throw new BuildError(`code block language "${lang}" has no Prism grammar`, where, `add "${language}" to markdown.additionalLanguages in site.config.ts if Prism has it, or use \`text\``);
  }
  return codeBlockTree(rawCode, language, meta, (code, name): Root => {
    ensureGrammar(name);
    return refractor.highlight(code, name);
  });
}
