import type { TaskRequest } from './tasks.ts';

/**
 * How far down the queue a worker looks for a task of a kind it has run. Code runs slowly until the JIT
 * has warmed up on it: a worker's first few MDX files cost ~0.35 s more than the same files on a worker
 * that compiled MDX before, so a site's handful of .mdx files stay on one worker while another has
 * Markdown to do.
 */
const WARM_LOOKAHEAD = 64;

/**
 * A task goes to a worker that runs its kind warm, rather than to the least busy, while that worker
 * holds at most this many more tasks: a plentiful kind (every render) soon has every worker warm.
 */
const WARM_SLACK = 2;

/** What the choice needs to know of a worker: the tasks it holds and the kinds it has run. */
export interface WorkerLoad {
  pending: number;
  ran: ReadonlySet<string>;
}

/** What code a task runs: Markdown and MDX compile through different pipelines. */
export function kindOf(request: TaskRequest): string {
  return request.type === 'compile' ? `compile${request.job.ext}` : request.type;
}

/** The worker holding the fewest tasks. */
export function leastBusy<W extends WorkerLoad>(workers: readonly W[]): W | undefined {
  return workers.reduce<W | undefined>((best, w) => (!best || w.pending < best.pending ? w : best), undefined);
}

/**
 * Which queued task (oldest first, `kind` naming each one's kind) goes to which worker with room (`open`,
 * at least one; `all` are every worker): among the first WARM_LOOKAHEAD, the oldest one the least busy
 * worker runs warm (or of a kind no worker has run yet), or one a worker running it warm takes while
 * hardly busier; else the oldest task, to the least busy worker.
 */
export function pickTask<T, W extends WorkerLoad>(queue: readonly T[], kind: (task: T) => string, open: readonly W[], all: readonly W[]): { index: number; worker: W } {
  const free = leastBusy(open)!;
  for (let index = 0; index < Math.min(queue.length, WARM_LOOKAHEAD); index++) {
    const k = kind(queue[index]);
    if (free.ran.has(k) || !all.some((w) => w.ran.has(k))) return { index, worker: free };
    const warm = leastBusy(open.filter((w) => w.ran.has(k)));
    if (warm && warm.pending <= free.pending + WARM_SLACK) return { index, worker: warm };
  }
  return { index: 0, worker: free };
}
