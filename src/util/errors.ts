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

/** Several user errors found in one pass, reported together so one build shows them all. */
export class BuildErrors extends Error {
  constructor(readonly errors: BuildError[]) {
    super(errors.map((e) => e.format()).join('\n'));
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
