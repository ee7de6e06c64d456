import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { startStaticServer } from '../../src/dev/static-server.ts';

export async function runServe(opts: { root: string; dir: string; port: number; host: string }): Promise<void> {
  const dir = resolve(opts.root, opts.dir);
  if (!existsSync(dir)) {
    process.stderr.write(`error: ${dir} does not exist\n  → run \`site build\` first\n`);
    process.exitCode = 1;
    return;
  }
  const server = await startStaticServer({ dir, port: Number(opts.port), host: opts.host });
  process.stderr.write(`serving ${dir} at ${server.url}\n`);
}
