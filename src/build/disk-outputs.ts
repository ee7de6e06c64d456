import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { hashBytes } from '../util/hash.ts';

/** Hashing runs in slices this long, so compile results keep flowing to the main thread meanwhile. */
const SLICE_MS = 8;

/**
 * Every file the output folder holds, with the hash of its bytes: what a build with no record of the
 * output to trust (`--clean`, a first build, a folder changed by hand) compares its files with. It then
 * writes only the files that differ, as an incremental build does, instead of a whole new tree: creating
 * a file and its folder is the costliest part of rendering a page on a busy disk, and the replaced tree's
 * thousands of files had to be deleted too.
 *
 * Undefined when there is no folder, or it holds anything but files and folders with files in them (a
 * link, an empty folder): only the whole-tree replacement is sure to leave nothing of those behind.
 */
export async function diskOutputs(outDir: string): Promise<Map<string, string> | undefined> {
  const files: string[] = [];
  try {
    if (!listFiles(outDir, '', files)) return undefined;
    const hashes = new Map<string, string>();
    let slice = performance.now();
    for (const file of files) {
      hashes.set(file, hashBytes(readFileSync(join(outDir, file))));
      if (performance.now() - slice > SLICE_MS) {
        await new Promise<void>((resolve) => setImmediate(resolve));
        slice = performance.now();
      }
    }
    return hashes;
  } catch {
    // Unreadable or changing under us: the whole-tree replacement needs none of it.
    return undefined;
  }
}

/** Adds the files below `dir` (as `prefix` + name); false when it finds an entry a file list cannot stand for. */
function listFiles(dir: string, prefix: string, into: string[]): boolean {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return false;
  }
  if (entries.length === 0) return false;
  for (const entry of entries) {
    if (entry.isDirectory()) {
      if (!listFiles(join(dir, entry.name), `${prefix}${entry.name}/`, into)) return false;
    } else if (entry.isFile()) into.push(prefix + entry.name);
    else return false;
  }
  return true;
}
