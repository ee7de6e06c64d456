import { version } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { ClientHandoff } from '../../src/render/types.ts';
import { HANDOFF_ELEMENT_ID } from '../client-handoff.tsx';
import { checkReactVersion } from '../react-version.ts';
import { installContentEnhancements } from './enhance.ts';
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
  installContentEnhancements();
  const element = document.getElementById(HANDOFF_ELEMENT_ID);
  if (!element?.textContent) return;
  const handoff = JSON.parse(element.textContent) as ClientHandoff;
  const adopt = (slot: string) => document.querySelector(`[data-lectern-slot="${CSS.escape(slot)}"]`)?.innerHTML ?? '';
  const page = await resolvePage(handoff.payload, registry, adopt);
  const site = page.data.site as { baseUrl: string };
  hydrateRoot(document, <ClientRouter baseUrl={site.baseUrl} initial={{ ...page, client: handoff }} registry={registry} onHydrated={markHydrated} />);
}

function markHydrated(): void {
  window.__lecternHydrated = true;
  document.documentElement.dataset.hydrated = 'true';
}
