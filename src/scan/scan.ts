import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { glob } from 'tinyglobby';
import { BuildError } from '../util/errors.ts';
import { hashBytes } from '../util/hash.ts';

/** One input file: its path relative to the site root (POSIX) and the hash of its bytes. */
export interface InputFile {
  path: string;
  hash: string;
}

/** A folder (or single file) some stage reads, with the files in it that matter. */
export interface InputRoot {
  dir: string;
  patterns: string[];
  /** Prefix given to paths from this root when it lies outside the site (the framework's theme). */
  label?: string;
}

const IGNORE = ['**/node_modules/**', '**/.git/**', '**/.lectern/**', '**/.DS_Store'];

/** Lists and hashes every input. Reading every byte costs ~30 ms per 1,000 files and never misses an edit. */
export async function scanInputs(root: string, roots: readonly InputRoot[]): Promise<Map<string, InputFile>> {
  const files = new Map<string, InputFile>();
  for (const r of roots) {
    const base = join(root, r.dir);
    let found: string[];
    try {
      if (!statSync(base).isDirectory()) continue;
      found = await glob(r.patterns, { cwd: base, ignore: IGNORE, dot: false, followSymbolicLinks: true, onlyFiles: true });
    } catch {
      continue;
    }
    for (const rel of found.sort()) {
      const path = r.label ? `${r.label}/${rel}` : r.dir === '.' ? rel : `${r.dir}/${rel}`;
      if (files.has(path)) continue;
      files.set(path, { path, hash: hashBytes(readInput(join(base, rel), path)) });
    }
  }
  return files;
}

/** Reads an input, turning I/O failures into an error that names the file. */
export function readInput(abs: string, shown: string): Buffer {
  try {
    return readFileSync(abs);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'it is a broken link or vanished while building' : code === 'EISDIR' ? 'it is a folder with a file name' : code === 'EACCES' ? 'permission denied' : (err as Error).message;
    throw new BuildError(`cannot read input file (${why})`, { file: shown }, 'fix or remove the file, then build again');
  }
}
