import { join } from 'node:path';
import type { ReadTrace } from '../../build/read-trace.ts';
import { BuildError } from '../../util/errors.ts';
import { loadUserModule } from '../module-loader.ts';
import { isRaw } from './carry.ts';
import { docusaurusDialect } from './dialect.ts';
import { translateDocusaurusConfig, type TranslatedConfig } from './translate.ts';

/** Read when a site has no Lectern config: a Docusaurus site comes over unchanged. */
export const DOCUSAURUS_CONFIG_NAMES = ['docusaurus.config.js', 'docusaurus.config.mjs', 'docusaurus.config.ts'];

/** Bundles and runs a Docusaurus config (an object, or a function returning or resolving to one) and translates it. */
export async function loadDocusaurusConfig(root: string, file: string, trace?: ReadTrace): Promise<TranslatedConfig> {
  const mod = await loadUserModule(root, join(root, file), trace, docusaurusDialect());
  let exported: unknown;
  try {
    exported = typeof mod.default === 'function' ? await (mod.default as () => unknown)() : await mod.default;
  } catch (err) {
    throw new BuildError(`${file} failed while creating its config: ${(err as Error).message}`, { file }, 'the config function must run in Node without Docusaurus installed');
  }
  if (!isRaw(exported)) throw new BuildError(`${file} exports no config object`, { file }, 'export the config (`export default config` or `module.exports = config`), or a function returning it');
  return translateDocusaurusConfig(exported, root, file);
}
