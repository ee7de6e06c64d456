import { existsSync, readFileSync, statSync } from 'node:fs';
import { isAbsolute, join, relative, sep } from 'node:path';
import { frameworkRoot } from '../util/framework-root.ts';
import { hashBytes } from '../util/hash.ts';
import { toPosix } from '../util/paths.ts';

/**
 * Files a build read that no input root lists: modules a config, sidebars file, page or component
 * imports, in any folder, and the files of the packages they come from. The next build scans them like
 * any input, so an edit to one of them is seen without anyone listing it.
 *
 * Each is named independently of where the site lives: relative to the site, `@lectern/…` inside
 * Lectern itself, absolute only when it is in neither (a package hoisted above both).
 */
export class ReadTrace {
  private readonly names = new Set<string>();

  constructor(readonly root: string) {}

  /** Records an absolute path, and the `package.json` of the package it belongs to (its name@version). */
  add(abs: string): void {
    this.names.add(traceName(this.root, abs));
    const pkg = packageJsonOf(abs);
    if (pkg) this.names.add(traceName(this.root, pkg));
  }

  addAll(files: Iterable<string>): void {
    for (const abs of files) this.add(abs);
  }

  /** Records names a previous trace made (package.json entries included): nothing to resolve again. */
  addNames(names: Iterable<string>): void {
    for (const name of names) this.names.add(name);
  }

  list(): string[] {
    return [...this.names].sort();
  }
}

const FRAMEWORK_LABEL = '@lectern';

function inside(parent: string, abs: string): string | undefined {
  const rel = relative(parent, abs);
  return rel && !rel.startsWith('..') && !isAbsolute(rel) ? toPosix(rel) : undefined;
}

/** Lectern's theme is named `@lectern/theme/…` even when the site is Lectern's own folder, as the scan names it. */
export function traceName(root: string, abs: string): string {
  const fw = frameworkRoot();
  const inTheme = inside(join(fw, 'theme'), abs);
  if (inTheme) return `${FRAMEWORK_LABEL}/theme/${inTheme}`;
  const inSite = inside(root, abs);
  if (inSite) return inSite;
  const inFramework = inside(fw, abs);
  return inFramework ? `${FRAMEWORK_LABEL}/${inFramework}` : toPosix(abs);
}

export function tracedFile(root: string, name: string): string {
  if (name.startsWith(`${FRAMEWORK_LABEL}/`)) return join(frameworkRoot(), name.slice(FRAMEWORK_LABEL.length + 1));
  return isAbsolute(name) ? name : join(root, name);
}

/** `…/node_modules/pkg/package.json` (or `@scope/pkg`) for a file inside an installed package. */
function packageJsonOf(abs: string): string | undefined {
  const parts = abs.split(sep);
  const at = parts.lastIndexOf('node_modules');
  if (at < 0 || at + 1 >= parts.length) return undefined;
  const end = parts[at + 1].startsWith('@') ? at + 3 : at + 2;
  const file = join(parts.slice(0, end).join(sep) || sep, 'package.json');
  return existsSync(file) ? file : undefined;
}

/** The hash recorded for a traced file that does not exist (any more): whatever was built from it is stale. */
export const MISSING_FILE = 'missing';

export function hashFileOrMissing(abs: string): string {
  return statSync(abs, { throwIfNoEntry: false })?.isFile() ? hashBytes(readFileSync(abs)) : MISSING_FILE;
}
