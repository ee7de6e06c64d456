import { join } from 'node:path';
import { frameworkRoot } from '../../util/framework-root.ts';
import type { ModuleDialect } from '../module-loader.ts';

/**
 * How a Docusaurus config is bundled: the packages it imports are replaced by stand-ins (so a site need
 * not install Docusaurus), and CommonJS code finds `require`, `require.resolve` and `__dirname`.
 * `require` is Node's own, for the packages a config really uses (`path`, `dotenv`).
 */
export function docusaurusDialect(): ModuleDialect {
  const shims = join(frameworkRoot(), 'src/config/docusaurus/shims');
  return {
    shims: [
      { filter: '^@docusaurus/', file: join(shims, 'docusaurus-package.cjs') },
      { filter: '^prism-react-renderer(/|$)', file: join(shims, 'prism-react-renderer.cjs') },
    ],
    inject: [join(shims, 'commonjs-globals.ts')],
    define: { 'require.resolve': '__lecternRequireResolve' },
    banner: "import { createRequire as __lecternCreateRequire } from 'node:module'; const require = __lecternCreateRequire(import.meta.url);",
  };
}
