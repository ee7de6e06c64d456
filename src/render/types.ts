import type { SiteConfig } from '../config/types.ts';
import type { OfflineModeActivationStrategy } from '../config/define.ts';
import type { ClientAssets } from '../theme-bundle/theme.ts';
import type { LayoutName } from '../plugins/types.ts';
import type { TocItem } from '../markdown/types.ts';
import type { IconLink } from './default-favicons.ts';

/** A compiled body ready to render, with its Markdown file links already resolved to URLs. */
export interface RenderModule {
  kind: 'html' | 'mdx';
  code: string;
  themeImports: Record<string, string>;
  /** The MDX file whose bundled imports the body reads (absent when it imports only `@theme/`). */
  importsKey?: string;
  toc: TocItem[];
  contentTitle?: string;
}

/** The parts of a route a layout reads. */
export interface PageRoute {
  path: string;
  layout: LayoutName;
  props: Record<string, unknown>;
  data: string[];
  noIndex?: boolean;
  pageModule?: string;
  prefix?: boolean;
  /** Set by the renderer on a page module that renders without `@theme/Layout`: it gets `@theme/Document` alone. */
  bare?: boolean;
  /** Stylesheets of the CSS this route's page module, MDX imports and components import. */
  stylesheets?: string[];
}

/** Everything a layout needs to render one route; it is exactly what the route's fingerprint covers. */
export interface PageInput {
  route: PageRoute;
  data: Record<string, unknown>;
  modules: Record<string, RenderModule>;
  /** What the page hands to the client for hydration (absent on routes the client never renders). */
  client?: ClientHandoff;
}

/** A compiled body as the client receives it: `.md` HTML inline (or adopted from the DOM), MDX as a chunk URL. */
export interface ClientModule {
  kind: 'html' | 'mdx';
  /** The article HTML of an `html` module; left out of the first-load payload, where the DOM already has it. */
  html?: string;
  /** URL of the content-hashed ES module of an `mdx` module. */
  chunk?: string;
  /** URL of the chunk holding the modules the MDX body imports. */
  importsChunk?: string;
  themeImports: Record<string, string>;
  toc: TocItem[];
  contentTitle?: string;
}

/** A `<CodeBlock>` as the server rendered it: its element's classes and inner HTML. */
export type CodeBlockMarkup = [className: string, html: string];

/** What the theme's server bundle makes of a route: the document, and the markup of each `<CodeBlock>` in it by key. */
export interface ServerRender {
  html: string;
  codeBlocks: Record<string, CodeBlockMarkup>;
}

/**
 * One route for the client, at an address derived from its path (`/docs/intro/__route.json`), and inline in
 * the route's own HTML for hydration. Large data shared by many pages (the site, sidebars) is referenced
 * by content-hashed URL so the browser caches it once.
 */
export interface RoutePayload {
  route: PageRoute;
  /** Small route-specific data, by key. */
  data: Record<string, unknown>;
  /** Shared data, by key → URL of its content-hashed JSON file. */
  shared: Record<string, string>;
  modules: Record<string, ClientModule>;
  /** URL of the page module's client chunk (`.tsx` pages). */
  pageChunk?: string;
  /** The layout's chunk and the chunks it imports, preloaded ahead of a navigation. */
  layoutChunks: string[];
  /** Theme component chunks the MDX modules import, by theme name → URL. */
  components: Record<string, string>;
  /** A redirect route: the client goes there instead. */
  redirect?: string;
  /**
   * The route's `<CodeBlock>`s by key, in its payload file only: a page loaded whole adopts them from its
   * HTML, and neither highlights them again in the browser.
   */
  codeBlocks?: Record<string, CodeBlockMarkup>;
}

/** Handed to the server render of a page: the inline payload and what the head should preload. */
export interface ClientHandoff {
  payload: RoutePayload;
  /** Module URLs to `modulepreload` (page, MDX and component chunks with their static imports). */
  modules: string[];
}

/** The `site` datum every page reads: identity, navigation chrome and asset URLs. */
export interface SiteData {
  title: string;
  tagline: string;
  /** `<html lang>` (`locale` in the config). */
  locale: string;
  /** The icon links of every page (see siteIcons). */
  icons: IconLink[];
  /** The config's `headTags`, after the theme's own head. */
  headTags: SiteConfig['headTags'];
  /** The config's `customFields`. */
  customFields: SiteConfig['customFields'];
  url: string;
  baseUrl: string;
  /** The resolved `themeConfig`, whole: navbar, footer, announcement bar, colour mode... */
  themeConfig: SiteConfig['themeConfig'];
  /** Appended to every localStorage key (`siteStorage.namespace`), '' for none. */
  storageSuffix: string;
  /** Each docs plugin instance's versions, for version dropdowns and links on any page. */
  docs: DocsPluginSummary[];
  /** Where the navbar brand links: `/`, or on a docs-only site (no page at `/`) its first doc. */
  home: string;
  assets: ClientAssets;
  /** Default table-of-contents heading levels (`markdown.toc`). */
  toc: { minHeadingLevel: number; maxHeadingLevel: number };
  /** `i18n/en/code.json`: message id → translated message. */
  translations: Record<string, { message: string; description?: string }>;
  /** Routes that also answer every path below their own, for the client router. */
  prefixRoutes: string[];
  /** Set by `site watch`: the script that reloads the page after a rebuild. */
  liveReload?: string;
  /** The site's installable app and offline mode (`pwa` in the config). */
  pwa?: SitePwa;
}

/** What pages need of the PWA: head tags, and when and how to register the service worker. */
export interface SitePwa {
  /** URL of the web app manifest. */
  manifest: string;
  /** `<meta name="theme-color">`. */
  themeColor: string;
  /** URL of the service worker script; absent in `site watch`, which registers none. */
  serviceWorker?: string;
  strategies: OfflineModeActivationStrategy[];
  debug: boolean;
}

/** What any page may show of one docs plugin instance: its versions, newest first as configured. */
export interface DocsPluginSummary {
  id: string;
  versions: { name: string; label: string; path: string; isLast: boolean; mainDocPath: string }[];
}
