import type { BlogFeedType, DocsVersionOptions, Redirect, ReportingSeverity, ThemeConfig } from './define.ts';

export interface ResolvedDocsOptions {
  id: string;
  path: string;
  routeBasePath: string;
  sidebarPath: string | false;
  lastVersion?: string;
  versions: Record<string, DocsVersionOptions>;
  onlyIncludeVersions?: string[];
  /** Site-relative tags file, or undefined for none. */
  tags?: string;
  onInlineTags: ReportingSeverity;
  tagsBasePath: string;
  breadcrumbs: boolean;
}

export interface ResolvedBlogOptions {
  id: string;
  path: string;
  routeBasePath: string;
  postsPerPage: number | 'ALL';
  blogTitle: string;
  blogDescription: string;
  pageBasePath: string;
  blogSidebarCount: number | 'ALL';
  blogSidebarTitle: string;
  /** Undefined for no archive page. */
  archiveBasePath?: string;
  tagsBasePath: string;
  authorsBasePath: string;
  /** Site-relative tags file, or undefined for none. */
  tags?: string;
  onInlineTags: ReportingSeverity;
  /** Site-relative authors file. */
  authorsMapPath: string;
  onInlineAuthors: ReportingSeverity;
  onUntruncatedBlogPosts: ReportingSeverity;
  showReadingTime: boolean;
  feedOptions: ResolvedBlogFeedOptions;
}

export interface ResolvedBlogFeedOptions {
  /** Empty when the blog writes no feed. */
  types: BlogFeedType[];
  /** Default: the site title. */
  title?: string;
  /** Default: "{site title} Blog". */
  description?: string;
  copyright?: string;
  /** False for every post. */
  limit: number | false;
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
  onBrokenAnchors: ReportingSeverity;
  redirects: Redirect[];
  sitemap: boolean;
  debug: boolean;
  docs: ResolvedDocsOptions[];
  blog: ResolvedBlogOptions[];
  pages: ResolvedPagesOptions | undefined;
  markdown: { toc: { minHeadingLevel: number; maxHeadingLevel: number }; additionalLanguages: string[] };
  themeConfig: Required<ThemeConfig>;
  /** Appended to every localStorage key the client writes; '' for none. */
  storageSuffix: string;
  /** Where a site overrides theme components by file name. */
  themeOverridesDir: string;
}
