// Bundles the engine (TypeScript) into dist/ so `site` starts in plain Node without a loader:
// a no-change rebuild must finish in well under a second, and an on-the-fly TS loader costs ~0.3 s.
import { build } from 'esbuild';
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const entries = { cli: 'cli/site.ts', worker: 'src/pool/worker.ts' };

function newestMtime(dir) {
  let newest = 0;
  for (const name of readdirSync(join(root, dir))) {
    const full = join(root, dir, name);
    const st = statSync(full);
    newest = Math.max(newest, st.isDirectory() ? newestMtime(join(dir, name)) : st.mtimeMs);
  }
  return newest;
}

const stale = () => {
  const out = join(root, 'dist/cli.js');
  if (!existsSync(out)) return true;
  const built = statSync(out).mtimeMs;
  return ['cli', 'src', 'package.json'].some((p) =>
    statSync(join(root, p)).isDirectory() ? newestMtime(p) > built : statSync(join(root, p)).mtimeMs > built);
};

if (!process.argv.includes('--if-stale') || stale()) {
  rmSync(join(root, 'dist'), { recursive: true, force: true });
  await build({
    entryPoints: entries,
    outdir: join(root, 'dist'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    logLevel: 'warning',
  });
}
