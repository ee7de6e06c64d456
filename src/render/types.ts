import type { SiteConfig } from '../config/types.ts';
import type { LayoutName } from '../plugins/types.ts';
import type { TocItem } from '../markdown/types.ts';

/** A compiled body ready to render, with its Markdown file links already resolved to URLs. */
export interface RenderModule {
  kind: 'html' | 'mdx';
  code: string;
  themeImports: Record<string, string>;
  toc: TocItem[];
  contentTitle?: string;
}

/** Everything a layout needs to render one route; it is exactly what the route's fingerprint covers. */
export interface PageInput {
  route: { path: string; layout: LayoutName; props: Record<string, unknown>; data: string[]; noIndex?: boolean; pageModule?: string };
  data: Record<string, unknown>;
  modules: Record<string, RenderModule>;
}

/** The `site` datum every page reads: identity, navigation chrome and asset URLs. */
export interface SiteData {
  title: string;
  tagline: string;
  url: string;
  baseUrl: string;
  /** The resolved `themeConfig`, whole: navbar, footer, announcement bar, colour mode... */
  themeConfig: SiteConfig['themeConfig'];
  /** Appended to every localStorage key (`siteStorage.namespace`), '' for none. */
  storageSuffix: string;
  /** Each docs plugin instance's versions, for version dropdowns and links on any page. */
  docs: DocsPluginSummary[];
  assets: { css: string; js: string };
  /** Default table-of-contents heading levels (`markdown.toc`). */
  toc: { minHeadingLevel: number; maxHeadingLevel: number };
  /** Set by `site watch`: the script that reloads the page after a rebuild. */
  liveReload?: string;
}

/** What any page may show of one docs plugin instance: its versions, newest first as configured. */
export interface DocsPluginSummary {
  id: string;
  versions: { name: string; label: string; path: string; isLast: boolean; mainDocPath: string }[];
}
