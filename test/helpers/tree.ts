import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as assert from 'uvu/assert';

/** A site's files as relative path → bytes, for byte-for-byte comparisons of output trees. */
export type Tree = Map<string, Buffer>;

/** Every file under `dir` as relative path → bytes, in sorted path order. */
export function readTree(dir: string): Tree {
  const out = new Map<string, Buffer>();
  if (!existsSync(dir)) return out;
  const walk = (d: string) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const full = join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else out.set(relative(dir, full).split('\\').join('/'), readFileSync(full));
    }
  };
  walk(dir);
  return new Map([...out].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** The output folder (`build/`) of a site. */
export function snapshot(root: string): Tree {
  return readTree(join(root, 'build'));
}

/** Describes how two trees differ (first few paths), or returns undefined when they are identical. */
export function diffTrees(a: Tree, b: Tree): string | undefined {
  const problems: string[] = [];
  for (const [path, bytes] of a) {
    const other = b.get(path);
    if (!other) problems.push(`only in first: ${path}`);
    else if (!bytes.equals(other)) problems.push(`differs: ${path}`);
  }
  for (const path of b.keys()) if (!a.has(path)) problems.push(`only in second: ${path}`);
  return problems.length ? problems.slice(0, 10).join('\n') : undefined;
}

export function assertSameTree(actual: Tree, expected: Tree, what: string): void {
  assert.equal([...actual.keys()], [...expected.keys()], `${what}: same file list`);
  const differing = [...expected.keys()].filter((f) => !actual.get(f)!.equals(expected.get(f)!));
  assert.equal(differing, [], `${what}: same bytes`);
}

/** Files whose bytes differ between two trees (or exist in only one), sorted. */
export function changedFiles(before: Tree, after: Tree): string[] {
  return [...new Set([...before.keys(), ...after.keys()])].filter((f) => !before.get(f) || !after.get(f) || !before.get(f)!.equals(after.get(f)!)).sort();
}

/** Copies a site's sources to another folder: never a previous build's output, cache or staging folders. */
export function copySources(from: string, to: string): void {
  cpSync(from, to, { recursive: true, verbatimSymlinks: true, filter: (src) => !/(^|\/)(build|\.lectern|\.build\.lectern-[^/]*)$/.test(relative(from, src)) });
}

const TMP = fileURLToPath(new URL('../.tmp/', import.meta.url));

/**
 * Fresh copies of one fixture, each in its own folder under test/.tmp; `cleanup` removes them all.
 * `copy(tag)` returns the copied site's root.
 */
export function fixtureCopies(fixture: string, prefix: string): { copy(tag: string, from?: string): string; cleanup(): void } {
  const made: string[] = [];
  return {
    copy(tag, from = fixture) {
      mkdirSync(TMP, { recursive: true });
      const dir = mkdtempSync(join(TMP, `${prefix}-${tag}-`));
      made.push(dir);
      const root = join(dir, 'site');
      copySources(from, root);
      return root;
    },
    cleanup() {
      for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Rewrites a site file through `change`; a change that changes nothing is a broken test. */
export function editFile(root: string, file: string, change: (text: string) => string): void {
  const abs = join(root, file);
  const before = readFileSync(abs, 'utf8');
  const after = change(before);
  if (after === before) throw new Error(`test setup: editing ${file} changed nothing`);
  writeFileSync(abs, after);
}

/** A page of a site's output as text. */
export function page(root: string, file: string): string {
  return readFileSync(join(root, 'build', file), 'utf8');
}

/** A route's client payload (`__route.json` beside each page, `404.route.json`): it changes with its page. */
export function isRouteData(file: string): boolean {
  return file.endsWith('__route.json') || file.endsWith('.route.json');
}

/** The payload file of a page's HTML file. */
export function routeDataOf(htmlFile: string): string {
  return htmlFile === '404.html' ? '404.route.json' : htmlFile.replace(/index\.html$/, '__route.json');
}
