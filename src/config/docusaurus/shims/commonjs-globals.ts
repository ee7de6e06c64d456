// Injected into a bundled Docusaurus config: what CommonJS code expects of Node's module wrapper and
// `require.resolve` (see dialect.ts).
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The site folder: the bundle runs from `.lectern/modules/` inside it, and the config sits at the top. */
export const __dirname = dirname(dirname(dirname(fileURLToPath(import.meta.url))));

/** Answers with the name itself: presets and plugins are recognised by name, and none need be installed. */
export function __lecternRequireResolve(id: string): string {
  return id;
}
