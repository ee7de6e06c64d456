import type { CompileOptions } from '../markdown/types.ts';
import type { LastUpdateShown } from '../plugins/docs/last-update.ts';
import type { BlogEditUrl, DocsEditUrl, AlgoliaConfig, HeadTag, MermaidConfig, BlogFeedType, ColorModeConfig, SearchConfig, OfflineModeActivationStrategy, WebAppManifestIcon, WebAppManifestOptions, DocsVersionOptions, FooterColumn, FooterLinkItem, NavbarDropdownChild, NavbarDropdownItem, NavbarItem, Redirect, ReportingSeverity, ThemeLogo } from './define.ts';

export interface ResolvedDocsOptions {
  id: string;
  path: string;
  routeBasePath: string;
  sidebarPath: string | false;
  editUrl?: DocsEditUrl;
  /** Which of a doc's last update date and author come from git. */
  lastUpdateFromGit: LastUpdateShown;
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
  editUrl?: BlogEditUrl;
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
  prefixRoutes: string[];
}

/** The config after defaults: every stage reads this, never the user's raw object. */
export interface SiteConfig {
  root: string;
  /** The config file relative to root, or undefined when the site runs on defaults. */
  configFile?: string;
  title: string;
  tagline: string;
  /** `<html lang>` of every page. */
  locale: string;
  /** A site path or URL as written; undefined for the theme's default icons. */
  favicon?: string;
  url: string;
  baseUrl: string;
  outDir: string;
  staticDirectories: string[];
  /** Site stylesheets bundled after the theme's, relative to the site. */
  customCss: string[];
  customFields: Record<string, unknown>;
  headTags: HeadTag[];
  clientModules: string[];
  onBrokenLinks: ReportingSeverity;
  onBrokenMarkdownLinks: ReportingSeverity;
  onBrokenAnchors: ReportingSeverity;
  onInvalidFrontMatter: ReportingSeverity;
  redirects: Redirect[];
  sitemap: boolean;
  debug: boolean;
  docs: ResolvedDocsOptions[];
  blog: ResolvedBlogOptions[];
  pages: ResolvedPagesOptions | undefined;
  markdown: { toc: { minHeadingLevel: number; maxHeadingLevel: number } } & CompileOptions;
  themeConfig: ResolvedThemeConfig;
  /** Appended to every localStorage key the client writes; '' for none. */
  storageSuffix: string;
  /** Where a site overrides theme components by file name. */
  themeOverridesDir: string;
  /** The installable app and its offline mode; undefined when the site has none. */
  pwa?: ResolvedPwaOptions;
  /** What was taken from a Docusaurus config the options were translated from; undefined for a Lectern config. */
  translation?: ConfigTranslation;
}

/**
 * What a translated Docusaurus config contributed, as key paths of that file
 * (`presets.classic.docs.routeBasePath`, `themeConfig.navbar.items[2].prependBaseUrlToHref`).
 */
export interface ConfigTranslation {
  file: string;
  /** Settings carried over into Lectern's options. */
  applied: string[];
  /** Settings Lectern has no option for. */
  ignored: string[];
  /** Presets, plugins and themes Lectern does not know, left out of the build. */
  unknownPlugins: string[];
}

/** The web app manifest's fields; `start_url` and icon sources are site paths until it is written. */
export interface ResolvedWebAppManifest extends Required<Omit<WebAppManifestOptions, 'description'>> {
  description?: string;
  icons: WebAppManifestIcon[];
}

export interface ResolvedPwaOptions {
  offlineModeActivationStrategies: OfflineModeActivationStrategy[];
  debug: boolean;
  /** Bytes. */
  precacheBudget: number;
  /** Bytes. */
  maximumFileSizeToCacheInBytes: number;
  manifest: ResolvedWebAppManifest;
}

/**
 * A `doc`, `docSidebar` or `docsVersion` navbar item once the build has looked it up in its docs plugin:
 * its target in every version, so the client can follow the version the reader is on or prefers
 * without a table of all docs.
 */
export interface ResolvedDocsNavbarItem {
  type: 'docsLink';
  /** The item type written in the config. */
  kind: 'doc' | 'docSidebar' | 'docsVersion';
  /** The configured label; each target carries the default one. */
  label?: string;
  position?: 'left' | 'right';
  className?: string;
  docsPluginId: string;
  /** By version name. */
  targets: Record<string, DocsLinkTarget>;
}

export interface DocsLinkTarget {
  path: string;
  label: string;
  /** The sidebar the target belongs to: the item is active on every page of that sidebar. */
  sidebar?: string;
  /** An unlisted doc: the item shows only while the reader is on it. */
  unlisted?: boolean;
}

export type ResolvedDropdownChild = NavbarDropdownChild | ResolvedDocsNavbarItem;

export interface ResolvedDropdownItem extends Omit<NavbarDropdownItem, 'items'> {
  items: ResolvedDropdownChild[];
}

/** A navbar item as the theme renders it: doc items are resolved by the build (`resolveNavbarItems`). */
export type ResolvedNavbarItem = Exclude<NavbarItem, NavbarDropdownItem> | ResolvedDropdownItem | ResolvedDocsNavbarItem;

/** `themeConfig` after defaults; the whole of it reaches every page as `SiteData.themeConfig`. */
export interface ResolvedThemeConfig {
  navbar: { title?: string; logo?: ThemeLogo; hideOnScroll: boolean; items: ResolvedNavbarItem[] };
  footer: { style: 'light' | 'dark'; links: FooterColumn[] | FooterLinkItem[]; logo?: ThemeLogo; copyright?: string };
  announcementBar?: { id: string; content: string; backgroundColor: string; textColor: string; isCloseable: boolean };
  colorMode: Required<ColorModeConfig>;
  algolia?: AlgoliaConfig;
  search: SearchConfig;
  /** As written; the browser applies Mermaid's defaults (theme/mermaid/draw.ts). Unset, it adds nothing to the site datum. */
  mermaid?: MermaidConfig;
  image?: string;
}
