import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadConfig } from '../../src/config/load.ts';
import { formatError } from '../../src/util/errors.ts';

export async function runClear(opts: { root: string; out?: string }): Promise<void> {
  try {
    const root = resolve(opts.root);
    const config = await loadConfig(root);
    const out = resolve(root, opts.out ?? config.outDir);
    rmSync(join(root, '.lectern'), { recursive: true, force: true });
    rmSync(out, { recursive: true, force: true });
    process.stderr.write(`removed ${join(root, '.lectern')} and ${out}\n`);
  } catch (err) {
    process.stderr.write(`error: ${formatError(err)}\n`);
    process.exitCode = 1;
  }
}
