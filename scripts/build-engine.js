// Bundles the engine (TypeScript) into dist/ so `site` starts in plain Node without a loader:
// a no-change rebuild must finish in well under a second, and an on-the-fly TS loader costs ~0.3 s.
// npm dependencies are bundled too: Node resolves and links each ESM file of a package separately,
// which made importing the Markdown pipeline take ~230 ms instead of ~110 ms from one file.
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { engineIsFresh } from './engine-freshness.js';
import { ENGINE_EXTERNALS } from './engine-externals.js';
import { plainClassFields } from './plain-class-fields.js';

const root = new URL('..', import.meta.url).pathname;
const entries = { cli: 'cli/site.ts', worker: 'src/pool/worker.ts' };

if (!process.argv.includes('--if-stale') || !engineIsFresh(root)) {
  rmSync(join(root, 'dist'), { recursive: true, force: true });
  const { metafile } = await build({
    absWorkingDir: root,
    entryPoints: entries,
    outdir: join(root, 'dist'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: [...ENGINE_EXTERNALS],
    // Bundled CommonJS dependencies call require() for Node built-ins.
    banner: { js: "import { createRequire as __lecternRequire } from 'node:module'; const require = __lecternRequire(import.meta.url);" },
    sourcemap: 'linked',
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    logLevel: 'warning',
    metafile: true,
    plugins: [plainClassFields],
  });
  // The engine's identity in every cache key (src/version.ts): the hash of everything this build emitted,
  // so any change to the engine's code invalidates what it built, with no version number to bump by hand.
  const code = createHash('sha1');
  for (const file of Object.keys(metafile.outputs).sort()) code.update(`${relative(join(root, 'dist'), join(root, file))}\0`).update(readFileSync(join(root, file))).update('\0');
  writeFileSync(join(root, 'dist/engine.json'), `${JSON.stringify({ code: code.digest('hex') })}\n`);
}
