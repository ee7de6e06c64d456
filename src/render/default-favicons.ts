import type { SiteConfig } from '../config/types.ts';
import { isExternalHref } from '../markdown/links.ts';
import { siteUrl } from '../plugins/url.ts';

/**
 * The icons a site has when the config names no `favicon`, as site paths served from a static folder.
 * The service worker precaches those the build has.
 */
export const DEFAULT_FAVICONS: readonly { path: string; sizes?: string; type?: string }[] = [
  { path: '/favicon.ico', sizes: '32x32' },
  { path: '/img/favicon.svg', type: 'image/svg+xml' },
];

/** An icon link every page's head carries. */
export interface IconLink {
  href: string;
  sizes?: string;
  type?: string;
}

/**
 * An icon of no bytes, for a site without one: with no icon link, browsers ask for /favicon.ico anyway
 * and log its 404 on the first page a reader opens.
 */
const NO_ICON: IconLink = { href: 'data:,' };

/**
 * The icon links of every page: the configured favicon, or each default icon a static folder holds. A
 * default the site lacks is not linked: every page would log a failed request for it.
 */
export function siteIcons(config: Pick<SiteConfig, 'favicon' | 'baseUrl'>, inStatic: (file: string) => boolean): IconLink[] {
  if (config.favicon !== undefined) return [{ href: siteUrl(config.baseUrl, config.favicon) }];
  const held = DEFAULT_FAVICONS.filter((icon) => inStatic(icon.path.slice(1)));
  return held.length ? held.map(({ path, ...attributes }) => ({ href: siteUrl(config.baseUrl, path), ...attributes })) : [NO_ICON];
}

/**
 * A configured favicon no static folder holds: every page would link a missing file and log its 404.
 * A URL elsewhere (a scheme, `//host`, `data:`) is not checked.
 */
export function missingFaviconWarning(config: Pick<SiteConfig, 'favicon' | 'staticDirectories'>, inStatic: (file: string) => boolean): string | undefined {
  const favicon = config.favicon;
  if (favicon === undefined || isExternalHref(favicon)) return undefined;
  const file = favicon.replace(/^\/+/, '');
  if (inStatic(file)) return undefined;
  return `favicon "${favicon}" is in no static folder (${config.staticDirectories.join(', ')}), so every page links a missing file: add ${file} there or change favicon in the config`;
}
