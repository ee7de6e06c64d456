import type { SiteConfig } from '../config/types.ts';
import type { SitePwa } from '../render/types.ts';
import { MANIFEST_FILE, SERVICE_WORKER_FILE } from './files.ts';

/**
 * The PWA part of the `site` datum. `site watch` registers no worker: every edit would otherwise wait
 * behind a cached copy of the site (the watch build's sw.js only removes a worker left from earlier).
 */
export function sitePwa(config: SiteConfig, dev: boolean): SitePwa | undefined {
  const pwa = config.pwa;
  if (!pwa) return undefined;
  return {
    manifest: config.baseUrl + MANIFEST_FILE,
    themeColor: pwa.manifest.theme_color,
    ...(dev ? {} : { serviceWorker: config.baseUrl + SERVICE_WORKER_FILE }),
    strategies: pwa.offlineModeActivationStrategies,
    debug: pwa.debug,
  };
}
