import * as assert from 'uvu/assert';
import { loadConfig } from '../../src/config/load.ts';
import { BuildError } from '../../src/util/errors.ts';

/** The error loading a site's config fails with; a config that loads fails the test. */
export async function loadError(root: string): Promise<BuildError> {
  try {
    await loadConfig(root);
  } catch (err) {
    if (err instanceof BuildError) return err;
    throw err;
  }
  return assert.unreachable('expected loadConfig to fail') as never;
}
