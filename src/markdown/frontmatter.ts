import { BuildError } from '../util/errors.ts';
import { parseYaml, YamlError } from '../util/yaml.ts';

export interface SplitSource {
  frontMatter: Record<string, unknown>;
  body: string;
  /** How many lines precede the body, to turn body positions into file lines. */
  bodyLineOffset: number;
}

// The closing `---` must stand alone on its line (a value such as `a---` does not close the block); the
// YAML group is optional so that an empty block (`---` right after `---`) still matches.
const FENCE = /^---[ \t]*\r?\n(?:([\s\S]*?)\r?\n)?---[ \t]*(?:\r?\n|$)/;

/** Splits YAML front matter off a Markdown source and parses it (js-yaml does the parsing). */
export function splitFrontMatter(source: string, file: string): SplitSource {
  const match = FENCE.exec(source);
  if (!match) return { frontMatter: {}, body: source, bodyLineOffset: 0 };
  let data: unknown;
  try {
    data = parseYaml(match[1] ?? '') ?? {};
  } catch (err) {
    if (!(err instanceof YamlError)) throw err;
    // The parser counts lines from the front matter's start, which is file line 2. Without a position
    // (an alias bomb) the error points at the block's first line.
    throw new BuildError(`invalid YAML front matter: ${err.reason}`, { file, line: (err.line ?? 1) + 1, column: err.column }, 'fix the front matter between the two `---` lines');
  }
  if (typeof data !== 'object' || Array.isArray(data)) {
    throw new BuildError('front matter must be a YAML mapping (key: value lines)', { file, line: 2 }, 'write front matter as `key: value` pairs');
  }
  const consumed = match[0];
  return { frontMatter: data as Record<string, unknown>, body: source.slice(consumed.length), bodyLineOffset: consumed.split('\n').length - 1 };
}
