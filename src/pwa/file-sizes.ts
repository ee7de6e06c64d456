import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { stagedPath, type Staging } from '../build/staged-file.ts';

/** Output file → [content hash, size], as the last build measured it. */
type SizeRecord = Record<string, [string, number]>;

export interface FileSizes {
  sizeOf(file: string): number;
  /** Keeps this build's sizes for the next one. */
  save(): void;
}

/**
 * Sizes of output files, measured once per content: a file whose hash is unchanged keeps the size the
 * last build recorded, so a one-page edit of a 10,000-page site stats a handful of files, not 25,000.
 * A new or changed file is in the staging folder; the others are still in the output folder.
 */
export function fileSizes(root: string, outputs: ReadonlyMap<string, string>, staging: Staging, outDir: string): FileSizes {
  const recordFile = join(root, '.lectern', 'pwa', 'sizes.json');
  const known: SizeRecord = existsSync(recordFile) ? (JSON.parse(readFileSync(recordFile, 'utf8')) as SizeRecord) : {};
  const used: SizeRecord = {};
  return {
    sizeOf(file) {
      const hash = outputs.get(file)!;
      const hit = used[file] ?? known[file];
      if (hit?.[0] === hash) return (used[file] = hit)[1];
      const size = (statSync(stagedPath(staging, file), { throwIfNoEntry: false }) ?? statSync(join(outDir, file))).size;
      used[file] = [hash, size];
      return size;
    },
    save() {
      mkdirSync(dirname(recordFile), { recursive: true });
      writeFileSync(recordFile, JSON.stringify(used));
    },
  };
}
