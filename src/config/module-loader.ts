import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'esbuild';
import { BuildError } from '../util/errors.ts';
import { hashBytes, hashParts, hashValue } from '../util/hash.ts';
import { frameworkRoot } from '../util/framework-root.ts';
import { toPosix } from '../util/paths.ts';
import { packageName, siteHasPackage, sitePackageFile } from '../util/site-packages.ts';
import { hashFileOrMissing, type ReadTrace } from '../build/read-trace.ts';

/** A bundled module and the local files it was made from (relative to the site), with their hashes at the time. */
interface BundledModule {
  code: string;
  inputs: [string, string][];
}

/**
 * What one kind of user module needs from esbuild beyond the defaults. Plain data, because it is part
 * of the key a bundle is remembered under: a Lectern update that changes it bundles again.
 */
export interface ModuleDialect {
  /** Imports matching `filter` (a regular expression's source) load `file` instead: stand-ins for packages the site need not install. */
  shims: { filter: string; file: string }[];
  /** Modules whose exports fill the bundle's free variables of the same name. */
  inject: string[];
  define: Record<string, string>;
  /** Code placed before the bundle. */
  banner: string;
}

/**
 * A package the module imports that the site has not installed but Lectern has (remark-math, clsx...):
 * imported from Lectern's copy, so a Docusaurus site builds without its own node_modules. The site's
 * package file it lacked is recorded in `missing`: installing the package makes the module bundle again.
 */
function frameworkPackagesPlugin(root: string, missing: Set<string>): Plugin {
  return {
    name: 'lectern-framework-packages',
    setup(b) {
      b.onResolve({ filter: /^[^./]/ }, (args) => {
        if (args.path === 'lectern' || isBuiltin(args.path)) return undefined;
        const name = packageName(args.path);
        if (siteHasPackage(root, name)) return undefined;
        let url: string;
        try {
          url = import.meta.resolve(args.path);
        } catch {
          return undefined;
        }
        missing.add(sitePackageFile(root, name));
        return { path: url, external: true };
      });
    },
  };
}

function shimPlugin(shims: ModuleDialect['shims']): Plugin {
  return {
    name: 'lectern-shims',
    setup(b) {
      for (const shim of shims) b.onResolve({ filter: new RegExp(shim.filter) }, () => ({ path: shim.file }));
    },
  };
}

/**
 * The package.json files that decide whether `file` is CommonJS or an ES module (their `type`), which
 * esbuild reads without listing them among its inputs: each folder's from the file's own up to the first
 * that exists. One added nearer, or a `type` changed, makes the module bundle again.
 */
function packageScope(file: string): string[] {
  const chain: string[] = [];
  for (let dir = dirname(file); ; dir = dirname(dir)) {
    const candidate = join(dir, 'package.json');
    chain.push(candidate);
    if (existsSync(candidate) || dirname(dir) === dir) return chain;
  }
}

async function bundle(root: string, file: string, dialect: ModuleDialect | undefined): Promise<BundledModule> {
  const { build } = await import('esbuild');
  const missing = new Set<string>();
  try {
    const result = await build({
      entryPoints: [file],
      absWorkingDir: root,
      bundle: true,
      write: false,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      metafile: true,
      alias: { lectern: join(frameworkRoot(), 'src/config/define.ts') },
      logLevel: 'silent',
      plugins: [...(dialect ? [shimPlugin(dialect.shims)] : []), frameworkPackagesPlugin(root, missing)],
      ...(dialect && { inject: dialect.inject, define: dialect.define, banner: { js: dialect.banner } }),
    });
    const read = [...Object.keys(result.metafile.inputs).map((p) => resolve(root, p)), ...packageScope(file), ...missing];
    const inputs = read.map((abs): [string, string] => [toPosix(relative(root, abs)), hashFileOrMissing(abs)]);
    return { code: result.outputFiles[0].text, inputs };
  } catch (err) {
    const first = (err as { errors?: { text: string; location?: { line: number; column: number } }[] }).errors?.[0];
    throw new BuildError(first?.text ?? String(err), { file: relative(root, file), line: first?.location?.line, column: first?.location?.column }, 'fix the syntax error and build again');
  }
}

/**
 * Loads a TS/JS module a site author wrote (config, sidebars) through esbuild, so TypeScript and ESM/CJS
 * all work without a loader. `lectern` resolves to this framework even where the site has not installed it;
 * a dialect adds what modules written for another tool expect (a Docusaurus config's packages).
 * The bundle is reused while the file and every local file it imports are unchanged, which keeps esbuild
 * off the path of a no-change rebuild.
 */
export async function loadUserModule(root: string, file: string, trace?: ReadTrace, dialect?: ModuleDialect): Promise<Record<string, unknown>> {
  const dir = join(root, '.lectern', 'modules');
  // Named by the path inside the site, so a copied site (with its .lectern/) finds the same record.
  const record = join(dir, `${hashParts([toPosix(relative(root, file)), hashFileOrMissing(file), ...(dialect ? [hashValue(dialect)] : [])]).slice(0, 16)}.json`);
  let mod: BundledModule | undefined;
  if (existsSync(record)) {
    const saved = JSON.parse(readFileSync(record, 'utf8')) as BundledModule;
    if (saved.inputs.every(([rel, hash]) => hashFileOrMissing(resolve(root, rel)) === hash)) mod = saved;
  }
  if (!mod) {
    mod = await bundle(root, file, dialect);
    mkdirSync(dir, { recursive: true });
    writeFileSync(record, JSON.stringify(mod));
  }
  trace?.addAll(mod.inputs.map(([rel]) => resolve(root, rel)));
  // Written beside the site so its own node_modules resolve; the name is the code's hash.
  const out = join(dir, `${hashBytes(mod.code).slice(0, 16)}.mjs`);
  if (!existsSync(out)) writeFileSync(out, mod.code);
  markModuleFileUsed(record);
  markModuleFileUsed(out);
  try {
    return (await import(pathToFileURL(out).href)) as Record<string, unknown>;
  } catch (err) {
    throw new BuildError(`${relative(root, file)} failed while loading: ${(err as Error).message}`, { file: relative(root, file) }, 'the module must run in Node without a browser');
  }
}

/**
 * Stamps a file of `.lectern/modules` as used now (its mtime, set explicitly rather than by the kernel's
 * coarser clock), so pruning keeps it.
 */
export function markModuleFileUsed(file: string): void {
  const now = new Date();
  if (existsSync(file)) utimesSync(file, now, now);
}

/**
 * Removes bundled modules and validation markers no load since `since` (a build's start, in ms) used,
 * so `.lectern/modules` does not grow with every edit of a config or sidebars file.
 */
export function pruneUserModules(root: string, since: number): void {
  const dir = join(root, '.lectern', 'modules');
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir)) {
    const file = join(dir, name);
    if (statSync(file).mtimeMs < since) rmSync(file, { force: true });
  }
}
