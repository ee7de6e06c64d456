import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';
import type { ReportingSeverity } from '../../config/define.ts';
import { BuildError, BuildErrors } from '../../util/errors.ts';
import { hashBytes } from '../../util/hash.ts';
import { PIPELINE_KEY } from '../../version.ts';
import type { PluginContext } from '../types.ts';
import { frontMatterLine } from './line.ts';
import type { FrontMatterKind, frontMatterSchemas } from './schemas.ts';

type FrontMatterOf<K extends FrontMatterKind> = z.output<(typeof frontMatterSchemas)[K]>;

/** One key whose value the schema rejected. */
interface RejectedKey {
  key: string;
  given: unknown;
  allowed: string;
}

/** A file's front matter as its schema read it, and the keys it rejected. */
interface Checked<T> {
  value: T;
  rejected: RejectedKey[];
}

/** What the last check of a kind's front matter found, by the hash of each front matter's JSON. */
interface CheckRecord<T> {
  pipeline: string;
  checked: Record<string, Checked<T>>;
}

/**
 * The front matter of every file a plugin renders, as its schema reads it. A key whose value the schema
 * rejects is reported per `onInvalidFrontMatter` (every one in a single error, or a warning each) and
 * left out, so the plugin only ever reads values of the documented type. Unknown keys pass through.
 * A check is a function of the front matter alone (the schemas are the engine's, in PIPELINE_KEY), so
 * what the last build found is kept by each front matter's hash: an edit checks only the files it changed.
 */
export async function checkFrontMatter<K extends FrontMatterKind>(kind: K, plugin: string, sources: readonly string[], ctx: PluginContext): Promise<Map<string, FrontMatterOf<K>>> {
  type Result = Checked<FrontMatterOf<K>>;
  const frontMatters = sources.map((source) => ctx.meta(source).frontMatter);
  const ids = frontMatters.map((fm) => hashBytes(JSON.stringify(fm)));
  // One record per plugin instance: two docs instances sharing one would each drop the other's verdicts.
  const recordKey = `front-matter:${kind}:${plugin}`;
  const stored = ctx.memory.get(recordKey);
  const last = stored === undefined ? undefined : (JSON.parse(stored) as CheckRecord<FrontMatterOf<K>>);
  const before = last?.pipeline === PIPELINE_KEY ? last.checked : {};
  const checked: Record<string, Result> = {};
  const unchecked: number[] = [];
  ids.forEach((id, i) => {
    if (Object.hasOwn(before, id)) checked[id] = before[id];
    else unchecked.push(i);
  });
  if (unchecked.length) {
    const schema = (await import('./schemas.ts')).frontMatterSchemas[kind];
    for (const i of unchecked) checked[ids[i]] ??= validate(schema, frontMatters[i]) as Result;
  }
  if (unchecked.length || Object.keys(before).length !== Object.keys(checked).length) ctx.memory.set(recordKey, JSON.stringify({ pipeline: PIPELINE_KEY, checked } satisfies CheckRecord<FrontMatterOf<K>>));
  const severity = ctx.config.onInvalidFrontMatter;
  const valid = new Map<string, FrontMatterOf<K>>();
  const problems: BuildError[] = [];
  sources.forEach((source, i) => {
    const { value, rejected } = checked[ids[i]];
    valid.set(source, value);
    if (rejected.length && severity !== 'ignore') problems.push(...describe(rejected, source, ctx.config.root, severity));
  });
  if (severity === 'throw' && problems.length) throw problems.length === 1 ? problems[0] : new BuildErrors(problems);
  for (const problem of problems) ctx.warn(problem.format());
  return valid;
}

/** Parses, dropping each rejected key and parsing again: rules between keys only run once each key passes. */
function validate<S extends z.ZodObject>(schema: S, frontMatter: Record<string, unknown>): Checked<z.output<S>> {
  const input = { ...frontMatter };
  const rejected: RejectedKey[] = [];
  const shape = schema.shape as Record<string, z.ZodType>;
  for (;;) {
    const result = schema.safeParse(input);
    if (result.success) {
      // In the order the file lists them (YAML keeps it), not the order the schema found them.
      const order = Object.keys(frontMatter);
      return { value: result.data, rejected: rejected.sort((a, b) => order.indexOf(a.key) - order.indexOf(b.key)) };
    }
    const before = rejected.length;
    for (const issue of result.error.issues) {
      const key = String(issue.path[0]);
      if (!Object.hasOwn(input, key)) continue;
      const allowed = issue.code === 'custom' && typeof issue.params?.allowed === 'string' ? issue.params.allowed : shape[key]?.description;
      if (allowed === undefined) throw new Error(`Invariant failed: front matter key "${key}" has no description`);
      rejected.push({ key, given: input[key], allowed });
      delete input[key];
    }
    if (rejected.length === before) throw new Error(`Invariant failed: a front matter issue names no key: ${result.error.message}`);
  }
}

function describe(rejected: RejectedKey[], source: string, root: string, severity: ReportingSeverity): BuildError[] {
  const text = readSource(join(root, source));
  const hint = severity === 'throw' ? "fix the value or remove the key (onInvalidFrontMatter: 'warn' in the config builds anyway and ignores it)" : 'fix the value or remove the key';
  return rejected.map(({ key, given, allowed }) => {
    const line = text === undefined ? undefined : frontMatterLine(text, key);
    const message = `front matter "${key}" is ${shown(given)}; allowed: ${allowed}${severity === 'warn' ? ' (ignored)' : ''}`;
    return new BuildError(message, { file: source, line }, hint);
  });
}

/** The source text, only to point at the key's line: a file gone since it was compiled just loses the line. */
function readSource(abs: string): string | undefined {
  try {
    return readFileSync(abs, 'utf8');
  } catch {
    return undefined;
  }
}

const SHOWN_LENGTH = 60;

function shown(value: unknown): string {
  if (value === null) return 'empty';
  const json = JSON.stringify(value);
  return json.length > SHOWN_LENGTH ? `${json.slice(0, SHOWN_LENGTH - 1)}…` : json;
}
