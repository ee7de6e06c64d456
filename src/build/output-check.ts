import type { StoredPairs } from '../util/flat-pairs.ts';
import type { TaskPool } from '../pool/pool.ts';
import { checkClaims, outputMatches } from './stamps.ts';

/** Routes (about half the output files) from which the output check starts before the scan. */
export const EARLY_CHECK_ROUTES = 4_000;

/** An output check a worker started, which the main thread can join once it has nothing else to do. */
export interface EarlyCheck {
  /** Whether the output is as the last build left it: the worker's answer, with this thread's share once it joined. */
  intact(): Promise<boolean>;
  /**
   * Checks on this thread too the stamps the worker has not reached, then waits for the worker. A
   * no-change build has nothing else to do by then: at 10,000 pages the worker was still half-way.
   */
  join(): Promise<boolean>;
}

/**
 * Starts checking that the output folder still holds what the last build wrote (a stat of every file:
 * ~0.1 s for 40,000) on a worker, while the main thread scans the inputs. A smaller output costs less
 * to check than a worker costs to start: undefined, and the build checks it after the scan.
 */
export function earlyOutputCheck(pool: TaskPool, outDir: string, stamps: StoredPairs, lastRoutes: number): EarlyCheck | undefined {
  if (lastRoutes < EARLY_CHECK_ROUTES) return undefined;
  pool.warm();
  const claims = checkClaims();
  const onWorker = pool.checkOutput(outDir, stamps, claims).catch(() => false);
  let joined: Promise<boolean> | undefined;
  const join = async () => {
    const here = outputMatches(outDir, stamps, claims);
    return (await onWorker) && here;
  };
  return { intact: () => joined ?? onWorker, join: () => (joined ??= join()) };
}
