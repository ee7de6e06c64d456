import { statSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * Cheap identities of what a build left in the output folder: size, mtime and ctime of each file, and
 * mtime and ctime of each folder (a file added by anyone changes its folder's). A user can set mtime
 * back but not ctime, so a hand edit or a restored backup never passes for the build's own output.
 */
export type OutputStamps = Map<string, string>;

function stampOf(abs: string): string | undefined {
  const st = statSync(abs, { bigint: true, throwIfNoEntry: false });
  if (!st) return undefined;
  return st.isDirectory() ? `d:${st.mtimeNs}:${st.ctimeNs}` : `${st.size}:${st.mtimeNs}:${st.ctimeNs}`;
}

/** A file's folders, bottom-up, keyed with a trailing slash (the output folder itself is `/`). */
function* foldersOf(file: string): Generator<string> {
  for (let dir = dirname(file); dir !== '.'; dir = dirname(dir)) yield `${dir}/`;
  yield '/';
}

/**
 * Whether the output folder is exactly as the last build left it (false when nothing was recorded).
 * Paths are joined by hand: they are the build's own relative paths, already normal, and `path.join`
 * normalising each of a few thousand took a fifth of the check.
 */
export function outputMatches(outDir: string, stamps: OutputStamps): boolean {
  if (stamps.size === 0) return false;
  const base = outDir.endsWith('/') ? outDir : `${outDir}/`;
  for (const [path, stamp] of stamps) if (stampOf(base + path) !== stamp) return false;
  return true;
}

/**
 * The stamps after a build: what it wrote or removed, and every folder above those, are read again; the
 * rest keep the stamps the previous build recorded. Without previous stamps, every file and folder is read.
 */
export function stampOutput(outDir: string, files: ReadonlyMap<string, unknown>, previous: OutputStamps, changed: Iterable<string>): OutputStamps {
  if (previous.size === 0) return stampAll(outDir, files.keys());
  const stamps: OutputStamps = new Map(previous);
  const folders = new Set<string>();
  for (const file of changed) {
    if (files.has(file)) stamps.set(file, stampOf(join(outDir, file)) ?? 'missing');
    else stamps.delete(file);
    for (const folder of foldersOf(file)) folders.add(folder);
  }
  // A folder emptied by the deletions is gone from the disk (or a file now holds its name), and from the stamps with it.
  for (const folder of folders) {
    const stamp = stampOf(join(outDir, folder, '.'));
    if (stamp?.startsWith('d:')) stamps.set(folder, stamp);
    else stamps.delete(folder);
  }
  return stamps;
}

function stampAll(outDir: string, files: Iterable<string>): OutputStamps {
  const stamps: OutputStamps = new Map();
  const take = (path: string) => stamps.set(path, stampOf(join(outDir, path)) ?? 'missing');
  for (const file of files) {
    take(file);
    // Folders bottom-up, up to the first one taken already: its ancestors were taken with it.
    for (const folder of foldersOf(file)) {
      if (stamps.has(folder)) break;
      take(folder);
    }
  }
  return stamps;
}
