/**
 * What only leaving the page needs: finding another route's payload and warming routes ahead of a click.
 * A chunk of its own that the main script does not load: the router imports it on the first intent to
 * navigate (pointer, touch or focus on a link, a click, back or forward) or once the page is idle.
 */
import type { RoutePayload } from '../../src/render/types.ts';
import { fetchShared, getJson, memo } from './loader.ts';
import { createPrefetcher } from './prefetch.ts';

export { observeLinks } from './prefetch.ts';

/** Derived from the path, as the build writes it (src/render/client-files.ts): no route table needed. */
function payloadUrl(baseUrl: string, pathname: string): string {
  const path = pathname.endsWith('/') ? `${pathname}__route.json` : `${pathname.replace(/\.html?$/, '')}.route.json`;
  return baseUrl.replace(/\/$/, '') + path;
}

const fetchPayload = memo((url) => getJson(url, true) as Promise<RoutePayload | null>);

/** A route's payload, or null when no route lives at that path (the not-found page then shows). */
export function routePayload(baseUrl: string, pathname: string): Promise<RoutePayload | null> {
  return fetchPayload(payloadUrl(baseUrl, pathname));
}

/** Starts downloading a module without running it (prefetch must not execute page code). */
function modulePreload(url: string): void {
  if (document.head.querySelector(`link[rel="modulepreload"][href="${CSS.escape(url)}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = url;
  document.head.append(link);
}

/** Warms a route ahead of a click: its payload, shared data and chunks downloaded, nothing executed. */
async function warmRoute(baseUrl: string, pathname: string): Promise<void> {
  const payload = await routePayload(baseUrl, pathname);
  if (!payload) return;
  for (const url of Object.values(payload.shared)) fetchShared(url).catch(() => {});
  for (const m of Object.values(payload.modules)) for (const url of [m.chunk, m.importsChunk]) if (url) modulePreload(url);
  for (const url of Object.values(payload.components)) modulePreload(url);
  if (payload.pageChunk) modulePreload(payload.pageChunk);
  for (const url of payload.layoutChunks) modulePreload(url);
}

let queue: ((pathname: string, urgent: boolean) => void) | undefined;

/** Queues a route to warm (see prefetch.ts). The base URL is the site's, the same at every call. */
export function prefetch(baseUrl: string, pathname: string, urgent: boolean): void {
  (queue ??= createPrefetcher((path) => warmRoute(baseUrl, path)))(pathname, urgent);
}
