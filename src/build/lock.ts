import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { BuildError } from '../util/errors.ts';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * When a process started, in clock ticks since boot (field 22 of /proc/<pid>/stat, read after the
 * command name, which may hold spaces). Undefined where there is no /proc: the pid alone then decides.
 */
export function processStart(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

/**
 * Whether the lock's holder still runs. A lock records its process's pid and start time: a pid the
 * system has since given to another process (after a build was killed) has another start time, so that
 * lock is stale too and nobody waits for an unrelated process.
 */
function holding(lock: string): { pid: number; live: boolean } {
  const [pidText, start] = lock.trim().split(' ');
  const pid = Number(pidText);
  if (!Number.isInteger(pid) || pid <= 0 || !alive(pid)) return { pid, live: false };
  const now = start === undefined ? undefined : processStart(pid);
  return { pid, live: now === undefined || now === start };
}

/**
 * One build at a time per project: a second build waits for the first (up to `waitMs`), then gives up
 * with a message naming the holder. A lock left by a dead process, or by a pid now reused, is taken over.
 */
export async function acquireLock(file: string, waitMs: number, onWait: (pid: number) => void): Promise<() => void> {
  mkdirSync(dirname(file), { recursive: true });
  const deadline = Date.now() + waitMs;
  const start = processStart(process.pid);
  let told = false;
  for (;;) {
    // The lock is written to a private file first and linked into place, so it never exists empty.
    const mine = `${file}.${process.pid}`;
    writeFileSync(mine, start === undefined ? String(process.pid) : `${process.pid} ${start}`);
    try {
      linkSync(mine, file);
      return () => rmSync(file, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    } finally {
      rmSync(mine, { force: true });
    }
    let lock: string;
    try {
      lock = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    const holder = holding(lock);
    if (!holder.live) {
      rmSync(file, { force: true });
      continue;
    }
    if (holder.pid === process.pid) throw new BuildError('this process already holds the build lock', { file });
    if (Date.now() > deadline) throw new BuildError(`another build (process ${holder.pid}) is still running on this project`, { file }, 'wait for it to finish, or stop it, then build again');
    if (!told) onWait(holder.pid);
    told = true;
    await new Promise((r) => setTimeout(r, 100));
  }
}
