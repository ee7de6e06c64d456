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
 * One build at a time per project: a second build waits for the first (up to `waitMs`), then gives up
 * with a message naming the holder. A lock left by a dead process is taken over.
 */
export async function acquireLock(file: string, waitMs: number, onWait: (pid: number) => void): Promise<() => void> {
  mkdirSync(dirname(file), { recursive: true });
  const deadline = Date.now() + waitMs;
  let told = false;
  for (;;) {
    // The pid is written to a private file first and linked into place, so the lock never exists empty.
    const mine = `${file}.${process.pid}`;
    writeFileSync(mine, String(process.pid));
    try {
      linkSync(mine, file);
      return () => rmSync(file, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    } finally {
      rmSync(mine, { force: true });
    }
    let holder = NaN;
    try {
      holder = Number(readFileSync(file, 'utf8'));
    } catch {
      continue;
    }
    if (!Number.isInteger(holder) || holder <= 0 || !alive(holder)) {
      rmSync(file, { force: true });
      continue;
    }
    if (holder === process.pid) throw new BuildError('this process already holds the build lock', { file });
    if (Date.now() > deadline) throw new BuildError(`another build (process ${holder}) is still running on this project`, { file }, 'wait for it to finish, or stop it, then build again');
    if (!told) onWait(holder);
    told = true;
    await new Promise((r) => setTimeout(r, 100));
  }
}
