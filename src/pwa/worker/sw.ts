/**
 * The service worker (bundled by src/pwa/sw-template.ts; the build injects the precache manifest).
 * While it runs, offline mode is on: everything precached is served from the cache, so a page never
 * mixes two builds, and a new build takes over through the page's reload popup (theme/client/pwa.ts).
 */
import { cleanupOutdatedCaches, PrecacheController, PrecacheRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import type { RouteHandlerCallbackOptions } from 'workbox-core/types.js';
import { NetworkFirst } from 'workbox-strategies';
import { ROUTE_DATA_NAME, routeDataFile } from '../../render/client-files.ts';
import { OFFLINE_SHELL_PATH } from '../files.ts';
import { payloadFromPageHtml } from './page-payload.ts';

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}

/** The parts of the worker's global scope used here (the project's type library is the DOM's). */
interface WorkerScope {
  __WB_MANIFEST: PrecacheEntry[];
  /** The URLs of this build's pages past the precache budget, injected by src/pwa/service-worker.ts. */
  __LECTERN_RUNTIME_PAGES: string[];
  location: Location;
  registration: { scope: string };
  clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

declare const self: WorkerScope;

/** Precache downloads in flight at once: Workbox fetches one at a time, which takes minutes for thousands of pages. */
const INSTALL_CONCURRENCY = 6;
/** Where pages past the precache budget are kept once visited. */
const PAGES_CACHE = 'lectern-pages';
/** What theme/client/pwa.ts asks for the page that was open when this worker took control. */
const CACHE_PAGE = 'CACHE_PAGE';
/** A slow network falls back to the cache after this long. */
const NETWORK_TIMEOUT_SECONDS = 4;

/** `sw.js?params={"offlineMode":true,"debug":false}`, as theme/client/pwa.ts registers it. */
const params = JSON.parse(new URL(self.location.href).searchParams.get('params') ?? '{}') as { debug?: boolean };
const log = (message: string) => params.debug && console.log(`[lectern sw] ${message}`);

const controller = new PrecacheController();
controller.addToCacheList(self.__WB_MANIFEST);
const shellUrl = new URL(OFFLINE_SHELL_PATH.slice(1), self.registration.scope).href;
/** With the precached ones, every page of this build: an address that is neither is no page at all. */
const runtimePages = new Set(self.__LECTERN_RUNTIME_PAGES);

/** A page's route data beside its HTML (as src/render/client-files.ts names it). */
const routeDataOf = (pathname: string) => routeDataFile(pathname.endsWith('/') ? `${pathname}index.html` : pathname);
/** The page whose route data lives at `pathname`. */
const pageOf = (pathname: string) => (pathname.endsWith(`/${ROUTE_DATA_NAME}`) ? pathname.slice(0, -ROUTE_DATA_NAME.length) : pathname.replace(/\.route\.json$/, '.html'));
const isRouteData = (pathname: string) => pathname.endsWith(`/${ROUTE_DATA_NAME}`) || pathname.endsWith('.route.json');

self.addEventListener('install', (event) => event.waitUntil(install(event)));

async function install(event: ExtendableEvent): Promise<void> {
  const queue = [...controller.getURLsToCacheKeys()];
  const started = Date.now();
  const lane = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [url, cacheKey] = next;
      // A revisioned file must come from the server, not from an HTTP cache holding an older revision.
      const request = new Request(url, { credentials: 'same-origin', cache: cacheKey === url ? 'default' : 'reload' });
      // Already cached under this revision: handleAll answers from the cache and downloads nothing.
      await Promise.all(controller.strategy.handleAll({ request, event, params: { cacheKey } }));
    }
  };
  await Promise.all(Array.from({ length: INSTALL_CONCURRENCY }, lane));
  log(`precached ${controller.getURLsToCacheKeys().size} files in ${Date.now() - started} ms`);
}

self.addEventListener('activate', (event) => {
  // Removes what the previous build precached and this one does not, then serves the open pages at once.
  void controller.activate(event);
  event.waitUntil(self.clients.claim());
});

self.addEventListener('message', (event) => {
  const message = event.data as { type?: string; path?: string } | null;
  if (message?.type === 'SKIP_WAITING') void self.skipWaiting();
  // The page the reader was on loaded before this worker served anything: past the budget, it would be
  // missing offline although it was visited.
  if (message?.type === CACHE_PAGE && message.path) (event as unknown as ExtendableEvent).waitUntil(cachePage(message.path));
});

cleanupOutdatedCaches();

// Precached files, whatever the query (`?offlineMode=true`, `/search/?q=`) says.
registerRoute(new PrecacheRoute(controller, { ignoreURLParametersMatching: [/./] }));

async function cachePage(path: string): Promise<void> {
  const url = new URL(path, self.registration.scope).href;
  if (controller.getCacheKeyForURL(url) || controller.getCacheKeyForURL(routeDataOf(new URL(url).pathname))) return;
  await (await caches.open(PAGES_CACHE)).add(url);
  log(`${path}: cached as visited`);
}

const shell = async () => (await controller.matchPrecache(shellUrl)) ?? Response.error();
// Pages are static files: a query (`?offlineMode=true`) names the same page offline.
const pages = new NetworkFirst({ cacheName: PAGES_CACHE, networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS, matchOptions: { ignoreSearch: true } });
const runtime = new NetworkFirst({ cacheName: 'lectern-runtime', networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS });

// A page whose HTML is not precached: the offline shell renders it from its precached route data, or,
// past the precache budget, the network serves it (kept for later), the shell standing in offline.
registerRoute(
  ({ request }) => request.mode === 'navigate',
  async (options: RouteHandlerCallbackOptions) => {
    if (controller.getCacheKeyForURL(routeDataOf(options.url.pathname))) {
      log(`${options.url.pathname}: offline shell`);
      return shell();
    }
    try {
      return await pages.handle(options);
    } catch {
      log(`${options.url.pathname}: not cached and no network, offline shell`);
      return shell();
    }
  },
);

// Route data not precached: the network, else what an earlier visit left, else (for a page whose HTML
// the precache kept instead) rebuilt from that HTML, else, for an address that is no page, a 404.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && isRouteData(url.pathname),
  async (options: RouteHandlerCallbackOptions) => {
    try {
      return await runtime.handle(options);
    } catch (err) {
      const page = pageOf(options.url.pathname);
      const html = await controller.matchPrecache(page);
      const payload = html && payloadFromPageHtml(await html.text());
      if (payload) return new Response(JSON.stringify(payload), { headers: { 'Content-Type': 'application/json' } });
      // No page of this build lives there: a 404, as the server answers, so the client shows the site's
      // not-found page rather than a load failure. A page past the budget is only out of reach.
      if (!html && !runtimePages.has(page)) return new Response(null, { status: 404, statusText: 'Not Found' });
      throw err;
    }
  },
);

// Everything else of the site (images past the budget, feeds...): network first, kept for offline use.
registerRoute(({ sameOrigin, request }) => sameOrigin && request.method === 'GET', runtime);
