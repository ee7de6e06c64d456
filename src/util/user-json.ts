import JSON5 from 'json5';
import { BuildError } from './errors.ts';

/** Line and column (1-based) of a character offset. */
function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}

/**
 * Where JSON.parse stopped. V8 names an offset for most errors but none for an unexpected token; JSON5's
 * parser (a superset of JSON that reports line and column) finds that one. JSON5 accepts a few things
 * JSON does not (single quotes, comments), and V8 names no offset for some of them: no line then.
 */
function errorPlace(text: string, err: Error): { line: number; column: number } | undefined {
  const offset = /at position (\d+)/.exec(err.message);
  if (offset) return lineColumn(text, Number(offset[1]));
  try {
    JSON5.parse(text);
  } catch (e) {
    const { lineNumber, columnNumber } = e as { lineNumber?: number; columnNumber?: number };
    if (lineNumber) return { line: lineNumber, column: columnNumber ?? 1 };
  }
  return undefined;
}

/** Parses a JSON file the user wrote; a syntax error names the file, line and column, with `hint` on what to do. */
export function parseUserJson(text: string, file: string, hint: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (err) {
    const message = (err as Error).message.replace(/, (\.\.\.)?".*$/s, '').replace(/ in JSON at position \d+.*$/s, '');
    throw new BuildError(`invalid JSON: ${message}`, { file, ...errorPlace(text, err as Error) }, hint);
  }
}
