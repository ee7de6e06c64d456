import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteConfig } from '../config/types.ts';
import { frameworkRoot } from '../util/framework-root.ts';
import { hashParts } from '../util/hash.ts';
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
  /**
   * Hash of each component's whole import closure, by theme name (`DocPage`, `Tabs`) or page module path.
   * A route depends on the closures it uses, so editing one component re-renders only its routes.
   */
  closures: Record<string, string>;
  /** Theme component names an MDX file may import. */
  components: string[];
}

export interface ClientAssets {
  css: string;
  js: string;
  preload: string[];
}

/** Where finished bundles are remembered between builds (the cache's records table). */
export interface BundleMemory {
  get(key: string): string | undefined;
  set(key: string, value: string): void;
}

export function themeDir(): string {
  return join(frameworkRoot(), 'theme');
}

/**
 * The theme bundle for exactly these inputs: `themeInputsHash` covers every theme file, site override and
 * page module, so an unchanged theme costs a lookup, and esbuild is loaded only when something changed.
 */
export async function prepareThemeBundle(config: SiteConfig, pageModules: string[], themeInputsHash: string, memory: BundleMemory): Promise<ThemeBundle> {
  const key = hashParts([PIPELINE_KEY, themeInputsHash]).slice(0, 16);
  const known = memory.get(`theme:${key}`);
  if (known) {
    const bundle = JSON.parse(known) as ThemeBundle;
    if (existsSync(bundle.serverFile) && Object.values(bundle.assets).every((f) => existsSync(f))) return bundle;
  }
  const { bundleTheme } = await import('./bundle.ts');
  return bundleTheme(config, pageModules, key, memory);
}
