import sade from 'sade';
import { FRAMEWORK_VERSION } from '../src/version.ts';
import { runBuild } from './commands/build.ts';
import { runClear } from './commands/clear.ts';
import { runServe } from './commands/serve.ts';
import { runWatch } from './commands/watch.ts';

process.env.NODE_ENV ??= 'production';

const prog = sade('site').version(FRAMEWORK_VERSION).describe('Lectern: build, preview and serve a documentation site.');

prog
  .command('build')
  .describe('Build the site into the output folder, re-rendering only what changed since the last build.')
  .option('--root', 'The site folder', '.')
  .option('--out', 'Output folder (default: the config outDir, "build")')
  .option('--clean', 'Ignore the cache and rebuild everything', false)
  .option('--json', 'Print one JSON object with the build report on stdout', false)
  .example('build --root my-site --clean')
  .action((opts: { root: string; out?: string; clean: boolean; json: boolean }) => runBuild(opts));

prog
  .command('watch')
  .describe('Build, serve on 127.0.0.1 and rebuild on every edit; open pages reload themselves.')
  .option('--root', 'The site folder', '.')
  .option('--port', 'Port to listen on', 3000)
  .option('--host', 'Interface to listen on', '127.0.0.1')
  .action((opts: { root: string; port: number; host: string }) => runWatch(opts));

prog
  .command('serve')
  .describe('Serve a finished build the way a static host would.')
  .option('--root', 'The site folder', '.')
  .option('--dir', 'The build folder to serve (relative to --root)', 'build')
  .option('--port', 'Port to listen on', 3000)
  .option('--host', 'Interface to listen on', '127.0.0.1')
  .action((opts: { root: string; dir: string; port: number; host: string }) => runServe(opts));

prog
  .command('clear')
  .describe('Remove the cache (.lectern/) and the output folder.')
  .option('--root', 'The site folder', '.')
  .option('--out', 'Output folder to remove (default: the config outDir)')
  .action((opts: { root: string; out?: string }) => runClear(opts));

prog.parse(process.argv);
