import { dirname, relative } from 'node:path';

/** Where in a user's file something went wrong. */
export interface SourceLocation {
  file: string;
  line?: number;
  column?: number;
}

/** An error caused by the user's input: printed as `file:line:col message` plus what to do, never with a stack. */
export class BuildError extends Error {
  constructor(
    message: string,
    readonly location?: SourceLocation,
    readonly hint?: string,
  ) {
    super(message);
    this.name = 'BuildError';
  }

  format(): string {
    const where = this.location
      ? [this.location.file, this.location.line, this.location.line ? this.location.column : undefined].filter((p) => p !== undefined).join(':') + ': '
      : '';
    return `${where}${this.message}${this.hint ? `\n  → ${this.hint}` : ''}`;
  }
}

/** Past this many errors, a report groups them by kind instead of listing each. */
const LIST_LIMIT = 5;
/** Files named under each kind of error in a grouped report. */
const EXAMPLES = 3;

function place(e: BuildError): string {
  return [e.location?.file, e.location?.line].filter((p) => p !== undefined).join(':') || '(no file)';
}

/**
 * Many errors (a site brought over from elsewhere) as one line per kind of error, with how often it
 * occurs and the first few files, rather than a wall of messages. The kind is the message with its
 * numbers (lines, columns) set aside.
 */
export function groupedReport(errors: readonly BuildError[]): string {
  if (errors.length <= LIST_LIMIT) return errors.map((e) => e.format()).join('\n');
  const kinds = new Map<string, BuildError[]>();
  for (const e of errors) {
    const kind = e.message.replace(/\d+/g, 'N');
    kinds.set(kind, [...(kinds.get(kind) ?? []), e]);
  }
  const lines = [`${errors.length} errors of ${kinds.size} kinds:`];
  for (const list of [...kinds.values()].sort((a, b) => b.length - a.length)) {
    const more = list.length > EXAMPLES ? `, and ${list.length - EXAMPLES} more` : '';
    lines.push(`  ${list.length}× ${list[0].message}${list[0].hint ? ` (${list[0].hint})` : ''}`, `     in ${list.slice(0, EXAMPLES).map(place).join(', ')}${more}`);
  }
  return lines.join('\n');
}

/** Several user errors found in one pass, reported together so one build shows them all. */
export class BuildErrors extends Error {
  constructor(readonly errors: BuildError[]) {
    super(groupedReport(errors));
    this.name = 'BuildErrors';
  }
}

export function formatError(err: unknown): string {
  if (err instanceof BuildError || err instanceof BuildErrors) return err instanceof BuildError ? err.format() : err.message;
  if (err instanceof Error) return err.stack ?? err.message;
  return String(err);
}

/** File-system refusals: a folder (or the whole file system) the build may not write to. */
const DENIED = new Set(['EACCES', 'EPERM', 'EROFS']);

/**
 * A write the file system refused, as one line naming the path and what to do; undefined for any other
 * error. The build writes `.lectern/`, the output folder and a staging folder beside it.
 */
export function writeRefused(err: unknown, root: string): BuildError | undefined {
  const { code, path } = (err ?? {}) as NodeJS.ErrnoException;
  if (!code || !DENIED.has(code) || !path) return undefined;
  const where = relative(root, path).startsWith('..') ? path : relative(root, path) || '.';
  const folder = dirname(where);
  const why = code === 'EROFS' ? 'the file system is read-only' : 'permission denied';
  const hint = where.startsWith('.lectern')
    ? 'make .lectern/ writable for this user: it holds the build cache and lock'
    : `make ${folder === '.' ? 'the site folder' : `${folder}/`} writable for this user, or build into a writable folder with --out`;
  return new BuildError(`cannot write ${where}: ${why}`, undefined, hint);
}
