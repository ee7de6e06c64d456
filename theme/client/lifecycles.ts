import type { RouterLocation } from '../router-context.ts';
import { withBase } from '../url.ts';
import type { ClientModuleExports, LifecycleLocation } from './loader.ts';

/** A router location as the lifecycles see it: the pathname with the base URL, as Docusaurus passes it. */
function lifecycleLocation(baseUrl: string, location: RouterLocation): LifecycleLocation {
  return { pathname: withBase(baseUrl, location.pathname), search: location.search, hash: location.hash };
}

/**
 * Calls one route lifecycle of every client module that exports it, in the config's order. A site
 * without client modules has none of this in its script (`__LECTERN_CLIENT_MODULES__`, folded by esbuild).
 */
export function dispatchLifecycle(modules: readonly ClientModuleExports[], name: 'onRouteUpdate' | 'onRouteDidUpdate', baseUrl: string, location: RouterLocation, previous: RouterLocation | null): void {
  if (!__LECTERN_CLIENT_MODULES__) return;
  const args = { location: lifecycleLocation(baseUrl, location), previousLocation: previous && lifecycleLocation(baseUrl, previous) };
  for (const module of modules) module[name]?.(args);
}
