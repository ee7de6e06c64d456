import { resolve } from 'node:path';
import { loadConfig } from '../../src/config/load.ts';
import { snapshotVersion } from '../../src/plugins/docs/snapshot.ts';
import { formatError } from '../../src/util/errors.ts';

export async function runDocsVersion(name: string, opts: { root: string; plugin: string }): Promise<void> {
  try {
    const config = await loadConfig(resolve(opts.root));
    const made = await snapshotVersion(config, String(name), opts.plugin);
    process.stderr.write(`version ${name}: docs copied to ${made.docsDir}${made.sidebarsFile ? `, sidebars to ${made.sidebarsFile}` : ''}; ${made.versionsFile} updated\n`);
  } catch (err) {
    process.stderr.write(`error: ${formatError(err)}\n`);
    process.exitCode = 1;
  }
}
