import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BuildError } from '../util/errors.ts';
import { hashBytes, hashParts } from '../util/hash.ts';
import { frameworkRoot } from '../util/framework-root.ts';

/** A bundled module and the local files it was made from, with their hashes at the time. */
interface BundledModule {
  code: string;
  inputs: [string, string][];
}

function fileHash(abs: string): string {
  return existsSync(abs) ? hashBytes(readFileSync(abs)) : 'missing';
}

async function bundle(root: string, file: string): Promise<BundledModule> {
  const { build } = await import('esbuild');
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
    });
    const inputs = Object.keys(result.metafile.inputs).map((p): [string, string] => [resolve(root, p), fileHash(resolve(root, p))]);
    return { code: result.outputFiles[0].text, inputs };
  } catch (err) {
    const first = (err as { errors?: { text: string; location?: { line: number; column: number } }[] }).errors?.[0];
    throw new BuildError(first?.text ?? String(err), { file: relative(root, file), line: first?.location?.line, column: first?.location?.column }, 'fix the syntax error and build again');
  }
}

/**
 * Loads a TS/JS module a site author wrote (config, sidebars) through esbuild, so TypeScript and ESM/CJS
 * all work without a loader. `lectern` resolves to this framework even where the site has not installed it.
 * The bundle is reused while the file and every local file it imports are unchanged, which keeps esbuild
 * off the path of a no-change rebuild.
 */
export async function loadUserModule(root: string, file: string): Promise<Record<string, unknown>> {
  const dir = join(root, '.lectern', 'modules');
  const record = join(dir, `${hashParts([file, fileHash(file)]).slice(0, 16)}.json`);
  let mod: BundledModule | undefined;
  if (existsSync(record)) {
    const saved = JSON.parse(readFileSync(record, 'utf8')) as BundledModule;
    if (saved.inputs.every(([abs, hash]) => fileHash(abs) === hash)) mod = saved;
  }
  if (!mod) {
    mod = await bundle(root, file);
    mkdirSync(dir, { recursive: true });
    writeFileSync(record, JSON.stringify(mod));
  }
  // Written beside the site so its own node_modules resolve; the name is the code's hash.
  const out = join(dir, `${hashBytes(mod.code).slice(0, 16)}.mjs`);
  if (!existsSync(out)) writeFileSync(out, mod.code);
  try {
    return (await import(pathToFileURL(out).href)) as Record<string, unknown>;
  } catch (err) {
    throw new BuildError(`${relative(root, file)} failed while loading: ${(err as Error).message}`, { file: relative(root, file) }, 'the module must run in Node without a browser');
  }
}
