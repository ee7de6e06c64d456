import { escapeXml } from '../util/xml.ts';
import type { SiteConfig } from '../config/types.ts';
import type { Route } from '../plugins/types.ts';

/** `sitemap.xml`: every page a search engine may index (no noindex, unlisted, redirect or 404 page). */
export function sitemapXml(config: SiteConfig, routes: readonly Route[]): string {
  const origin = config.url.replace(/\/$/, '') + config.baseUrl.replace(/\/$/, '');
  const urls = routes
    .filter((r) => !r.noIndex && r.path.endsWith('/'))
    .map((r) => r.path)
    .sort()
    .map((path) => `  <url><loc>${escapeXml(origin + path)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
