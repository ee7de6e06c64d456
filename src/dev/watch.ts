import { watch as chokidarWatch, type FSWatcher } from 'chokidar';
import { createServer, type Server } from 'node:http';
import { join, relative, resolve } from 'node:path';
import { build } from '../build/build.ts';
import { newSession, structureChanged, UNWATCHED } from '../build/session.ts';
import { TaskPool } from '../pool/pool.ts';
import { themeDir } from '../theme-bundle/theme.ts';
import { formatError } from '../util/errors.ts';
import { LiveReload } from './live-reload.ts';
import { createStaticHandler } from './static-server.ts';

export interface WatchOptions {
  root: string;
  port: number;
  host?: string;
  log?: (line: string) => void;
  /** Delay that groups the events of one save (editors often write a file in several steps). */
  debounceMs?: number;
}

/**
 * The steps of one save (truncate and write, or write a temporary file and rename it) arrive within a
 * few milliseconds of each other, and chokidar reports a change 2-3 ms after it. A later step still
 * reaches the build: an edit during a build queues one more, and bytes that changed while the build read
 * them are never recorded as current (build.ts, `drifted`).
 */
const DEBOUNCE_MS = 10;

export interface WatchSession {
  url: string;
  /** Resolves after the build that follows the latest change (for tests and tools). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

/** Where watch builds: separate from `build/`, because dev pages carry the live-reload script. */
export function devOutDir(root: string): string {
  return join(root, '.lectern', 'dev-build');
}

export async function startWatch(opts: WatchOptions): Promise<WatchSession> {
  const root = resolve(opts.root);
  const log = opts.log ?? ((line: string) => process.stderr.write(line + '\n'));
  const outDir = devOutDir(root);
  const pool = new TaskPool();
  // What one build committed, kept for the next: an edit then reads back little of the cache.
  const session = newSession([root, themeDir()]);
  const live = new LiveReload();
  let running: Promise<void> = Promise.resolve();
  let queued = false;

  const rebuild = async (why: string) => {
    const started = performance.now();
    let reloaded = false;
    const reload = () => {
      live.send('reload');
      reloaded = true;
    };
    try {
      const pagesReady = (written: number) => {
        if (written) reload();
      };
      const report = await build({ root, outDir, pool, session, dev: true, notice: (m) => log(`notice: ${m}`), pagesReady });
      for (const w of report.warnings) log(`warning: ${w}`);
      log(`${why}: ${report.routes.rendered} of ${report.routes.total} routes rendered in ${Math.round(performance.now() - started)} ms`);
      if (!reloaded && (report.files.written || report.files.deleted)) reload();
    } catch (err) {
      const message = formatError(err);
      log(`error: ${message}`);
      live.send('build-error', message);
    }
  };
  // Edits during a build are folded into one more build after it, never run concurrently.
  const schedule = (why: string) => {
    if (queued) return;
    queued = true;
    running = running.then(async () => {
      await new Promise((r) => setTimeout(r, opts.debounceMs ?? DEBOUNCE_MS));
      queued = false;
      await rebuild(why);
    });
  };

  await rebuild('initial build');
  const files = createStaticHandler(outDir, { noCache: true });
  const server: Server = createServer((req, res) => {
    if (!live.handle(req, res)) files(req, res);
  });
  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(opts.port, opts.host ?? '127.0.0.1', () => ok());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : opts.port;
  const url = `http://${opts.host ?? '127.0.0.1'}:${port}/`;

  const ignored = (path: string) => {
    const rel = relative(root, path);
    return UNWATCHED.test(rel) || rel === 'build' || rel.startsWith('build/') || /(^|\/)\.[^/]*\.lectern-(staging|old)-/.test(rel);
  };
  const watcher: FSWatcher = chokidarWatch([root, themeDir()], { ignored, ignoreInitial: true });
  watcher.on('all', (event, path) => {
    if (event !== 'change') structureChanged(session);
    schedule(`${event} ${relative(root, path) || path}`);
  });
  await new Promise<void>((r) => watcher.once('ready', () => r()));
  // Files added before the watcher was ready were never announced: the first listings go.
  structureChanged(session);

  return {
    url,
    idle: async () => {
      let current: Promise<void>;
      do {
        current = running;
        await current;
      } while (current !== running);
    },
    async close() {
      await watcher.close();
      live.close();
      server.closeAllConnections();
      await new Promise((r) => server.close(() => r(undefined)));
      await running;
      await pool.close();
    },
  };
}
