import type { PwaOptions } from '../config/define.ts';
import type { ResolvedPwaOptions } from '../config/types.ts';

const MiB = 1024 * 1024;

/** The defaults Docusaurus users know: offline mode for installed apps, standalone windows and `?offlineMode=true`. */
export const DEFAULT_STRATEGIES: ResolvedPwaOptions['offlineModeActivationStrategies'] = ['appInstalled', 'standalone', 'queryString'];
export const DEFAULT_PRECACHE_BUDGET = 50 * MiB;
/**
 * Workbox's own default (2 MiB) silently leaves bigger files out of the precache; a large site's search
 * index can pass that, so the limit is higher and a needed file above it fails the build instead.
 */
export const DEFAULT_MAXIMUM_FILE_SIZE = 10 * MiB;
/** The theme's primary colour (theme/css/base.css). */
const DEFAULT_THEME_COLOR = '#2e8555';

/** `pwa` after defaults, or undefined when the site has no PWA (the default). */
export function resolvePwaOptions(user: PwaOptions | boolean | undefined, site: { title: string; tagline: string }): ResolvedPwaOptions | undefined {
  if (!user) return undefined;
  const o = user === true ? {} : user;
  const m = o.manifest ?? {};
  return {
    offlineModeActivationStrategies: o.offlineModeActivationStrategies ?? DEFAULT_STRATEGIES,
    debug: o.debug ?? false,
    precacheBudget: o.precacheBudget ?? DEFAULT_PRECACHE_BUDGET,
    maximumFileSizeToCacheInBytes: o.maximumFileSizeToCacheInBytes ?? DEFAULT_MAXIMUM_FILE_SIZE,
    manifest: {
      name: m.name ?? site.title,
      short_name: m.short_name ?? site.title,
      ...((m.description ?? site.tagline) ? { description: m.description ?? site.tagline } : {}),
      start_url: m.start_url ?? '/',
      display: m.display ?? 'standalone',
      theme_color: m.theme_color ?? DEFAULT_THEME_COLOR,
      background_color: m.background_color ?? '#ffffff',
      icons: m.icons ?? [],
    },
  };
}
