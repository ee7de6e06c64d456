/** Which queued task goes to which worker: kinds stay on the workers that run them warm, without starving one. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { pickTask, type WorkerLoad } from '../src/pool/task-affinity.ts';

const worker = (pending: number, ...ran: string[]): WorkerLoad => ({ pending, ran: new Set(ran) });
/** Queued tasks stood for by their kinds. */
const byKind = (kind: string) => kind;

test('a worker that never compiled MDX takes the Markdown behind it, while the MDX worker is full', () => {
  const mdxWorker = worker(16, 'compile.md', 'compile.mdx');
  const other = worker(15, 'compile.md');
  const pick = pickTask(['compile.mdx', 'compile.mdx', 'compile.md'], byKind, [other], [mdxWorker, other]);
  assert.equal(pick, { index: 2, worker: other });
});

test('an MDX task goes to the MDX worker while it is hardly busier than the least busy one', () => {
  const mdxWorker = worker(5, 'compile.mdx');
  const other = worker(4, 'compile.md');
  assert.equal(pickTask(['compile.mdx'], byKind, [mdxWorker, other], [mdxWorker, other]), { index: 0, worker: mdxWorker });
});

test('a plentiful kind spreads: once the warm worker holds more than a few extra tasks, the cold one starts on it', () => {
  const warm = worker(6, 'render');
  const cold = worker(0, 'preload');
  assert.equal(pickTask(['render', 'render'], byKind, [warm, cold], [warm, cold]), { index: 0, worker: cold });
});

test('a kind no worker has run goes to the least busy worker; with nothing that suits, the oldest task does', () => {
  const a = worker(3, 'compile.md');
  const b = worker(1, 'render');
  assert.equal(pickTask(['searchShard'], byKind, [a, b], [a, b]), { index: 0, worker: b });
  const full = worker(16, 'compile.mdx');
  assert.equal(pickTask(['compile.mdx', 'compile.mdx'], byKind, [b], [full, b]), { index: 0, worker: b }, 'never left idle');
});

test.run();
