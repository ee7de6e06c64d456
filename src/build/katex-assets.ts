import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { frameworkRoot } from '../util/framework-root.ts';
import { hashBytes } from '../util/hash.ts';

/** KaTeX's stylesheet and fonts, published when the site typesets math (`markdown.math`). */
export interface KatexAssets {
  /** Output path of the stylesheet, named by its hash. */
  cssFile: string;
  css: string;
  /** Output path → the font file to copy. */
  fonts: Map<string, string>;
}

const DIR = 'assets/katex';

/**
 * Every browser that runs the client reads WOFF2, so only those fonts are published and the stylesheet's
 * fallbacks to WOFF and TrueType are dropped: a third of the files, none a reader would fetch.
 */
export function katexAssets(): KatexAssets {
  const dist = join(dirname(createRequire(join(frameworkRoot(), 'package.json')).resolve('katex/package.json')), 'dist');
  const css = readFileSync(join(dist, 'katex.min.css'), 'utf8').replace(/,url\(fonts\/[^)]+\.(?:woff|ttf)\) format\("(?:woff|truetype)"\)/g, '');
  const fonts = new Map(readdirSync(join(dist, 'fonts')).filter((f) => f.endsWith('.woff2')).map((f) => [`${DIR}/fonts/${f}`, join(dist, 'fonts', f)]));
  return { cssFile: `${DIR}/katex.${hashBytes(css).slice(0, 12)}.css`, css, fonts };
}
