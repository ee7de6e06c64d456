/** Chinese and Japanese scripts write no spaces between words, so each character counts as one. */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu;
/** A run of letters or digits, kept whole across inner apostrophes and hyphens (`don't`, `e-mail`). */
const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

/** Words in a piece of text, for reading time; both pipelines count the same text nodes with it. */
export function countWords(text: string): number {
  const cjk = text.match(CJK)?.length ?? 0;
  return cjk + ((cjk ? text.replace(CJK, ' ') : text).match(WORD)?.length ?? 0);
}

/** Text with its whitespace collapsed, or undefined when nothing is left. */
export function plainText(text: string): string | undefined {
  return text.replace(/\s+/g, ' ').trim() || undefined;
}
