import { version } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { ClientHandoff, SiteData } from '../../src/render/types.ts';
import { HANDOFF_ELEMENT_ID } from '../client-handoff.tsx';
import { checkReactVersion } from '../react-version.ts';
import { resolvePage, type ComponentRegistry } from './loader.ts';
import { ClientRouter } from './router.tsx';

declare global {
  interface Window {
    /** Set once the page is interactive; tests and tools wait for it. */
    __lecternHydrated?: boolean;
  }
}

/**
 * Starts the client: reads the route payload the server left in the page, loads what the route renders
 * with (shared data, chunks) and hydrates the whole document, adopting the server's HTML as it is.
 */
export async function boot(registry: ComponentRegistry): Promise<void> {
  checkReactVersion(version);
  installCodeActions();
  const element = document.getElementById(HANDOFF_ELEMENT_ID);
  if (!element?.textContent) return;
  const handoff = JSON.parse(element.textContent) as ClientHandoff;
  const adopt = (slot: string) => document.querySelector(`[data-lectern-slot="${CSS.escape(slot)}"]`)?.innerHTML ?? '';
  const page = await resolvePage(handoff.payload, registry, adopt);
  const site = page.data.site as SiteData;
  const { route } = handoff.payload;
  const renderedAt = route.layout === 'OfflinePage' ? { pathname: route.path, search: '', hash: '' } : undefined;
  hydrateRoot(document, <ClientRouter baseUrl={site.baseUrl} initial={{ ...page, client: handoff }} registry={registry} onHydrated={markHydrated} renderedAt={renderedAt} />);
  const pwa = site.pwa;
  // Through the lazy-entry form, so the chunk shares the main script's modules instead of splitting them.
  if (pwa?.serviceWorker && 'serviceWorker' in navigator) whenIdle(() => void import('lectern:lazy:@theme/client/pwa').then((m) => m.default(pwa, site.storageSuffix)));
}

/**
 * One listener serves every code block's buttons (see enhance.ts), whose code loads on the first press:
 * the click's user activation outlasts the import, so copying is still allowed.
 */
function installCodeActions(): void {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest<HTMLElement>('.code-block [data-code-action]');
    if (button) void import('lectern:lazy:@theme/client/enhance').then((m) => m.runCodeAction(button));
  });
}

/** After the load event, once the browser is idle: the service worker must not slow the first visit. */
function whenIdle(run: () => void): void {
  const schedule = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 5000 }) : setTimeout(run, 1000));
  if (document.readyState === 'complete') schedule();
  else addEventListener('load', schedule, { once: true });
}

/** `<html data-hydrated>` is rendered by Document, which keeps it across pages. */
function markHydrated(): void {
  window.__lecternHydrated = true;
}
