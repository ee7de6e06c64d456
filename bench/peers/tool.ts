// A peer static-site generator measured on the benchmark corpus: its own copy of the corpus's Markdown,
// bare layouts generated here, and a build timed from outside like Lectern's.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/** One timed build of a peer, as `/usr/bin/time` saw the process: RSS and CPU (user, system) are null where it is missing. */
export type PeerMeasurement = { wallSeconds: number; peakRssMiB: number | null; userSeconds: number | null; systemSeconds: number | null };

export interface PeerSite {
  /** Tool name and version, as the tool prints it. */
  label: string;
  /** Removes its output and caches, so the next build starts cold. */
  clear(): void;
  build(): Promise<PeerMeasurement>;
  /** Takes a corpus file (corpus-relative) edited since the copy was made. */
  copyEdited(file: string): void;
}

export class PeerCommandError extends Error {}

const TIME = '/usr/bin/time';

/**
 * Runs a command under /usr/bin/time (wall clock, peak RSS of the process tree's largest member, and its
 * user and system CPU); without it, wall time from here and nothing else.
 */
export async function timed(command: string, args: string[], cwd: string): Promise<PeerMeasurement> {
  const statsFile = join(cwd, '.bench-time');
  const measured = existsSync(TIME);
  const started = performance.now();
  const { code, stderr } = await new Promise<{ code: number | null; stderr: string }>((done, fail) => {
    const child = measured ? spawn(TIME, ['-f', '%M %U %S', '-o', statsFile, command, ...args], { cwd, stdio: ['ignore', 'ignore', 'pipe'] }) : spawn(command, args, { cwd, stdio: ['ignore', 'ignore', 'pipe'] });
    const err: Buffer[] = [];
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', fail);
    child.on('close', (exit) => done({ code: exit, stderr: Buffer.concat(err).toString('utf8') }));
  });
  const wallSeconds = (performance.now() - started) / 1000;
  if (code !== 0) throw new PeerCommandError(`${command} ${args.join(' ')} exited with code ${code}:\n${stderr.slice(-2000)}`);
  const [kib, user, system] = measured ? (readFileSync(statsFile, 'utf8').trim().split('\n').pop() ?? '').split(' ').map(Number) : [];
  rmSync(statsFile, { force: true });
  const known = (value: number | undefined) => (value !== undefined && Number.isFinite(value) ? value : null);
  const rss = known(kib);
  return { wallSeconds, peakRssMiB: rss === null ? null : rss / 1024, userSeconds: known(user), systemSeconds: known(system) };
}

/** A fresh folder for a peer's site, beside the corpus. */
export function peerDir(corpus: string, tool: string): string {
  const dir = `${corpus}.${tool}`;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  return dir;
}
