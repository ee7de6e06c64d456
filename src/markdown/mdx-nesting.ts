import { BuildError } from '../util/errors.ts';

/**
 * How deep `.mdx` lists and quotes may nest. The MDX parser's time grows with the cube of list depth
 * (200 levels take ~1 s, 300 levels 3 s, 2,000 levels 8 minutes before it overflows the stack), so a
 * file nested deeper is refused up front. markdown-it, for `.md`, stops nesting at 100 levels itself.
 */
const MAX_DEPTH = 100;

/** Columns of indentation that allow more than MAX_DEPTH nested list items (each needs at least two). */
const MAX_INDENT = MAX_DEPTH * 2;

const QUOTES = /^ {0,3}(?:> ?)+/;

/** Throws a BuildError naming the first line that nests too deep. */
export function checkMdxNesting(body: string, file: string, lineOffset: number): void {
  const lines = body.split('\n');
  for (const [i, line] of lines.entries()) {
    let indent = 0;
    for (const ch of line) {
      if (ch === ' ') indent++;
      else if (ch === '\t') indent += 4 - (indent % 4);
      else break;
    }
    const quotes = QUOTES.exec(line)?.[0].split('>').length ?? 1;
    if (indent > MAX_INDENT || quotes - 1 > MAX_DEPTH) {
      throw new BuildError(`lists or quotes nested deeper than ${MAX_DEPTH} levels`, { file, line: lineOffset + i + 1 }, 'flatten this part of the page: MDX takes minutes to compile nesting this deep');
    }
  }
}
