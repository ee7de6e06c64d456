import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { OnResolveArgs, PluginBuild } from 'esbuild';
import { toPosix } from '../util/paths.ts';
import { SVG_COMPONENT_SUFFIX, svgComponentModule } from './svg-component.ts';
import { FILE_URL_IMPORT } from '../markdown/types.ts';

/** How a `require()` of an asset resolves: to a module whose default export is the file's URL. */
const ASSET_MODULE_SUFFIX = '?module';
/** The namespace of `raw-loader!` imports; paths in it are relative to the site, as metafile keys must be. */
export const RAW_NAMESPACE = 'lectern-raw';
const SCRIPT_IMPORTS = new Set(['import-statement', 'require-call', 'dynamic-import']);

export interface WebpackImportsOptions {
  root: string;
  /** Extensions esbuild publishes as files (the `file` loader). */
  assetExtensions: readonly string[];
  /** Where the generated component modules resolve `react` from. */
  reactDir: string;
  /** A file's name for errors (its trace name). */
  nameOf(abs: string): string;
}

/**
 * What a Docusaurus site's code imports the webpack way, given the same values here:
 * - an `.svg` imported by a script is a component drawing it (SVGR); from CSS it stays a file URL;
 * - `require('./x.png')` is a module whose `default` is the URL (webpack's asset modules), so the usual
 *   `require('./x.png').default` is the URL rather than undefined;
 * - `!!raw-loader!./example.js` is the file's text, as Docusaurus docs show example files in a CodeBlock.
 * Suffixes and the raw namespace keep metafile keys relative to the site, so the files are traced.
 */
export function registerWebpackImports(b: PluginBuild, opts: WebpackImportsOptions): void {
  const resolveAs = async (path: string, args: OnResolveArgs, suffix: string) => {
    const found = await b.resolve(path, { kind: args.kind, importer: args.importer, namespace: args.namespace.startsWith('lectern') ? 'file' : args.namespace, resolveDir: args.resolveDir, pluginData: { webpackImport: true } });
    return found.errors.length ? { errors: found.errors } : { path: found.path, suffix };
  };
  // Inner resolutions (this hook's own, and `@site/…`'s) fall through to the file itself.
  const inner = (args: OnResolveArgs) => Boolean(args.pluginData?.webpackImport || args.pluginData?.inner);
  const assets = new RegExp(`(${opts.assetExtensions.map((e) => e.replace('.', '\\.')).join('|')})$`, 'i');

  b.onResolve({ filter: /^!*raw-loader!/ }, async (args) => {
    const found = await resolveAs(args.path.replace(/^!*raw-loader!/, ''), args, '');
    return 'errors' in found ? found : { path: toPosix(relative(opts.root, found.path)), namespace: RAW_NAMESPACE };
  });
  b.onLoad({ filter: /.*/, namespace: RAW_NAMESPACE }, (args) => ({ contents: readFileSync(join(opts.root, args.path), 'utf8'), loader: 'text' }));

  // A partial's image (see mdx-pipeline.ts importedImage): the published file's URL, an SVG's too.
  b.onResolve({ filter: new RegExp(`^${FILE_URL_IMPORT}`) }, (args) => resolveAs(args.path.slice(FILE_URL_IMPORT.length), args, ''));
  b.onResolve({ filter: assets }, (args) => {
    if (inner(args) || !SCRIPT_IMPORTS.has(args.kind)) return undefined;
    if (/\.svg$/i.test(args.path)) return resolveAs(args.path, args, SVG_COMPONENT_SUFFIX);
    return args.kind === 'require-call' ? resolveAs(args.path, args, ASSET_MODULE_SUFFIX) : undefined;
  });
  b.onLoad({ filter: assets }, (args) => {
    if (args.suffix === SVG_COMPONENT_SUFFIX) return { contents: svgComponentModule(readFileSync(args.path, 'utf8'), opts.nameOf(args.path)), resolveDir: opts.reactDir, loader: 'js' };
    if (args.suffix === ASSET_MODULE_SUFFIX) return { contents: `export { default } from ${JSON.stringify(args.path)};`, resolveDir: dirname(args.path), loader: 'js' };
    return undefined;
  });
}
