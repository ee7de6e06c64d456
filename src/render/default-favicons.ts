/**
 * The icons every page links when the config names no `favicon` (site paths, served from a static
 * folder when the site has them). The theme's layout links them and the service worker precaches them.
 */
export const DEFAULT_FAVICONS: readonly { path: string; sizes?: string; type?: string }[] = [
  { path: '/favicon.ico', sizes: '32x32' },
  { path: '/img/favicon.svg', type: 'image/svg+xml' },
];
