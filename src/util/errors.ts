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
