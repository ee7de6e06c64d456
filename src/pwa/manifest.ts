import type { ResolvedWebAppManifest } from '../config/types.ts';

/** A site path under the base URL; absolute URLs stay as they are. */
function sitePath(baseUrl: string, path: string): string {
  return path.startsWith('/') ? baseUrl.replace(/\/$/, '') + path : path;
}

/** `/manifest.json`: what a browser needs to install the site as an app, scoped to the base URL. */
export function webAppManifest(manifest: ResolvedWebAppManifest, baseUrl: string): string {
  const value = {
    ...manifest,
    start_url: sitePath(baseUrl, manifest.start_url),
    scope: baseUrl,
    icons: manifest.icons.map((icon) => ({ ...icon, src: sitePath(baseUrl, icon.src) })),
  };
  return JSON.stringify(value, null, 2) + '\n';
}
