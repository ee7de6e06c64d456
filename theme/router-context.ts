import { createContext, useContext, useSyncExternalStore } from 'react';

/** Where the reader is, as the router sees it: paths are site paths, without the base URL. */
export interface RouterLocation {
  pathname: string;
  search: string;
  hash: string;
}

export interface NavigateOptions {
  /** Replace the current history entry instead of pushing one. */
  replace?: boolean;
}

/**
 * The client router, as components see it. On the server the same shape answers with the rendered
 * route and does nothing when asked to move, so every component renders the same tree on both sides.
 */
export interface RouterValue {
  location: RouterLocation;
  /** Goes to a site path (`/docs/intro/#setup`); the page stays until the next one is ready. */
  navigate(to: string, options?: NavigateOptions): void;
  /** Fetches a route's small data and chunks ahead of a click (once per path). */
  preload(to: string): void;
  /** True while a navigation is loading. */
  pending: boolean;
  /** The last navigation failed: its message, and a retry. */
  failure?: { message: string; retry(): void };
}

export const RouterContext = createContext<RouterValue | null>(null);

export function useRouter(): RouterValue {
  const router = useContext(RouterContext);
  if (!router) throw new Error('useRouter() was called outside the router: missing RouterContext provider');
  return router;
}

export function useLocation(): RouterLocation {
  return useRouter().location;
}

const noop = () => () => {};

/**
 * False during the server render and hydration, true afterwards: render browser-only UI (a progress
 * bar, a value read from storage) behind it so the hydrated tree equals the server's.
 */
export function useIsBrowser(): boolean {
  return useSyncExternalStore(noop, () => true, () => false);
}
