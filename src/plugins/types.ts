import type { ReadTrace } from '../build/read-trace.ts';
import type { DataMemory } from '../build/data-files.ts';
import type { SiteConfig } from '../config/types.ts';
import type { DocMeta } from '../markdown/types.ts';
import type { InputFile, InputRoot } from '../scan/scan.ts';

/** The theme layout that renders a route; each is a component in the theme's `layouts/` folder. */
export type LayoutName = 'DocPage' | 'DocCategoryPage' | 'DocTagsPage' | 'RedirectPage' | 'DebugPage' | 'BlogPostPage' | 'BlogListPage' | 'BlogTagsPage' | 'BlogArchivePage' | 'BlogAuthorsListPage' | 'BlogAuthorPostsPage' | 'MarkdownPage' | 'ReactPage' | 'NotFoundPage' | 'OfflinePage';

/** A compiled file a route renders: its main body, or the excerpt before `<!-- truncate -->`. */
export interface ModuleRef {
  slot: string;
  source: string;
  part: 'body' | 'excerpt';
}

/** One page of the site, as a plugin describes it. Everything that shapes its HTML is named here. */
export interface Route {
  /** URL path, always ending in `/` (e.g. `/docs/intro/`), or `/404.html`. */
  path: string;
  layout: LayoutName;
  /** Owning plugin instance, e.g. `docs:default`. */
  plugin: string;
  modules: ModuleRef[];
  /** Keys of the named data the layout reads (sidebars, post lists...). */
  data: string[];
  /** Small route-specific values (title, prev/next...), JSON only. */
  props: Record<string, unknown>;
  /** A `.tsx` page module (site-relative), for `ReactPage` routes. */
  pageModule?: string;
  /** Kept out of the sitemap and marked noindex. */
  noIndex?: boolean;
  /** Also answers every path below its own (client router and `site serve`). */
  prefix?: boolean;
}

export interface PluginContext {
  config: SiteConfig;
  /** Every scanned input, keyed by site-relative path. */
  inputs: ReadonlyMap<string, InputFile>;
  /** Compiled metadata of a content file this plugin declared. */
  meta(source: string): DocMeta;
  /** Parses a JSON or YAML input listed in `inputs` (memoised by content hash across builds). */
  readData(path: string): Promise<unknown>;
  /** Where a plugin records files it reads beyond `inputs` (modules a sidebars file imports). */
  trace: ReadTrace;
  /** Values remembered across builds by a key covering everything they were made from. */
  memory: DataMemory;
  warn(message: string): void;
}

export interface PluginOutput {
  routes: Route[];
  /** Named data: every value here is hashed after it is derived, so unchanged data re-renders nothing. */
  data: Record<string, unknown>;
  /** Site-relative content path → permalink, for resolving `./other.md` links. */
  permalinks: Record<string, string>;
  /** Non-HTML outputs (feeds, redirect lists): output-relative path → text, written when it changed. */
  files?: Record<string, string>;
}

export interface Plugin {
  /** `docs:default`, `blog:default`, `pages`. */
  name: string;
  /** Folders this plugin reads; their files are inputs of the build. */
  inputRoots(): InputRoot[];
  /** The Markdown/MDX files this plugin renders, so they can be compiled before `load`. */
  contentFiles(inputs: ReadonlyMap<string, InputFile>): string[];
  /**
   * What the plugin reads from outside any file (a repository's history), as a short string: part of the
   * key that lets an unchanged build stop after the scan, so a change there is never missed.
   */
  outsideState?(): string;
  load(ctx: PluginContext): PluginOutput | Promise<PluginOutput>;
}
