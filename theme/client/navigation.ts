import type { RouterLocation } from '../router-context.ts';
import { isFilePath, normalizePath } from '../url.ts';

/**
 * The site location an anchor leads to, if the client router may take it: same origin, under the base
 * URL, not a file, not meant for another window or a download.
 */
export function anchorTarget(anchor: HTMLAnchorElement, baseUrl: string): RouterLocation | undefined {
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download') || anchor.getAttribute('rel')?.includes('external')) return undefined;
  const href = anchor.getAttribute('href');
  if (!href || href.startsWith('mailto:') || href.startsWith('tel:') || href.startsWith('javascript:')) return undefined;
  return urlTarget(new URL(anchor.href, location.href), baseUrl);
}

export function urlTarget(url: URL, baseUrl: string): RouterLocation | undefined {
  if (url.origin !== location.origin || !url.pathname.startsWith(baseUrl) || isFilePath(url.pathname)) return undefined;
  return { pathname: normalizePath('/' + url.pathname.slice(baseUrl.length)), search: url.search, hash: url.hash };
}

/** The browser's own location as a site location. */
export function currentLocation(baseUrl: string): RouterLocation {
  const path = location.pathname.startsWith(baseUrl) ? '/' + location.pathname.slice(baseUrl.length) : location.pathname;
  return { pathname: path, search: location.search, hash: location.hash };
}

export function toHref(baseUrl: string, target: RouterLocation): string {
  return baseUrl.replace(/\/$/, '') + target.pathname + target.search + target.hash;
}
