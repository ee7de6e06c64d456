import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { ENGINE_EXTERNALS } from '../scripts/engine-externals.js';
import { engineIsFresh } from '../scripts/engine-freshness.js';
import { frameworkRoot, FROM_SOURCE } from './util/framework-root.ts';
import { hashBytes, hashParts } from './util/hash.ts';
import { byCodeUnit } from './util/order.ts';

/** The version in a framework folder's package.json. */
function versionAt(root: string): string {
  return (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version;
}

/** The framework's version, as its package.json gives it. */
export const FRAMEWORK_VERSION = versionAt(frameworkRoot());

/** Written by scripts/build-engine.js beside the bundle: the hash of every file it emitted. */
export const ENGINE_CODE_FILE = 'dist/engine.json';

/** Hash of every file under `dirs` (paths relative to the framework, in code-unit order, with contents). */
function treeHash(root: string, dirs: string[]): string {
  const parts: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => byCodeUnit(a.name, b.name))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else parts.push(relative(root, path), hashBytes(readFileSync(path)));
    }
  };
  for (const dir of dirs) walk(join(root, dir));
  return hashParts(parts);
}

/**
 * The engine's code: the bundle's recorded hash, or, running from sources newer than the bundle, the
 * hash of the sources themselves. A fresh bundle and its sources share the bundle's hash, so a test
 * mixing in-process builds with CLI runs keeps one cache.
 */
function engineCode(root: string, fromSource: boolean): string {
  if (!fromSource || engineIsFresh(root)) {
    try {
      return (JSON.parse(readFileSync(join(root, ENGINE_CODE_FILE), 'utf8')) as { code: string }).code;
    } catch {
      // A bundle built before the hash was recorded: its own files identify it (for its workers too).
      return treeHash(root, ['dist']);
    }
  }
  return treeHash(root, ['cli', 'src']);
}

/** The version of an installed package as Node would resolve it from the framework's folder. */
function installedVersion(root: string, name: string): string | undefined {
  for (let dir = root; ; dir = dirname(dir)) {
    try {
      return (JSON.parse(readFileSync(join(dir, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
    } catch {
      if (dirname(dir) === dir) return undefined;
    }
  }
}

/**
 * What makes the output besides the site's inputs and config, for the framework in `root`: its version,
 * its code, the versions of the packages it runs unbundled (the bundler, Sass, React…) and of the runtime
 * (Node's Intl data formats the dates pages show), so a change to any of them invalidates what it shaped,
 * with no pipeline number for a change to forget.
 */
export function pipelineKey(root: string, fromSource: boolean, runtime: { node: string; icu?: string } = process.versions): string {
  return hashParts([versionAt(root), engineCode(root, fromSource), `node@${runtime.node}`, `icu@${runtime.icu ?? 'none'}`, ...ENGINE_EXTERNALS.map((name) => `${name}@${installedVersion(root, name) ?? 'none'}`)]);
}

/** Part of every cache key (see pipelineKey). */
export const PIPELINE_KEY = pipelineKey(frameworkRoot(), FROM_SOURCE);
