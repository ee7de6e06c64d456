import { parse, YAMLParseError } from 'yaml';
import { BuildError } from '../util/errors.ts';

export interface SplitSource {
  frontMatter: Record<string, unknown>;
  body: string;
  /** How many lines precede the body, to turn body positions into file lines. */
  bodyLineOffset: number;
}

// The closing `---` must stand alone on its line (a value such as `a---` does not close the block); the
// YAML group is optional so that an empty block (`---` right after `---`) still matches.
const FENCE = /^---[ \t]*\r?\n(?:([\s\S]*?)\r?\n)?---[ \t]*(?:\r?\n|$)/;

/** Splits YAML front matter off a Markdown source and parses it (the YAML library does the parsing). */
export function splitFrontMatter(source: string, file: string): SplitSource {
  const match = FENCE.exec(source);
  if (!match) return { frontMatter: {}, body: source, bodyLineOffset: 0 };
  let data: unknown;
  try {
    data = parse(match[1] ?? '') ?? {};
  } catch (err) {
    if (err instanceof YAMLParseError) {
      const pos = err.linePos?.[0];
      // The library's message counts lines from the front matter's start; the location counts from the file's.
      const reason = err.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
      throw new BuildError(`invalid YAML front matter: ${reason}`, { file, line: (pos?.line ?? 0) + 1, column: pos?.col }, 'fix the front matter between the two `---` lines');
    }
    // The library refuses some input outright (an alias bomb: "Excessive alias count…"); it has no position.
    throw new BuildError(`invalid YAML front matter: ${(err as Error).message.split('\n')[0]}`, { file, line: 2 }, 'fix the front matter between the two `---` lines');
  }
  if (typeof data !== 'object' || Array.isArray(data)) {
    throw new BuildError('front matter must be a YAML mapping (key: value lines)', { file, line: 2 }, 'write front matter as `key: value` pairs');
  }
  const consumed = match[0];
  return { frontMatter: data as Record<string, unknown>, body: source.slice(consumed.length), bodyLineOffset: consumed.split('\n').length - 1 };
}
