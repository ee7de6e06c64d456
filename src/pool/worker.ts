import { parentPort } from 'node:worker_threads';
import type { TaskRequest } from './tasks.ts';

process.env.NODE_ENV = 'production';

// Loaded on first use so the worker's modules are a chunk of their own, shared with inline runs.
const tasks = import('./tasks.ts');

parentPort!.on('message', async (message: { id: number; request: TaskRequest }) => {
  const { runTask } = await tasks;
  parentPort!.postMessage({ id: message.id, result: await runTask(message.request) });
});
