import { lstatSync, readdir, statSync, type BigIntStats } from 'node:fs';
import { join, resolve } from 'node:path';
import type { FileSystemAdapter } from 'tinyglobby';
import { hashBytes } from '../util/hash.ts';
import { MISSING_FILE } from '../build/read-trace.ts';
import { refuseLinkCycles } from './link-cycles.ts';
import { readInput } from './read-input.ts';

/** One input file: its path relative to the site root (POSIX) and the hash of its bytes. */
export interface InputFile {
  path: string;
  hash: string;
  /** size, mtime, ctime and inode; '' when the file changed too recently for them to be trusted. */
  stat: string;
}

/** What the previous build knew of an input, so an unchanged file need not be read again. */
export type KnownInputs = ReadonlyMap<string, { hash: string; stat: string }>;

/**
 * A file modified this close to a scan may change again within the same clock tick without its stat
 * changing (git's "racy" case), so its stat is not recorded and the next scan reads it.
 */
const RACY_WINDOW_NS = 2_000_000_000n;

/** The time (ns) after which a change is too recent for a stat to stand for it: now less the racy window. */
function racyCutoff(): bigint {
  return BigInt(Date.now()) * 1_000_000n - RACY_WINDOW_NS;
}

/** A stat key safe to record (its last change is older than `racyAfter`), else ''. */
function settledKey(st: BigIntStats | undefined, racyAfter: bigint): string {
  return st && st.mtimeNs < racyAfter && st.ctimeNs < racyAfter ? statKey(st) : '';
}

/** A folder (or single file) some stage reads, with the files in it that matter. */
export interface InputRoot {
  dir: string;
  patterns: string[];
  /** Prefix given to paths from this root when it lies outside the site (the framework's theme). */
  label?: string;
  /** Include dotfiles: static folders publish `.well-known/` and `.nojekyll`. */
  dot?: boolean;
}

/** Folders and files the scan leaves out wherever they are: as glob patterns, and as names (namedFiles). */
const IGNORED_FOLDERS = ['node_modules', '.git', '.lectern'];
const IGNORED_FILES = ['.DS_Store'];
const IGNORE = [...IGNORED_FOLDERS.map((name) => `**/${name}/**`), ...IGNORED_FILES.map((name) => `**/${name}`)];
const IGNORED_NAMES = new Set([...IGNORED_FOLDERS, ...IGNORED_FILES]);

/** What a root's glob found: its files (sorted) and the symbolic links it refused. */
export interface Listing {
  files: string[];
  refused: string[];
  /**
   * Every folder the glob read, with its stamp (statKey) taken just before reading it; '' when it changed
   * too recently to be trusted. While every stamp holds, no file was added, removed or renamed in any of
   * them, so the listing still stands (see listingHolds).
   */
  folders: [dir: string, stamp: string][];
}

/**
 * Listings kept from an earlier scan (a watch session's, which drops them when a file or folder is added
 * or removed): `get` answers only for roots whose folders the session watches. Every file listed is
 * still checked by its stat, so an edit is never missed, only a file the watcher was not told of.
 */
export interface Listings {
  get(base: string, root: InputRoot): Listing | undefined;
  set(base: string, root: InputRoot, listing: Listing): void;
}

/**
 * Lists and hashes every input. A file whose size, mtime, ctime and inode match what the previous build
 * recorded keeps its hash unread; reading and hashing every byte would cost ~100 ms per 1,000 files.
 * Symbolic links are followed, except one that loops back to a folder above it: `warn` names each.
 */
export async function scanInputs(root: string, roots: readonly InputRoot[], known: KnownInputs = new Map(), warn: (message: string) => void = () => {}, listings?: Listings): Promise<Map<string, InputFile>> {
  const files = new Map<string, InputFile>();
  // Links resolve in whatever order the file system answers, and a link at the site root is met by every
  // root listing files there: the warnings go out once each, sorted.
  const refused: string[] = [];
  const racyAfter = racyCutoff();
  for (const r of roots) {
    const base = join(root, r.dir);
    const named = namedFiles(base, r);
    const listing = named ?? listings?.get(base, r) ?? (await listRoot(root, base, r, racyAfter));
    if (!listing) continue;
    if (!named) listings?.set(base, r, listing);
    refused.push(...listing.refused);
    for (const rel of listing.files) {
      const path = r.label ? `${r.label}/${rel}` : r.dir === '.' ? rel : `${r.dir}/${rel}`;
      if (files.has(path)) continue;
      const abs = join(base, rel);
      files.set(path, hashInput(abs, path, known.get(path), racyAfter));
    }
  }
  for (const message of [...new Set(refused)].sort()) warn(message);
  return files;
}

/** A pattern that names one path: no glob syntax, no empty, `.` or `..` segment, no separator at either end. */
const NAMED = /^(?!\/)(?!.*\/$)(?!.*\/\/)(?!(?:.*\/)?\.\.?(?:\/|$))[^*?[\]{}()!+@\\]+$/;

/**
 * A root of named files only (the config file, a sidebars file, `versions.json`, `docs/tags.yml`): each
 * is found by a stat, without the globber or a stored listing. The site root they sit in changes with
 * every build's staging folder, so its listing was made again by the build after any that wrote. Left
 * to the glob (undefined) when a folder on the way is a symbolic link or a stat fails otherwise than
 * with "no such file", so links are followed, refused and reported as the glob does.
 */
function namedFiles(base: string, r: InputRoot): Listing | undefined {
  // A dotfile or dot-folder (unless the root takes them) and an ignored name stay the glob's to decide.
  const plain = (segment: string) => !IGNORED_NAMES.has(segment) && (r.dot || !segment.startsWith('.'));
  if (!r.patterns.every((p) => NAMED.test(p) && p.split('/').every(plain))) return undefined;
  try {
    if (!statSync(base).isDirectory()) return undefined;
    const files: string[] = [];
    for (const pattern of r.patterns) {
      const segments = pattern.split('/');
      let folder = base;
      for (const segment of segments.slice(0, -1)) {
        folder = join(folder, segment);
        if (lstatSync(folder, { throwIfNoEntry: false })?.isSymbolicLink()) return undefined;
      }
      if (statSync(join(base, pattern), { throwIfNoEntry: false })?.isFile()) files.push(pattern);
    }
    return { files: [...new Set(files)].sort(), refused: [], folders: [] };
  } catch {
    return undefined;
  }
}

/** The files one root's patterns match; undefined when its folder is missing or unreadable. */
async function listRoot(siteRoot: string, base: string, r: InputRoot, racyAfter: bigint): Promise<Listing | undefined> {
  const refused: string[] = [];
  const folders: Listing['folders'] = [];
  // Stamped before it is read: a file added meanwhile moves the stamp on, so the listing is not trusted later.
  const stampedReaddir = ((dir: string, options: object, done: () => void) => {
    const st = statSync(dir, { bigint: true, throwIfNoEntry: false });
    folders.push([resolve(base, dir), settledKey(st, racyAfter)]);
    readdir(dir, options, done);
  }) as unknown as NonNullable<FileSystemAdapter['readdir']>;
  try {
    if (!statSync(base).isDirectory()) return undefined;
    // Loaded when a folder is listed: a build whose stored listings still hold never loads the globber
    // (tinyglobby, fdir and picomatch, which fdir requires again from node_modules at load).
    const { glob } = await import('tinyglobby');
    const files = await glob(r.patterns, { cwd: base, ignore: IGNORE, dot: r.dot ?? false, followSymbolicLinks: true, onlyFiles: true, fs: { ...refuseLinkCycles(base, siteRoot, (m) => refused.push(m)), readdir: stampedReaddir } });
    return { files: files.sort(), refused, folders };
  } catch {
    return undefined;
  }
}

/** Whether a listing still stands: every folder it read (at least one) is there with the stamp it had then. */
export function listingHolds(listing: Listing): boolean {
  return listing.folders.length > 0 && listing.folders.every(([dir, stamp]) => {
    if (!stamp) return false;
    const st = statSync(dir, { bigint: true, throwIfNoEntry: false });
    return st !== undefined && statKey(st) === stamp;
  });
}

/** The stat fields that change whenever a file's bytes do (ctime catches an mtime set back by hand). */
export function statKey(st: BigIntStats): string {
  return `${st.size}:${st.mtimeNs}:${st.ctimeNs}:${st.ino}`;
}

function hashInput(abs: string, path: string, before: { hash: string; stat: string } | undefined, racyAfter: bigint): InputFile {
  const st = statSync(abs, { bigint: true, throwIfNoEntry: false });
  const stat = st ? statKey(st) : '';
  if (before && stat && before.stat === stat) return { path, hash: before.hash, stat };
  const hash = hashBytes(readInput(abs, path));
  return { path, hash, stat: settledKey(st, racyAfter) };
}

/**
 * Adds the files the previous build read beyond the input roots (see ReadTrace), named as traced. A file
 * gone since is recorded as missing rather than an error: whatever imported it fails with its own message.
 */
export function scanTraced(files: Map<string, InputFile>, names: readonly string[], locate: (name: string) => string, known: KnownInputs = new Map()): void {
  const racyAfter = racyCutoff();
  for (const name of names) {
    if (files.has(name)) continue;
    const abs = locate(name);
    files.set(name, statSync(abs, { throwIfNoEntry: false })?.isFile() ? hashInput(abs, name, known.get(name), racyAfter) : { path: name, hash: MISSING_FILE, stat: '' });
  }
}
