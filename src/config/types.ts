import type { ReportingSeverity, ThemeConfig } from './define.ts';

export interface ResolvedDocsOptions {
  id: string;
  path: string;
  routeBasePath: string;
  sidebarPath: string | false;
}

export interface ResolvedBlogOptions {
  id: string;
  path: string;
  routeBasePath: string;
  postsPerPage: number;
  blogTitle: string;
  blogDescription: string;
}

export interface ResolvedPagesOptions {
  path: string;
  routeBasePath: string;
}

/** The config after defaults: every stage reads this, never the user's raw object. */
export interface SiteConfig {
  root: string;
  /** The config file relative to root, or undefined when the site runs on defaults. */
  configFile?: string;
  title: string;
  tagline: string;
  url: string;
  baseUrl: string;
  outDir: string;
  staticDirectories: string[];
  onBrokenLinks: ReportingSeverity;
  onBrokenMarkdownLinks: ReportingSeverity;
  docs: ResolvedDocsOptions[];
  blog: ResolvedBlogOptions[];
  pages: ResolvedPagesOptions | undefined;
  markdown: { toc: { minHeadingLevel: number; maxHeadingLevel: number }; additionalLanguages: string[] };
  themeConfig: Required<ThemeConfig>;
  /** Where a site overrides theme components by file name. */
  themeOverridesDir: string;
}
