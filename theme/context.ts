import { createContext, useCallback, useContext } from 'react';
import type { ComponentType } from 'react';
import { isExternalHref } from '../src/markdown/links.ts';
import { loadFullSidebar, readView, useFullSidebar } from './full-sidebar.ts';
import type { SidebarItem } from '../src/plugins/docs/types.ts';
import type { CodeBlockMarkup, PageInput, RenderModule, SiteData } from '../src/render/types.ts';

/** A compiled MDX body: called with the JSX runtime, it returns the module with the content component. */
export type MdxFactory = (runtime: unknown) => { default: ComponentType<{ components?: Record<string, unknown> }> };

/**
 * A body as layouts read it; in the browser an MDX body comes as its loaded chunk's factory instead of code.
 * `imports` holds the modules the MDX file imports (beyond `@theme/`), by specifier.
 */
export type PageModule = RenderModule & { factory?: MdxFactory; imports?: MdxImports };

/** The bundled modules of one MDX file, by the specifier it imported them with. */
export type MdxImports = Record<string, unknown>;

export interface PageContextValue extends Omit<PageInput, 'modules'> {
  /** The route's layout component (the server imports every layout; the browser loads the one it needs). */
  Layout: ComponentType;
  modules: Record<string, PageModule>;
  /** Components an MDX page may use, by theme name. */
  components: Record<string, ComponentType<Record<string, unknown>>>;
  /** React page modules, by site-relative path. */
  pages: Record<string, { default?: ComponentType }>;
  /** In the browser, the route's `<CodeBlock>`s from its payload file (see RoutePayload). */
  codeBlocks?: Record<string, CodeBlockMarkup>;
}

export const PageContext = createContext<PageContextValue | null>(null);

/** The page being rendered; a component outside a page is a bug, so it fails loudly. */
export function usePage(): PageContextValue {
  const page = useContext(PageContext);
  if (!page) throw new Error('usePage() was called outside a page: missing PageContext provider');
  return page;
}

export function useSite(): SiteData {
  return usePage().data.site as SiteData;
}

export function useProps<T>(): T {
  return usePage().route.props as T;
}

function sidebarKey(page: PageContextValue): string | undefined {
  return page.route.data.find((k) => k.includes(':sidebar:'));
}

/**
 * The docs sidebar the current route shows, if it reads one. In the browser it is the view the page
 * rendered (lists it kept closed are UNLOADED, see full-sidebar.ts) until the whole sidebar has loaded.
 */
export function useDocSidebar(): SidebarItem[] | undefined {
  const page = usePage();
  const key = sidebarKey(page);
  const full = useFullSidebar(key);
  if (!key) return undefined;
  if (__LECTERN_SERVER__) return page.data[key] as SidebarItem[];
  return full ?? readView(page.data[key]);
}

/** Starts loading the whole sidebar of the current route (once), for a list its view left out. */
export function useLoadFullSidebar(): () => void {
  const page = usePage();
  const key = sidebarKey(page);
  const baseUrl = (page.data.site as SiteData | undefined)?.baseUrl ?? '/';
  return useCallback(() => {
    if (key) loadFullSidebar(baseUrl, key);
  }, [key, baseUrl]);
}

/**
 * The index paths (`3.1`) of the sidebar categories that contain the current page, from its route props.
 * Reading it instead of searching the tree keeps a page's render off the labels of categories it keeps
 * closed, so editing one of them re-renders only the pages that show it.
 */
export function useSidebarTrail(): readonly string[] {
  return (usePage().route.props.sidebarTrail as string[] | undefined) ?? [];
}

/**
 * Puts the base URL in front of a URL the site's config or content names (a logo, an author's image,
 * `useBaseUrl('img/x.png')` in MDX), as Docusaurus does: `img/x.png` and `/img/x.png` both become
 * `<base>img/x.png`; a URL already under the base URL, an anchor or an address stays as it is. The
 * options are Docusaurus's: `forcePrependBaseUrl` prepends it even to a URL under it, `absolute` adds the
 * site's URL in front.
 */
export function useBaseUrl(): (url: string, options?: BaseUrlOptions) => string {
  const { baseUrl: base, url: siteUrl } = useSite();
  return (url, options = {}) => {
    if (!url || url.startsWith('#') || isExternalHref(url)) return url;
    const underBase = !options.forcePrependBaseUrl && (url === base.replace(/\/$/, '') || url.startsWith(base));
    const path = underBase ? (url.startsWith(base) ? url : base) : base + url.replace(/^\//, '');
    return options.absolute ? siteUrl.replace(/\/$/, '') + path : path;
  };
}

/** The options of Docusaurus's `useBaseUrl(url, options)`. */
export interface BaseUrlOptions {
  forcePrependBaseUrl?: boolean;
  absolute?: boolean;
}
