import { readFileSync } from 'node:fs';
import { BuildError } from '../util/errors.ts';

/**
 * Reads an input, turning I/O failures into an error that names the file. A module of its own: workers
 * read the files they compile, and importing the scan would load its glob (~10 ms of a worker's start).
 */
export function readInput(abs: string, shown: string): Buffer {
  try {
    return readFileSync(abs);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'it is a broken link or vanished while building' : code === 'EISDIR' ? 'it is a folder with a file name' : code === 'EACCES' ? 'permission denied' : (err as Error).message;
    throw new BuildError(`cannot read input file (${why})`, { file: shown }, 'fix or remove the file, then build again');
  }
}
