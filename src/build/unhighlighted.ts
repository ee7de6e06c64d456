import type { UnhighlightedBlock } from '../markdown/types.ts';
import { byCodeUnit } from '../util/order.ts';

/** Places listed per language before the rest are counted. */
const LISTED = 3;

/**
 * One warning per language left unhighlighted (markdown.onUnknownLanguage: 'warn'), naming where it
 * first appears in the first few files: a site brought over from Docusaurus may have hundreds of them.
 */
export function unhighlightedWarnings(files: Iterable<[file: string, blocks: readonly UnhighlightedBlock[] | undefined]>): string[] {
  const places = new Map<string, string[]>();
  for (const [file, blocks] of files) {
    for (const block of blocks ?? []) {
      const list = places.get(block.language) ?? [];
      list.push(block.line === undefined ? file : `${file}:${block.line}`);
      places.set(block.language, list);
    }
  }
  return [...places].sort(([a], [b]) => byCodeUnit(a, b)).map(([language, list]) => {
    const sorted = list.sort(byCodeUnit);
    const more = sorted.length > LISTED ? ` and ${sorted.length - LISTED} more files` : '';
    return `code blocks in "${language}" are shown without highlighting (no Prism grammar): ${sorted.slice(0, LISTED).join(', ')}${more}; add "${language}" to markdown.additionalLanguages if Prism has it`;
  });
}
