import type { ThemeConfig } from '../config/define.ts';
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
  navbar: NonNullable<ThemeConfig['navbar']>;
  footer: NonNullable<ThemeConfig['footer']>;
  assets: { css: string; js: string };
  /** Default table-of-contents heading levels (`markdown.toc`). */
  toc: { minHeadingLevel: number; maxHeadingLevel: number };
  /** Set by `site watch`: the script that reloads the page after a rebuild. */
  liveReload?: string;
}
