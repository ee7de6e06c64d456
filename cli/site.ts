import sade from 'sade';
import { tuneTiering } from '../src/util/tiering.ts';
import { FRAMEWORK_VERSION } from '../src/version.ts';

process.env.NODE_ENV ??= 'production';
tuneTiering();

// Each command's modules load only when it runs: `site build` should not pay for the dev server.

const prog = sade('site').version(FRAMEWORK_VERSION).describe('Lectern: build, preview and serve a documentation site.');

prog
  .command('build')
  .describe('Build the site into the output folder, re-rendering only what changed since the last build.')
  .option('--root', 'The site folder', '.')
  .option('--out', 'Output folder (default: the config outDir, "build")')
  .option('--clean', 'Ignore the cache and rebuild everything', false)
  .option('--json', 'Print one JSON object with the build report on stdout', false)
  .option('--keep-going', 'Leave out the files that fail to compile and build every other page (exit code 1)', false)
  .example('build --root my-site --clean')
  .action(async (opts: { root: string; out?: string; clean: boolean; json: boolean; 'keep-going': boolean }) => (await import('./commands/build.ts')).runBuild(opts));

prog
  .command('watch')
  .describe('Build, serve on 127.0.0.1 and rebuild on every edit; open pages reload themselves.')
  .option('--root', 'The site folder', '.')
  .option('--port', 'Port to listen on', 3000)
  .option('--host', 'Interface to listen on', '127.0.0.1')
  .action(async (opts: { root: string; port: number; host: string }) => (await import('./commands/watch.ts')).runWatch(opts));

prog
  .command('serve')
  .describe('Serve a finished build the way a static host would.')
  .option('--root', 'The site folder', '.')
  .option('--dir', 'The build folder to serve (relative to --root)', 'build')
  .option('--port', 'Port to listen on', 3000)
  .option('--host', 'Interface to listen on', '127.0.0.1')
  .action(async (opts: { root: string; dir: string; port: number; host: string }) => (await import('./commands/serve.ts')).runServe(opts));

prog
  .command('clear')
  .describe('Remove the cache (.lectern/) and the output folder.')
  .option('--root', 'The site folder', '.')
  .option('--out', 'Output folder to remove (default: the config outDir)')
  .action(async (opts: { root: string; out?: string }) => (await import('./commands/clear.ts')).runClear(opts));

prog
  .command('docs:version <name>')
  .describe('Snapshot the current docs and sidebars as a new version (versioned_docs/, versioned_sidebars/, versions.json).')
  .option('--root', 'The site folder', '.')
  .option('--plugin', 'Docs plugin instance id', 'default')
  .example('docs:version 3.7.0')
  .action(async (name: string, opts: { root: string; plugin: string }) => (await import('./commands/docs-version.ts')).runDocsVersion(name, opts));

prog.parse(process.argv);
