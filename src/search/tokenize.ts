/**
 * Splits text into search terms, the same way at build time and in the browser. Scripts written
 * without spaces (Chinese, Japanese, Korean) go through `Intl.Segmenter` for words, and every pair of
 * adjacent characters is a term too, so a two-character query finds a page whatever the segmenter
 * made of the surrounding text.
 */
const WORDS = /[\p{L}\p{N}]+/gu;
const CJK_RUNS = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+|[^\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+/gu;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
/** Every CJK character is at U+1100 or above: a plain range test spares most words the script test. */
const MAYBE_CJK = /[\u1100-\uffff]/;

let segmenter: Intl.Segmenter | undefined;

export function tokenize(text: string): string[] {
  // Most text has no CJK at all: its words are the terms, found in one pass without a match object each.
  if (!MAYBE_CJK.test(text)) return text.match(WORDS) ?? [];
  const terms: string[] = [];
  for (const word of text.match(WORDS) ?? []) {
    if (!MAYBE_CJK.test(word) || !CJK.test(word)) {
      terms.push(word);
      continue;
    }
    for (const [run] of word.matchAll(CJK_RUNS)) {
      if (!CJK.test(run)) terms.push(run);
      else cjkTerms(run, terms);
    }
  }
  return terms;
}

function cjkTerms(run: string, into: string[]): void {
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'word' });
  for (const { segment, isWordLike } of segmenter.segment(run)) if (isWordLike && segment.length > 1) into.push(segment);
  if (run.length === 1) into.push(run);
  for (let i = 0; i + 2 <= run.length; i++) into.push(run.slice(i, i + 2));
}

/**
 * English words so common they match nearly every section: left out of the index (their postings were
 * about a fifth of it) and of queries alike.
 */
const STOP_WORDS = new Set('a an and are as at be but by can do for from has have if in into is it its no not of on or so such that the their then there these they this to was were when which will with you your'.split(' '));

/** Terms are compared lower-cased; single Latin letters and digits carry no meaning alone. */
export function processTerm(term: string): string | null {
  const lower = term.toLowerCase();
  return (lower.length < 2 && !CJK.test(lower)) || STOP_WORDS.has(lower) ? null : lower;
}
