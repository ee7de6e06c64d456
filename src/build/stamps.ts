import { statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { REMOVED, type StoredPairs } from '../util/flat-pairs.ts';

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

/** Stamps one claim checks: small enough that two threads sharing a check finish close together. */
const CLAIM_SIZE = 2048;

/** The counters two threads share while checking one output: the next claim, and a mismatch flag. */
export function checkClaims(): Int32Array {
  return new Int32Array(new SharedArrayBuffer(8));
}

/**
 * Whether the output folder is exactly as the last build left it, read from the stamps as stored (false
 * when nothing was recorded). Threads may share the check: each claims runs of stamps through `claims`
 * until none are left or any thread found a mismatch, so a thread that joins late takes the runs nobody
 * took. Every thread parses the same texts, so a claim means the same stamps in each. The stored list's
 * own entries are claimed in order, then the changes made to it (which stand for the entries they
 * replace) as the last claim. True when this thread found no mismatch; the check passed when every
 * thread's did. Paths are joined by hand: they are the build's own relative paths, already normal, and
 * `path.join` normalising each of a few thousand took a fifth of the check.
 */
export function outputMatches(outDir: string, [base, changes]: StoredPairs, claims = checkClaims()): boolean {
  const flat = JSON.parse(base) as string[];
  const later = JSON.parse(changes) as string[];
  const replaced = new Set<string>();
  for (let i = 0; i < later.length; i += 2) replaced.add(later[i]);
  const recorded = later.some((value, i) => i % 2 === 1 && value !== REMOVED) || flat.some((path, i) => i % 2 === 0 && !replaced.has(path));
  if (!recorded) return false;
  const prefix = outDir.endsWith('/') ? outDir : `${outDir}/`;
  const pairs = flat.length / 2;
  const last = Math.ceil(pairs / CLAIM_SIZE);
  const mismatch = () => {
    Atomics.store(claims, 1, 1);
    return false;
  };
  for (let claim = Atomics.add(claims, 0, 1); claim <= last; claim = Atomics.add(claims, 0, 1)) {
    if (Atomics.load(claims, 1)) return false;
    if (claim === last) {
      for (let i = 0; i < later.length; i += 2) if (later[i + 1] !== REMOVED && stampOf(prefix + later[i]) !== later[i + 1]) return mismatch();
      continue;
    }
    const end = Math.min(pairs, (claim + 1) * CLAIM_SIZE) * 2;
    for (let i = claim * CLAIM_SIZE * 2; i < end; i += 2) if (!replaced.has(flat[i]) && stampOf(prefix + flat[i]) !== flat[i + 1]) return mismatch();
  }
  return Atomics.load(claims, 1) === 0;
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
