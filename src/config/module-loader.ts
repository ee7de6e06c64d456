import { build } from 'esbuild';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BuildError } from '../util/errors.ts';
import { hashBytes } from '../util/hash.ts';
import { frameworkRoot } from '../util/framework-root.ts';

/**
 * Loads a TS/JS module a site author wrote (config, sidebars) through esbuild, so TypeScript and ESM/CJS
 * all work without a loader. `lectern` resolves to this framework even where the site has not installed it.
 */
export async function loadUserModule(root: string, file: string): Promise<Record<string, unknown>> {
  const rel = relative(root, file);
  let code: string;
  try {
    const result = await build({
      entryPoints: [file],
      bundle: true,
      write: false,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      alias: { lectern: join(frameworkRoot(), 'src/config/define.ts') },
      logLevel: 'silent',
    });
    code = result.outputFiles[0].text;
  } catch (err) {
    const first = (err as { errors?: { text: string; location?: { line: number; column: number } }[] }).errors?.[0];
    throw new BuildError(first?.text ?? String(err), { file: rel, line: first?.location?.line, column: first?.location?.column }, 'fix the syntax error and build again');
  }
  // Written beside the site so its own node_modules resolve; the hash keeps concurrent loads apart.
  const dir = join(root, '.lectern', 'modules');
  mkdirSync(dir, { recursive: true });
  const out = join(dir, `${hashBytes(code).slice(0, 16)}.mjs`);
  writeFileSync(out, code);
  try {
    return (await import(pathToFileURL(out).href)) as Record<string, unknown>;
  } catch (err) {
    throw new BuildError(`${rel} failed while loading: ${(err as Error).message}`, { file: rel }, 'the module must run in Node without a browser');
  }
}
