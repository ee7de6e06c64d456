/** Where the PWA's files live in the output folder, shared by the build and the service worker. */

/** The web app manifest. */
export const MANIFEST_FILE = 'manifest.json';
/** The service worker: at the base URL, so its scope is the whole site. */
export const SERVICE_WORKER_FILE = 'sw.js';
/**
 * The offline shell's route: a page with the site's chrome and no content of its own. The service worker
 * answers a navigation with it when the page's HTML is not cached, and the client renders the address's
 * route into it from the route data (theme/client/entry.tsx).
 */
export const OFFLINE_SHELL_PATH = '/__offline/';
export const OFFLINE_SHELL_FILE = '__offline/index.html';
