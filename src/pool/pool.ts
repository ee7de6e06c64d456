import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { frameworkRoot, FROM_SOURCE } from '../util/framework-root.ts';
import type { RenderTask } from '../render/render-page.ts';
import type { ShardIndex, ShardOutput } from '../search/index-file.ts';
import type { StoredPairs } from '../util/flat-pairs.ts';
import { checkClaims } from '../build/stamps.ts';
import { kindOf, pickTask } from './task-affinity.ts';
import type { CompileJob, CompileOutcome, TaskRequest, TaskResult } from './tasks.ts';

interface Slot {
  worker: Worker;
  /** `worker N`, numbered in the order the pool started them. */
  name: string;
  /** Its event loop's busy time when usage was last taken. */
  since?: Utilization;
  pending: number;
  /** Data hashes this worker already holds. */
  known: Set<string>;
  /** Set once the worker died: later tasks fail at once instead of waiting forever. */
  failure?: string;
  /** Replaced by a fresh worker: its exit is expected. */
  retired?: boolean;
  /** The theme server bundle this worker imported. */
  bundle?: string;
  /** Kinds of task it has run (see kindOf): the code for them is loaded and warm. */
  ran: Set<string>;
}

/** Workers collect garbage well before this; the cap keeps their idle heaps from inflating peak memory. */
const WORKER_HEAP_MB = 512;
/** Fewer tasks than this run on one thread: starting every worker (~0.3–0.8 s) would cost more than it saves. */
const INLINE_LIMIT = 24;
/**
 * Tasks a worker holds at once: one running and one ready as it posts a result. The rest wait in the
 * pool and go to whichever worker frees first, so tasks of uneven cost (an MDX page, a large shard)
 * do not leave one worker busy while the other idles.
 */
const PER_WORKER = 16;
/** What one thread did for a build: tasks by kind, and how long its event loop was busy (not idle). */
export interface ThreadUsage {
  thread: string;
  tasks: Partial<Record<TaskRequest['type'], number>>;
  busyMs: number;
}

interface QueuedTask {
  request: TaskRequest;
  hashes: string[];
  values?: (hash: string) => unknown;
  resolve(result: TaskResult | Promise<TaskResult>): void;
}

type Utilization = ReturnType<typeof performance.eventLoopUtilization>;

/**
 * Runs compile, render and index tasks on worker threads sized to the machine. A small batch compiles
 * and indexes inline on the main thread and renders on one warm worker started early, which keeps a
 * one-page edit far below a second.
 */
export class TaskPool {
  private slots: Slot[] = [];
  private nextId = 0;
  private readonly waiting = new Map<number, (r: TaskResult) => void>();
  /** Parallel tasks no worker has room for yet, in the order they came. */
  private queue: QueuedTask[] = [];
  private closing = false;
  private started = 0;
  private usage = new Map<string, ThreadUsage>();
  private mainSince = performance.eventLoopUtilization();
  readonly size: number;

  constructor(size = Number(process.env.LECTERN_WORKERS) || Math.max(1, availableParallelism())) {
    this.size = size;
  }

  /** Per thread, what ran since the last call (a build's share of a long-lived pool), busiest first. */
  takeUsage(): ThreadUsage[] {
    this.mainSince = this.addBusy('main', performance.eventLoopUtilization(), this.mainSince);
    for (const slot of this.slots) slot.since = this.addBusy(slot.name, slot.worker.performance.eventLoopUtilization(), slot.since);
    const usage = [...this.usage.values()].map((u) => ({ ...u, busyMs: Math.round(u.busyMs) })).sort((a, b) => b.busyMs - a.busyMs);
    this.usage.clear();
    return usage;
  }

  private entry(thread: string): ThreadUsage {
    const u = this.usage.get(thread) ?? { thread, tasks: {}, busyMs: 0 };
    this.usage.set(thread, u);
    return u;
  }

  private count(thread: string, type: TaskRequest['type']): void {
    const u = this.entry(thread);
    u.tasks[type] = (u.tasks[type] ?? 0) + 1;
  }

  /** Adds a thread's busy time since `since` and returns the new mark. */
  private addBusy(thread: string, now: Utilization, since: Utilization | undefined): Utilization {
    const active = now.active - (since?.active ?? 0);
    if (active > 0) this.entry(thread).busyMs += active;
    return now;
  }

  /** Whether a batch of `count` tasks should use workers. */
  useWorkers(count: number): boolean {
    return count >= INLINE_LIMIT && this.size > 1;
  }

  compile(job: CompileJob, parallel: boolean): Promise<TaskResult & { value?: CompileOutcome }> {
    return this.run({ type: 'compile', job }, parallel, []) as Promise<TaskResult & { value?: CompileOutcome }>;
  }

  /** Builds and writes a search shard's index file from its pages' JSON; a worker loads MiniSearch on its first one. */
  async searchShard(pages: Uint8Array[], output: ShardOutput, parallel: boolean): Promise<ShardIndex> {
    const result = await this.run({ type: 'searchShard', pages, output }, parallel, []);
    if (!result.ok) throw new Error(`building a search index failed: ${result.error.message}`);
    return result.value as ShardIndex;
  }

  /**
   * Whether the output folder is as the last build left it (see outputMatches): on the warm worker when
   * there is one, where its few thousand `stat` calls overlap the main thread's compile, load and plan.
   * The stamps come as stored (flat-pairs texts): a copy of bytes to send, not a clone of a map.
   */
  async checkOutput(outDir: string, stamps: StoredPairs, claims = checkClaims()): Promise<boolean> {
    const result = await this.run({ type: 'checkOutput', outDir, stamps, claims }, false, []);
    if (!result.ok) throw new Error(`checking the output folder failed: ${result.error.message}`);
    return result.value as boolean;
  }

  render(task: RenderTask, values: (hash: string) => unknown, parallel: boolean): Promise<TaskResult> {
    return this.run({ type: 'render', task, data: {} }, parallel, Object.values(task.data), values);
  }

  /**
   * Starts one worker now, bundled builds only, to render a small build's pages: it imports the theme
   * bundle (`preload`) on the second core while the main thread compiles, loads and plans. From source
   * (tests) a worker first boots a TypeScript loader, which costs more than it could save.
   */
  warm(): void {
    if (this.size > 1 && this.slots.length === 0 && !FROM_SOURCE) this.start(1);
  }

  /**
   * Has the warm worker import the theme bundle while the main thread plans. A new bundle retires the
   * workers that imported an older one: a module cannot be unloaded, so a long-lived pool (watch mode,
   * a thousand-step property run) would otherwise keep every bundle and every datum it was ever sent.
   */
  preload(serverFile: string): void {
    const stale = this.slots.filter((s) => s.bundle !== undefined && s.bundle !== serverFile);
    for (const slot of stale) this.retire(slot);
    // A build that preloaded a guess (the last build's bundle) still gets a warm worker for the right one.
    if (stale.length && !this.slots.length) this.warm();
    if (this.slots.length) void this.run({ type: 'preload', serverFile }, false, []);
  }

  /** Whether a small batch of renders goes to a worker (the warm one), leaving this thread free meanwhile. */
  rendersAside(): boolean {
    return this.warmSlot() !== undefined;
  }

  /** The worker a small batch's renders (and the output check) go to: the first one still alive. */
  private warmSlot(): Slot | undefined {
    return this.slots.find((s) => !s.failure);
  }

  private retire(slot: Slot): void {
    slot.retired = true;
    slot.since = this.addBusy(slot.name, slot.worker.performance.eventLoopUtilization(), slot.since);
    this.slots = this.slots.filter((s) => s !== slot);
    // Tasks it still runs finish first: a retired worker takes no new ones and ends when idle.
    const end = () => (slot.pending ? setTimeout(end, 50) : void slot.worker.terminate());
    end();
    this.dispatch();
  }

  private async run(request: TaskRequest, parallel: boolean, hashes: string[], values?: (hash: string) => unknown): Promise<TaskResult> {
    if (parallel) {
      const result = new Promise<TaskResult>((resolve) => this.queue.push({ request, hashes, values, resolve }));
      this.dispatch();
      return result;
    }
    // A small batch renders (and the output check runs) on the warm worker if there is one; small compiles and indexes run inline,
    // where the Markdown pipeline or MiniSearch loads no slower than in a fresh worker.
    const slot = request.type === 'render' || request.type === 'preload' || request.type === 'checkOutput' ? this.warmSlot() : undefined;
    if (slot) return this.send(slot, request, hashes, values);
    // On the main thread values pass by reference: always attach.
    if (request.type === 'render') for (const h of hashes) request.data[h] = values!(h);
    const { runTask } = await import('./tasks.ts');
    this.count('main', request.type);
    return runTask(request);
  }

  /** Hands queued tasks to workers with room, least busy first, starting workers up to the pool's size. */
  private dispatch(): void {
    if (this.queue.length && this.slots.length < this.size) this.start(this.size - this.slots.length);
    while (this.queue.length) {
      const open = this.slots.filter((slot) => !slot.failure && slot.pending < PER_WORKER);
      if (!open.length) {
        // Every worker died: what waits can never run.
        const dead = this.slots.find((s) => s.failure);
        if (dead && this.slots.every((s) => s.failure)) for (const queued of this.queue.splice(0)) queued.resolve({ ok: false, error: { message: dead.failure!, user: false } });
        return;
      }
      const { index, worker: slot } = pickTask(this.queue, (q) => kindOf(q.request), open, this.slots);
      const [next] = this.queue.splice(index, 1);
      next.resolve(this.send(slot, next.request, next.hashes, next.values));
    }
  }

  private send(slot: Slot, request: TaskRequest, hashes: string[], values?: (hash: string) => unknown): Promise<TaskResult> {
    if (slot.failure) return Promise.resolve({ ok: false, error: { message: slot.failure, user: false } });
    if (request.type === 'render') {
      // A worker gets each value once.
      for (const h of hashes) {
        if (slot.known.has(h)) continue;
        request.data[h] = values!(h);
        slot.known.add(h);
      }
      slot.bundle = request.task.serverFile;
    }
    if (request.type === 'preload') slot.bundle = request.serverFile;
    slot.pending++;
    slot.ran.add(kindOf(request));
    const id = this.nextId++;
    return new Promise<TaskResult>((resolve) => {
      this.count(slot.name, request.type);
      this.waiting.set(id, (r) => {
        slot.pending--;
        resolve(r);
        // A worker takes the next queued task as it finishes one, so a batch ends on all workers at once.
        this.dispatch();
      });
      slot.worker.postMessage({ id, request });
    });
  }

  private start(count: number): void {
    // From source (tests) the worker needs the TypeScript loader; bundled, it is plain dist/worker.js.
    const entry = FROM_SOURCE ? join(frameworkRoot(), 'src/pool/worker-source.mjs') : join(frameworkRoot(), 'dist/worker.js');
    for (let i = 0; i < count; i++) {
      const worker = new Worker(entry, { env: { ...process.env, NODE_ENV: 'production' }, resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } });
      const slot: Slot = { worker, name: `worker ${++this.started}`, pending: 0, known: new Set(), ran: new Set() };
      worker.on('message', (m: { id: number; result: TaskResult }) => {
        const done = this.waiting.get(m.id);
        this.waiting.delete(m.id);
        done?.(m.result);
      });
      const fail = (message: string) => {
        slot.failure = message;
        // A crash fails the build: nothing queued is started, and everything in flight ends.
        for (const queued of this.queue.splice(0)) queued.resolve({ ok: false, error: { message, user: false } });
        for (const [id, done] of this.waiting) {
          this.waiting.delete(id);
          done({ ok: false, error: { message, user: false } });
        }
      };
      worker.on('error', (err) => fail(`a worker crashed: ${err.stack ?? err.message}`));
      worker.on('exit', (code) => slot.failure ?? (this.closing || slot.retired || fail(`a worker exited unexpectedly (code ${code})`)));
      this.slots.push(slot);
    }
  }

  async close(): Promise<void> {
    this.closing = true;
    await Promise.all(this.slots.map((s) => s.worker.terminate()));
    this.slots = [];
    this.closing = false;
  }
}
