import { copyFileSync, existsSync, mkdirSync, readdirSync, renameSync, rmdirSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { intoFolder, moveStagedFile, stagedPath, writeStagedFile, type Staging } from './staged-file.ts';

/**
 * Output is written to a staging folder beside the output folder (same file system, so renames are
 * atomic) and moved into place only once the whole build has succeeded.
 */
export class StagedOutput {
  readonly staging: Staging;
  private readonly written = new Set<string>();

  /** `full`: the staged tree replaces the whole output folder (replaceAll); else files move in one by one. */
  constructor(
    readonly outDir: string,
    full: boolean,
  ) {
    this.staging = { dir: join(dirname(outDir), `.${basename(outDir)}.lectern-staging-${process.pid}`), flat: !full };
    rmSync(this.staging.dir, { recursive: true, force: true });
    mkdirSync(this.staging.dir, { recursive: true });
  }

  write(file: string, content: string | Uint8Array): void {
    writeStagedFile(this.staging, file, content);
    this.written.add(file);
  }

  /** Records a file another thread wrote into the staging folder. */
  wroteElsewhere(file: string): void {
    this.written.add(file);
  }

  copy(file: string, from: string): void {
    const target = stagedPath(this.staging, file);
    intoFolder(target, () => copyFileSync(from, target));
    this.written.add(file);
  }

  /** Files staged by this build (output-relative). */
  get files(): ReadonlySet<string> {
    return this.written;
  }

  get count(): number {
    return this.written.size;
  }

  /**
   * Whether a staged file turns an output file of the last build into a folder or back (`old.html`
   * becoming `old.html/index.html`): such a file can only move in after the deletions.
   */
  crossesPrevious(previous: Iterable<string>): boolean {
    const files = new Set(previous);
    const folders = new Set<string>();
    for (const file of files) for (let dir = dirname(file); dir !== '.' && !folders.has(dir); dir = dirname(dir)) folders.add(dir);
    for (const file of this.written) {
      if (folders.has(file)) return true;
      for (let dir = dirname(file); dir !== '.'; dir = dirname(dir)) if (files.has(dir)) return true;
    }
    return false;
  }

  /** A full build: the staging folder becomes the output folder in one rename. */
  replaceAll(): void {
    if (this.staging.flat) throw new Error('Invariant failed: flat staging cannot replace the output folder');
    const old = `${this.outDir}.lectern-old-${process.pid}`;
    if (existsSync(this.outDir)) renameSync(this.outDir, old);
    renameSync(this.staging.dir, this.outDir);
    rmSync(old, { recursive: true, force: true });
  }

  /**
   * An incremental build: stale files are removed, then each changed file replaces its old copy by
   * rename. Removing first frees a path that turns from a file into a folder (`old.html` becoming
   * `old.html/index.html`) or back (a page folder `foo/` giving way to a static file `foo`).
   */
  applyChanges(deleted: Iterable<string>): void {
    for (const file of deleted) {
      rmSync(join(this.outDir, file), { force: true });
      removeEmptyParents(this.outDir, dirname(join(this.outDir, file)));
    }
    for (const file of this.written) moveStagedFile(this.staging, file, join(this.outDir, file));
    this.discard();
  }

  discard(): void {
    rmSync(this.staging.dir, { recursive: true, force: true });
  }
}

/**
 * Removes the staging and replaced-output folders a killed build left beside the output folder. Called
 * with the build lock held, so no live build of this output owns one.
 */
export function removeLeftovers(outDir: string): void {
  const parent = dirname(outDir);
  const name = basename(outDir);
  let entries: string[];
  try {
    entries = readdirSync(parent);
  } catch {
    return;
  }
  for (const entry of entries) {
    if (entry.startsWith(`.${name}.lectern-staging-`) || entry.startsWith(`${name}.lectern-old-`)) rmSync(join(parent, entry), { recursive: true, force: true });
  }
}

function removeEmptyParents(root: string, dir: string): void {
  let current = dir;
  while (current.startsWith(root + '/') && existsSync(current) && readdirSync(current).length === 0) {
    rmdirSync(current);
    current = dirname(current);
  }
}
