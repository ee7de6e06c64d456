import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'esbuild';
import { BuildError } from '../util/errors.ts';

/**
 * Sass stylesheets (`customCss: './src/css/custom.scss'`, `styles.module.scss` in a component), which
 * Docusaurus sites compile with docusaurus-plugin-sass: compiled by the `sass` package, loaded only when
 * a site has such a file. esbuild lists only the file it loaded, so every file Sass read (partials,
 * `@use`d modules) is added to `reads`, and the bundle is keyed on them too. One instance serves both
 * theme builds (server and client), which load the same stylesheets: each is compiled once.
 */
export function sassPlugin(reads: Set<string>, nameOf: (abs: string) => string): Plugin {
  const compiled = new Map<string, string>();
  const css = async (path: string): Promise<string> => {
    const known = compiled.get(path);
    if (known !== undefined) return known;
    const { compile } = await import('sass');
    const result = compile(path, { style: 'expanded' });
    for (const url of result.loadedUrls) if (url.protocol === 'file:') reads.add(fileURLToPath(url));
    compiled.set(path, result.css);
    return result.css;
  };
  return {
    name: 'lectern-sass',
    setup(b) {
      b.onLoad({ filter: /\.s[ac]ss$/ }, async (args) => {
        try {
          return { contents: await css(args.path), loader: /\.module\.s[ac]ss$/.test(args.path) ? 'local-css' : 'css', resolveDir: dirname(args.path) };
        } catch (err) {
          const span = (err as { span?: { url?: URL; start?: { line: number; column: number } } }).span;
          const file = span?.url?.protocol === 'file:' ? fileURLToPath(span.url) : args.path;
          const message = (err as { sassMessage?: string }).sassMessage ?? (err as Error).message;
          throw new BuildError(`Sass error: ${message}`, { file: nameOf(file), ...(span?.start && { line: span.start.line + 1, column: span.start.column + 1 }) }, 'fix the stylesheet at that line');
        }
      });
    },
  };
}
