import { CORE_SCHEMA, load, YAMLException } from 'js-yaml';

/** A YAML document that cannot be read, with where (1-based, in the text parsed) when the parser knows. */
export class YamlError extends Error {
  constructor(
    readonly reason: string,
    readonly line?: number,
    readonly column?: number,
  ) {
    super(reason);
  }
}

/**
 * Values a document's aliases may repeat. js-yaml resolves an alias to the anchored value itself, so a
 * few lines of nested aliases (an "alias bomb") are a small graph that every later JSON.stringify
 * expands exponentially. Real front matter and author files repeat a few values, if any.
 */
const MAX_EXPANDED_VALUES = 10_000;

/**
 * Parses YAML with the YAML 1.2 core schema: dates, `yes`/`no` and `1_000` stay strings, as every
 * parser of YAML 1.2 reads them. js-yaml is what Docusaurus reads front matter with, and it parses a
 * typical front matter block ~4× faster than the `yaml` package did (a quarter second of a 1k build).
 */
export function parseYaml(text: string): unknown {
  let value: unknown;
  try {
    value = load(text, { schema: CORE_SCHEMA });
  } catch (err) {
    if (!(err instanceof YAMLException)) throw err;
    if (!err.mark) throw new YamlError(err.reason);
    // An unclosed bracket or quote is found at the end of the stream, past the last line: the last line
    // (where the value that never ends usually is) is where to look.
    const lines = text.replace(/\n$/, '').split('\n');
    if (err.mark.line < lines.length) throw new YamlError(err.reason, err.mark.line + 1, err.mark.column + 1);
    throw new YamlError(err.reason, lines.length, lines[lines.length - 1].length + 1);
  }
  if (aliasesExpandPast(value, MAX_EXPANDED_VALUES)) throw new YamlError(`Excessive alias count: its aliases expand the document to more than ${MAX_EXPANDED_VALUES.toLocaleString('en')} values`);
  return value;
}

/**
 * Whether walking `value` as JSON would visit more than `limit` values again: those reached through a
 * collection met before (an alias, or an anchor inside itself, which is a cycle). The first visit of each
 * value is bounded by the text's size, so a document holding many values but few aliases passes.
 */
function aliasesExpandPast(value: unknown, limit: number): boolean {
  const seen = new Set<object>();
  let repeated = 0;
  // A stack, not recursion: a cycle would recurse `limit` deep.
  const stack: [value: unknown, again: boolean][] = [[value, false]];
  while (stack.length) {
    const [v, again] = stack.pop()!;
    if (again && ++repeated > limit) return true;
    if (v === null || typeof v !== 'object') continue;
    const expanding = again || seen.has(v);
    seen.add(v);
    for (const item of Array.isArray(v) ? v : Object.values(v)) stack.push([item, expanding]);
  }
  return false;
}
