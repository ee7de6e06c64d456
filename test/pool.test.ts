/** The worker pool: a new theme bundle retires the workers that imported an older one. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Worker } from 'node:worker_threads';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { TaskPool } from '../src/pool/pool.ts';
import type { CompileJob } from '../src/pool/tasks.ts';

const TMP = fileURLToPath(new URL('./.tmp/', import.meta.url));

/** The pool's live workers (a private field: what the test checks is exactly which workers are kept). */
function workers(pool: TaskPool): Worker[] {
  return (pool as unknown as { slots: { worker: Worker }[] }).slots.map((s) => s.worker);
}

/** A one-line Markdown file in `dir` and the job compiling it. */
function markdownJob(dir: string): CompileJob {
  writeFileSync(join(dir, 'a.md'), '# A\n');
  return { abs: join(dir, 'a.md'), file: 'a.md', ext: '.md', options: { additionalLanguages: [], format: 'detect', math: false, mermaid: false, onUnknownLanguage: 'throw' } };
}

/** Which kinds of task each worker has run (a private field, like `workers`). */
function warmKinds(pool: TaskPool): string[][] {
  return (pool as unknown as { slots: { ran: Set<string> }[] }).slots.map((s) => [...s.ran].sort());
}

/** A two-worker pool and a scratch folder, both gone after `run`. */
async function withPool(run: (pool: TaskPool, dir: string) => Promise<void>): Promise<void> {
  mkdirSync(TMP, { recursive: true });
  const dir = mkdtempSync(join(TMP, 'pool-'));
  const pool = new TaskPool(2);
  try {
    await run(pool, dir);
  } finally {
    await pool.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

test('workers that imported an older theme bundle are retired (modules cannot be unloaded); fresh ones stay', () =>
  withPool(async (pool, dir) => {
    const job = markdownJob(dir);
    await Promise.all([pool.compile(job, true), pool.compile(job, true)]);
    const started = workers(pool);
    assert.is(started.length, 2);
    pool.preload(join(dir, 'server.one.mjs'));
    assert.equal(workers(pool), started, 'no worker had imported a bundle yet');
    const exited = new Promise((done) => started[0].once('exit', done));
    pool.preload(join(dir, 'server.two.mjs'));
    assert.is(workers(pool).length, 1, 'the worker that imported the first bundle is gone');
    await exited;
  }));

test("usage: each thread's tasks by kind and busy time, taken once per build", () =>
  withPool(async (pool, dir) => {
    const job = markdownJob(dir);
    await pool.compile(job, false);
    await Promise.all([pool.compile(job, true), pool.compile(job, true), pool.compile(job, true)]);
    const usage = pool.takeUsage();
    const main = usage.find((u) => u.thread === 'main');
    assert.equal(main?.tasks, { compile: 1 }, 'the inline compile ran on the main thread');
    const workerTasks = usage.filter((u) => u.thread.startsWith('worker ')).map((u) => u.tasks.compile ?? 0);
    assert.is(workerTasks.reduce((a, b) => a + b, 0), 3, 'the parallel compiles ran on workers');
    assert.ok(usage.every((u) => u.busyMs >= 0) && usage.some((u) => u.thread.startsWith('worker ') && u.busyMs > 0), 'a worker was busy');
    assert.ok(pool.takeUsage().every((u) => Object.keys(u.tasks).length === 0), 'taken: the next build starts from nothing');
  }));

test('a worker takes queued tasks as it frees: a slow task does not hold back the ones dealt after it', () =>
  withPool(async (pool, dir) => {
    const small = markdownJob(dir);
    writeFileSync(join(dir, 'big.md'), `# Big\n\n${'A sentence with *emphasis*, `code` and a [link](https://example.com).\n\n'.repeat(15_000)}`);
    const big: CompileJob = { ...small, abs: join(dir, 'big.md'), file: 'big.md' };
    const jobs = [big, ...Array.from({ length: 47 }, () => small)];
    const results = await Promise.all(jobs.map((job) => pool.compile(job, true)));
    assert.ok(results.every((r) => r.ok));
    const counts = pool.takeUsage().flatMap((u) => (u.thread.startsWith('worker ') ? [u.tasks.compile ?? 0] : []));
    assert.is(counts.length, 2);
    // Dealt out in turn, each worker would run 24; the one busy with the big file runs only what it held.
    assert.ok(Math.min(...counts) <= 20, `tasks per worker: ${counts.join(', ')}`);
  }));

test('the few MDX files stay on the worker that compiled MDX first, while both workers compile Markdown', () =>
  withPool(async (pool, dir) => {
    const md = markdownJob(dir);
    writeFileSync(join(dir, 'b.mdx'), '# B\n\n<div>{1 + 1}</div>\n');
    const mdx: CompileJob = { ...md, abs: join(dir, 'b.mdx'), file: 'b.mdx', ext: '.mdx' };
    // MDX files among the first tasks, which are dealt out before any finishes (so the test does not depend
    // on timing): taken in turn, both workers would get some.
    const jobs = Array.from({ length: 64 }, (_, i) => (i < 28 && i % 8 === 3 ? mdx : md));
    const results = await Promise.all(jobs.map((job) => pool.compile(job, true)));
    assert.ok(results.every((r) => r.ok));
    const kinds = warmKinds(pool);
    assert.is(kinds.filter((k) => k.includes('compile.mdx')).length, 1, `kinds per worker: ${JSON.stringify(kinds)}`);
    assert.ok(kinds.every((k) => k.includes('compile.md')), 'both compiled Markdown');
  }));

test.run();
