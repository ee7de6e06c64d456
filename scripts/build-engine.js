// Bundles the engine (TypeScript) into dist/ so `site` starts in plain Node without a loader:
// a no-change rebuild must finish in well under a second, and an on-the-fly TS loader costs ~0.3 s.
// npm dependencies are bundled too: Node resolves and links each ESM file of a package separately,
// which made importing the Markdown pipeline take ~230 ms instead of ~110 ms from one file.
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
    // Native code, binaries, packages that find files beside themselves, and React (one copy for the
    // engine and the theme bundle) stay as installed.
    external: ['better-sqlite3', 'sharp', 'esbuild', '@mdx-js/esbuild', 'workbox-build', 'chokidar', 'fsevents', 'react', 'react-dom', 'tsx'],
    // Bundled CommonJS dependencies call require() for Node built-ins.
    banner: { js: "import { createRequire as __lecternRequire } from 'node:module'; const require = __lecternRequire(import.meta.url);" },
    sourcemap: 'linked',
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    logLevel: 'warning',
  });
}
