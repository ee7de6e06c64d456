import type { OfflineModeActivationStrategy } from '../../src/config/define.ts';
import type { SitePwa } from '../../src/render/types.ts';
import { siteStorage, type SiteStorage } from '../storage.ts';
import { showReloadPopup } from './reload-popup.ts';

/** Set when the browser reports the site installed as an app (the `appInstalled` strategy). */
const APP_INSTALLED_KEY = 'lectern.pwa.appInstalled';
/** The theme's mobile widths (theme/css/shell.css): the `mobile` strategy. */
const MOBILE_QUERY = '(max-width: 996px)';
/** What the service worker (src/pwa/worker/sw.ts) answers by leaving the waiting state. */
const SKIP_WAITING = { type: 'SKIP_WAITING' };

const strategies: Record<OfflineModeActivationStrategy, (storage: SiteStorage) => boolean> = {
  appInstalled: (storage) => storage.get(APP_INSTALLED_KEY) === 'true',
  standalone: () => matchMedia('(display-mode: standalone)').matches || (navigator as { standalone?: boolean }).standalone === true,
  queryString: () => new URLSearchParams(location.search).get('offlineMode') === 'true',
  mobile: () => matchMedia(MOBILE_QUERY).matches,
  always: () => true,
};

/**
 * Loaded lazily once the page is idle. With offline mode active (any configured strategy applies) it
 * registers the service worker, and a new build's worker waiting behind it brings a reload popup.
 * Otherwise it registers nothing, but lets a worker left from an earlier visit update at once.
 */
export default async function startPwa(pwa: SitePwa, storageSuffix: string): Promise<void> {
  if (!pwa.serviceWorker) return;
  const storage = siteStorage(storageSuffix);
  addEventListener('appinstalled', () => storage.set(APP_INSTALLED_KEY, 'true'));
  const active = pwa.strategies.filter((name) => strategies[name](storage));
  const log = (message: string) => pwa.debug && console.log(`[lectern pwa] ${message}`);
  log(`offline mode ${active.length ? `on (${active.join(', ')})` : 'off'}`);
  const scope = new URL('.', new URL(pwa.serviceWorker, location.href)).pathname;
  if (!active.length) {
    const existing = await navigator.serviceWorker.getRegistration(scope);
    if (existing) onWaiting(existing, (worker) => worker.postMessage(SKIP_WAITING));
    return;
  }
  const params = encodeURIComponent(JSON.stringify({ offlineMode: true, debug: pwa.debug }));
  let registration: ServiceWorkerRegistration;
  try {
    registration = await navigator.serviceWorker.register(`${pwa.serviceWorker}?params=${params}`, { scope });
  } catch (err) {
    console.log(`Service worker registration failed: ${(err as Error)?.message ?? err}`);
    return;
  }
  log('service worker registered');
  // This page loaded before any worker served it: once one controls it, it is kept for offline use too.
  if (!navigator.serviceWorker.controller) {
    navigator.serviceWorker.addEventListener('controllerchange', () => navigator.serviceWorker.controller?.postMessage({ type: 'CACHE_PAGE', path: location.pathname }), { once: true });
  }
  onWaiting(registration, (worker) =>
    showReloadPopup(() => {
      // Reload once the new worker serves this page, so no page mixes two builds.
      navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), { once: true });
      worker.postMessage(SKIP_WAITING);
    }),
  );
}

/** Calls `then` once a new worker waits to take over: already, or when one being installed finishes. */
function onWaiting(registration: ServiceWorkerRegistration, then: (worker: ServiceWorker) => void): void {
  if (registration.waiting) return then(registration.waiting);
  const watch = (worker: ServiceWorker | null) =>
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed' && registration.waiting === worker) then(worker);
    });
  watch(registration.installing);
  registration.addEventListener('updatefound', () => watch(registration.installing));
}
