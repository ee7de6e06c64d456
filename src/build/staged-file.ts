import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { hashBytes } from '../util/hash.ts';

/**
 * Where a build stages its output. A full build stages the output's tree, which then becomes the output
 * folder in one rename. An incremental build stages each file flat, named by the hash of its path: its
 * files move into folders that mostly exist already, and a tree in staging would cost a folder made
 * (and removed again) per page; on a theme edit of 1,000 pages that was a fifth of the build.
 */
export interface Staging {
  dir: string;
  flat: boolean;
}

/** Where `file` (output-relative) is staged. */
export function stagedPath(staging: Staging, file: string): string {
  return join(staging.dir, staging.flat ? hashBytes(file) : file);
}

/**
 * Runs a file operation, making the target's folder only when it is missing: most files land in a folder
 * that exists, so they cost one system call rather than two.
 */
export function intoFolder(target: string, operation: () => void): void {
  try {
    operation();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    mkdirSync(dirname(target), { recursive: true });
    operation();
  }
}

/** Writes a staged file. The main thread and the render workers both write this way. */
export function writeStagedFile(staging: Staging, file: string, content: string | Uint8Array): void {
  const target = stagedPath(staging, file);
  intoFolder(target, () => writeFileSync(target, content));
}

/** Moves a staged file to `target`. */
export function moveStagedFile(staging: Staging, file: string, target: string): void {
  const from = stagedPath(staging, file);
  intoFolder(target, () => renameSync(from, target));
}

/** Stages `content` as `file` unless its hash is `previousHash` (the output already holds those bytes). */
export function stageIfChanged(staging: Staging, file: string, content: string | Uint8Array, previousHash: string | undefined): { hash: string; written: boolean } {
  const hash = hashBytes(content);
  const written = hash !== previousHash;
  if (written) writeStagedFile(staging, file, content);
  return { hash, written };
}
