import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { hashBytes } from '../util/hash.ts';

/**
 * Writes a file into a staging folder, making its folder only when it is missing: most files land in
 * a folder that exists, so they cost one system call rather than two. The main thread and the render
 * workers both write this way.
 */
export function writeStagedFile(target: string, content: string | Uint8Array): void {
  try {
    writeFileSync(target, content);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, content);
  }
}

/** Stages `content` as `file` unless its hash is `previousHash` (the output already holds those bytes). */
export function stageIfChanged(staging: string, file: string, content: string | Uint8Array, previousHash: string | undefined): { hash: string; written: boolean } {
  const hash = hashBytes(content);
  const written = hash !== previousHash;
  if (written) writeStagedFile(join(staging, file), content);
  return { hash, written };
}
