import { startWatch } from '../../src/dev/watch.ts';
import { formatError } from '../../src/util/errors.ts';

export async function runWatch(opts: { root: string; port: number; host: string }): Promise<void> {
  try {
    const session = await startWatch({ root: opts.root, port: Number(opts.port), host: opts.host });
    process.stderr.write(`watching; open ${session.url}\n`);
    const stop = async () => {
      await session.close();
      process.exit(0);
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  } catch (err) {
    process.stderr.write(`error: ${formatError(err)}\n`);
    process.exitCode = 1;
  }
}
