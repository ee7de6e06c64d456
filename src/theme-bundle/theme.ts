import { existsSync } from 'node:fs';
import type { ReadTrace } from '../build/read-trace.ts';
import { join } from 'node:path';
import type { SiteConfig } from '../config/types.ts';
import { frameworkRoot } from '../util/framework-root.ts';
import { hashParts, hashValue } from '../util/hash.ts';
import { PIPELINE_KEY } from '../version.ts';

/** The theme, bundled: one server module for rendering, hashed client assets, and per-component dependency hashes. */
export interface ThemeBundle {
  key: string;
  /** Absolute path of the bundled server module (React and react-dom/server included). */
  serverFile: string;
  /** Client assets to publish: output path → absolute file holding the bytes. */
  assets: Record<string, string>;
  /** URLs of the stylesheet and script every page links, and the script's static imports to preload. */
  assetUrls: ClientAssets;
  /**
   * Client chunks loaded on demand, by page module path or `@theme/Name`: the chunk's URL first, then
   * the chunks it imports statically that the main script does not already load.
   */
  clientChunks: Record<string, string[]>;
  /** The stylesheet of CSS an entry's modules import, by the same keys as `clientChunks`: linked by the routes using it. */
  entryCss: Record<string, string>;
  /**
   * Hash of each component's whole import closure, by theme name (`DocPage`, `Tabs`) or page module path.
   * A route depends on the closures it uses, so editing one component re-renders only its routes.
   */
  closures: Record<string, string>;
  /** Theme component names an MDX file may import. */
  components: string[];
  /** Site overrides the bundle left out, each with why (see bundle.ts replaceableOverride): reported by every build that uses it. */
  warnings: string[];
}

export interface ClientAssets {
  css: string;
  /**
   * Further stylesheets every page links after the theme's: the CSS the main script's own modules import
   * (CSS modules included), and KaTeX's when the site typesets math (added by the build).
   */
  moreCss: string[];
  js: string;
  preload: string[];
}

/** Where finished bundles are remembered between builds (the cache's records table). */
export interface BundleMemory {
  get(key: string): string | undefined;
  set(key: string, value: string): void;
}

/**
 * A bundle as remembered: paths relative to the site and asset URLs without the base URL, so neither a
 * moved site nor a new `baseUrl` can reuse what belongs to the old one; plus every file esbuild read
 * (named as ReadTrace names them) with its hash, which must all still match for the bundle to be reused.
 */
export interface StoredBundle {
  bundle: ThemeBundle;
  reads: [string, string][];
  /** The permalinks imported partials' links resolved to, by target file (`''`: no page). */
  links: [string, string][];
}

/** The modules one MDX file imports beyond `@theme/`: bundled with the theme, one client chunk per file. */
export interface MdxImportSet {
  /** The MDX file, relative to the site. */
  file: string;
  sources: string[];
  /** The line of each import in the file, for errors. */
  lines: (number | undefined)[];
}

/** The closure of the module every page renders through: it belongs to every route's fingerprint. */
export const RENDER_CLOSURE = '@render';

export function themeDir(): string {
  return join(frameworkRoot(), 'theme');
}

/** What the build knows of the files a bundle may have read, and where to record the ones it did. */
export interface BundleInputs {
  /** Scanned (and previously traced) inputs: name → hash. */
  hashOf(name: string): string | undefined;
  /** The current hash of a read file the scan did not cover. */
  hashFile(name: string): string;
  trace: ReadTrace;
  /** A file changed while esbuild read it: the bundle is used once but not remembered. */
  drifted(name: string): void;
  /** Each page's URL path by source file, for links in imported partials. */
  permalinks: ReadonlyMap<string, string>;
}

/**
 * The theme bundle for exactly these inputs. The lookup key covers the theme files, site overrides and
 * page modules the scan lists; the record then holds everything esbuild actually read (components in any
 * folder, packages with their package.json), checked file by file. An unchanged theme costs a lookup,
 * and esbuild is loaded only when something it read changed.
 */
export async function prepareThemeBundle(config: SiteConfig, pageModules: string[], mdx: MdxImportSet[], themeInputsHash: string, memory: BundleMemory, inputs: BundleInputs): Promise<ThemeBundle> {
  // The Markdown options compile imported partials, and `markdown.mermaid` decides whether the diagram
  // code is bundled (the `__LECTERN_MERMAID__` define); the base URL is in the URLs of imported files (see
  // bundle.ts assetsUrl).
  const key = hashParts([PIPELINE_KEY, config.themeOverridesDir, JSON.stringify(config.customCss), JSON.stringify(config.clientModules), hashValue(config.markdown), config.baseUrl, themeInputsHash, JSON.stringify(mdx.map((m) => [m.file, m.sources]))]).slice(0, 16);
  const known = memory.get(`theme:${key}`);
  let stored = known ? (JSON.parse(known) as StoredBundle) : undefined;
  if (stored && !stored.reads.every(([name, hash]) => (inputs.hashOf(name) ?? inputs.hashFile(name)) === hash)) stored = undefined;
  if (stored && !stored.links.every(([file, link]) => (inputs.permalinks.get(file) ?? '') === link)) stored = undefined;
  if (stored && !(existsSync(join(config.root, stored.bundle.serverFile)) && Object.values(stored.bundle.assets).every((f) => existsSync(join(config.root, f))))) stored = undefined;
  if (!stored) {
    const { bundleTheme } = await import('./bundle.ts');
    stored = await bundleTheme(config, pageModules, mdx, key, inputs.permalinks);
    const drift = stored.reads.filter(([name, hash]) => (inputs.hashOf(name) ?? hash) !== hash);
    for (const [name] of drift) inputs.drifted(name);
    if (!drift.length) memory.set(`theme:${key}`, JSON.stringify(stored));
  }
  inputs.trace.addNames(stored.reads.map(([name]) => name));
  return located(stored.bundle, config.root, config.baseUrl);
}

/** The stored bundle with absolute files and URLs under the site's base URL. */
function located(bundle: ThemeBundle, root: string, baseUrl: string): ThemeBundle {
  const url = (u: string) => baseUrl + u;
  return {
    ...bundle,
    serverFile: join(root, bundle.serverFile),
    assets: Object.fromEntries(Object.entries(bundle.assets).map(([out, file]) => [out, join(root, file)])),
    assetUrls: { css: url(bundle.assetUrls.css), moreCss: bundle.assetUrls.moreCss.map(url), js: url(bundle.assetUrls.js), preload: bundle.assetUrls.preload.map(url) },
    clientChunks: Object.fromEntries(Object.entries(bundle.clientChunks).map(([k, list]) => [k, list.map(url)])),
    entryCss: Object.fromEntries(Object.entries(bundle.entryCss).map(([k, href]) => [k, url(href)])),
  };
}
