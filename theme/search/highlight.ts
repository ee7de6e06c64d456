import type { Highlighted } from './types.ts';

/** Scripts written without spaces: their terms match inside longer runs, and a character is half a word. */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
/** Snippet units: one CJK character, or a run of anything else up to a space or CJK character. */
const UNITS = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]|[^\s\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+/gu;
const ELLIPSIS = '…';

export function isCjk(term: string): boolean {
  return CJK.test(term);
}

/** Words as the index splits them (src/search/tokenize.ts): an index term is a word of the text, lower-cased. */
const WORDS = /[\p{L}\p{N}]+/gu;

/**
 * Where the terms occur in the text, in order: a Latin term as a whole word (the index holds whole words,
 * and a prefix or fuzzy query reports the words it matched), a CJK term anywhere inside a run. No
 * regular expression is built per query: compiling one of Unicode classes over many prefix matches took
 * longer than a keystroke may.
 */
function matches(text: string, terms: readonly string[]): [start: number, end: number][] {
  const whole = new Set(terms.filter((t) => !isCjk(t)));
  const inside = terms.filter(isCjk);
  const found: [number, number][] = [];
  for (const { 0: word, index } of text.matchAll(WORDS)) {
    if (whole.has(word.toLowerCase())) found.push([index, index + word.length]);
    else if (inside.length && isCjk(word)) {
      for (const term of inside) for (let at = word.indexOf(term); at >= 0; at = word.indexOf(term, at + 1)) found.push([index + at, index + at + term.length]);
    }
  }
  // Overlapping CJK pairs (离线, 线索) merge into one highlighted run.
  found.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const range of found) {
    const last = merged[merged.length - 1];
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  return merged;
}

/** Text with every occurrence of the terms highlighted. */
export function highlight(text: string, terms: readonly string[]): Highlighted {
  const out: Highlighted = [];
  let at = 0;
  for (const [start, end] of matches(text, terms)) {
    if (start > at) out.push({ text: text.slice(at, start), mark: false });
    out.push({ text: text.slice(start, end), mark: true });
    at = end;
  }
  if (at < text.length) out.push({ text: text.slice(at), mark: false });
  return out;
}

/**
 * About `words` words of text around the first match, highlighted, with an ellipsis where it was cut.
 * The match comes after a third of the words, so the reader sees what leads to it. A CJK character
 * counts as half a word, so a snippet of Chinese holds about as much meaning as one of English.
 */
export function snippet(text: string, terms: readonly string[], words: number): Highlighted {
  const units = [...text.matchAll(UNITS)].map((m) => ({ start: m.index, end: m.index + m[0].length, weight: isCjk(m[0]) ? 0.5 : 1 }));
  if (!units.length) return [];
  const first = matches(text, terms)[0]?.[0] ?? 0;
  let from = Math.max(0, units.findIndex((u) => u.end > first));
  let budget = words;
  // Back up by a third of the budget, then fill forwards; text left over at the end goes back before.
  for (let lead = Math.floor(words / 3); lead > 0 && from > 0; lead -= units[from].weight) from--;
  let to = from;
  for (; to < units.length && budget >= units[to].weight; to++) budget -= units[to].weight;
  for (; from > 0 && budget >= units[from - 1].weight; from--) budget -= units[from - 1].weight;
  if (to === from) to = from + 1;
  const body = text.slice(units[from].start, units[to - 1].end);
  const cut = (from > 0 ? ELLIPSIS : '') + body + (to < units.length ? ELLIPSIS : '');
  return highlight(cut, terms);
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x27;': "'" };

/**
 * Reads the hosted service's highlighted HTML (`a <mark>match</mark>`, everything else escaped) into
 * runs, so results render as text and never as HTML.
 */
export function fromMarkedHtml(html: string): Highlighted {
  const decode = (s: string) => s.replace(/&(?:amp|lt|gt|quot|#39|#x27);/g, (e) => ENTITIES[e]);
  return html
    .split(/(<mark>[\s\S]*?<\/mark>)/)
    .filter(Boolean)
    .map((part) => (part.startsWith('<mark>') ? { text: decode(part.slice(6, -7)), mark: true } : { text: decode(part), mark: false }));
}

/** The plain text of highlighted runs. */
export function plain(text: Highlighted): string {
  return text.map((r) => r.text).join('');
}
