// Runs the `site` CLI as a child process and measures it from the outside: wall time around the
// process, peak RSS through the preloaded probe, and counts from its --json report.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BuildReport, RunMeasurement } from './types.ts';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const PROBE_URL = new URL('../process-probe.js', import.meta.url).href;

/** A build or clear that exited non-zero or broke the --json contract; carries the child's stderr. */
export class SiteCommandError extends Error {
  constructor(message: string, readonly stderr: string) {
    super(message);
  }
}

export type SiteCli = {
  /** The script actually run: bin/site.js, or $LECTERN_BENCH_CLI to benchmark a stub. */
  script: string;
  build(options: { clean: boolean }): Promise<RunMeasurement>;
  clear(): Promise<void>;
};

type ChildResult = { code: number | null; stdout: string; stderr: string; wallSeconds: number };

function runNode(args: string[], env: NodeJS.ProcessEnv): Promise<ChildResult> {
  return new Promise((done, fail) => {
    const started = performance.now();
    const child = spawn(process.execPath, args, { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
    child.on('error', fail);
    child.on('close', (code) => done({
      code,
      stdout: Buffer.concat(stdout).toString('utf8'),
      stderr: Buffer.concat(stderr).toString('utf8'),
      wallSeconds: (performance.now() - started) / 1000,
    }));
  });
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function parseBuildReport(stdout: string, stderr: string): BuildReport {
  let report: Partial<BuildReport>;
  try {
    report = JSON.parse(stdout) as Partial<BuildReport>;
  } catch {
    throw new SiteCommandError(`build --json must print exactly one JSON object on stdout; got:\n${stdout.slice(0, 2000)}`, stderr);
  }
  const { routes, files, timingsMs, warnings } = report;
  const valid = routes && isCount(routes.total) && isCount(routes.rendered) && isCount(routes.reused)
    && files && isCount(files.written) && isCount(files.deleted)
    && timingsMs && isCount(timingsMs.total) && Array.isArray(warnings);
  if (!valid) throw new SiteCommandError(`build --json report is missing fields:\n${stdout.slice(0, 2000)}`, stderr);
  return report as BuildReport;
}

/** What the process probe recorded: peak RSS and CPU; nulls when the child exited without it. */
function readProbe(probeFile: string): Pick<RunMeasurement, 'peakRssMiB' | 'userSeconds' | 'systemSeconds'> {
  let text = '';
  try {
    text = readFileSync(probeFile, 'utf8');
  } catch {
    // no record: every figure unknown
  }
  const [kib, userUs, systemUs] = (text.trim().split('\n').pop() ?? '').split(' ').map(Number);
  const known = (value: number | undefined, scale: number) => (value !== undefined && Number.isFinite(value) ? value / scale : null);
  return { peakRssMiB: known(kib, 1024), userSeconds: known(userUs, 1e6), systemSeconds: known(systemUs, 1e6) };
}

export function siteCli(root: string): SiteCli {
  const script = process.env.LECTERN_BENCH_CLI ? resolve(process.env.LECTERN_BENCH_CLI) : join(REPO_ROOT, 'bin/site.js');
  const probeDir = mkdtempSync(join(tmpdir(), 'lectern-bench-probe-'));
  process.once('exit', () => rmSync(probeDir, { recursive: true, force: true }));
  let buildCount = 0;

  return {
    script,
    async build({ clean }) {
      const probeFile = join(probeDir, `build-${++buildCount}.txt`);
      const args = ['--import', PROBE_URL, script, 'build', '--root', root, '--json', ...(clean ? ['--clean'] : [])];
      const result = await runNode(args, { ...process.env, LECTERN_PROBE_FILE: probeFile });
      if (result.code !== 0) throw new SiteCommandError(`site build exited with code ${result.code}`, result.stderr);
      const report = parseBuildReport(result.stdout.trim(), result.stderr);
      return {
        wallSeconds: result.wallSeconds,
        ...readProbe(probeFile),
        routesTotal: report.routes.total,
        routesRendered: report.routes.rendered,
        routesReused: report.routes.reused,
        filesWritten: report.files.written,
        filesDeleted: report.files.deleted,
        engineTotalMs: report.timingsMs.total,
        warnings: report.warnings.length,
      };
    },
    async clear() {
      const result = await runNode([script, 'clear', '--root', root], process.env);
      if (result.code !== 0) throw new SiteCommandError(`site clear exited with code ${result.code}`, result.stderr);
    },
  };
}
