import { parentPort } from 'node:worker_threads';
import { runTask, type TaskRequest } from './tasks.ts';

process.env.NODE_ENV = 'production';

parentPort!.on('message', async (message: { id: number; request: TaskRequest }) => {
  parentPort!.postMessage({ id: message.id, result: await runTask(message.request) });
});
