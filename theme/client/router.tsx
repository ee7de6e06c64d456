import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { PageContextValue } from '../context.ts';
import PageTree from '../page-tree.tsx';
import { RouterContext, type NavigateOptions, type RouterLocation, type RouterValue } from '../router-context.ts';
import { ChunkLoadError, resolvePage, type ComponentRegistry } from './loader.ts';
import { dispatchLifecycle } from './lifecycles.ts';
import { anchorTarget, currentLocation, toHref, urlTarget } from './navigation.ts';
import { focusHashTarget, scrollToHash } from './scroll.ts';

interface Shown {
  location: RouterLocation;
  page: PageContextValue;
  /** What to do with the scroll position once this page is on screen. */
  scroll: { restore?: number; hash: string; animate: boolean; focus: boolean };
}

interface HistoryState {
  scroll?: number;
}

/** The route serving a path: itself, or a prefix route above it (`/feature-requests/42/` → `/feature-requests/`). */
function routePathOf(pathname: string, page: PageContextValue): string {
  const prefixes = (page.data.site as { prefixRoutes?: string[] }).prefixRoutes ?? [];
  return prefixes.find((p) => pathname.startsWith(p)) ?? pathname;
}

/** The code that fetches and warms other routes (route-loading.ts): failing to load it is a chunk failure too. */
function routeLoading() {
  return import('lectern:lazy:@theme/client/route-loading').catch((err: unknown) => {
    throw new ChunkLoadError('The navigation script failed to load', { cause: err });
  });
}

/** A page reloads at most once for a failed chunk, so a broken deploy cannot loop. */
const RELOAD_MARK = 'lectern:chunk-reload';

function reloadOnce(href: string): boolean {
  try {
    if (sessionStorage.getItem(RELOAD_MARK) === href) return false;
    sessionStorage.setItem(RELOAD_MARK, href);
  } catch {
    return false;
  }
  location.assign(href);
  return true;
}

function saveScroll(): void {
  history.replaceState({ ...(history.state as HistoryState | null), scroll: scrollY }, '');
}

export interface RouterProps {
  baseUrl: string;
  initial: PageContextValue;
  registry: ComponentRegistry;
  onHydrated: () => void;
  /**
   * Where `initial` was rendered when that is not the address shown: the service worker answered with
   * the offline shell, which hydrates as itself before the router loads the address's own route.
   */
  renderedAt?: RouterLocation;
}

/**
 * The client router: History API navigation between routes whose files it derives from their paths. The
 * current page stays on screen until the next one has loaded everything it renders with.
 */
export function ClientRouter({ baseUrl, initial, registry, onHydrated, renderedAt }: RouterProps) {
  const [shown, setShown] = useState<Shown>(() => ({ location: renderedAt ?? currentLocation(baseUrl), page: initial, scroll: { hash: '', animate: false, focus: false } }));
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<RouterValue['failure']>();
  const latest = useRef(0);
  const shownRef = useRef(shown);
  shownRef.current = shown;

  const prefetch = useCallback((pathname: string, urgent: boolean) => void routeLoading().then((m) => m.prefetch(baseUrl, pathname, urgent), () => {}), [baseUrl]);

  const go = useCallback(
    async (target: RouterLocation, mode: 'push' | 'replace' | 'pop', restore?: number): Promise<void> => {
      const id = ++latest.current;
      const href = toHref(baseUrl, target);
      const current = shownRef.current;
      if (mode !== 'pop') saveScroll();
      if (target.pathname === current.location.pathname && target.search === current.location.search && mode !== 'pop' && !failure) {
        // Same page, another anchor: no loading, just the history entry and a smooth scroll.
        if (mode === 'push') history.pushState({}, '', href);
        else history.replaceState({}, '', href);
        dispatchLifecycle(registry.clientModules, 'onRouteUpdate', baseUrl, target, current.location);
        setShown({ ...current, location: target, scroll: { hash: target.hash, animate: true, focus: false } });
        return;
      }
      setPending(true);
      try {
        const { routePayload } = await routeLoading();
        let payload = await routePayload(baseUrl, routePathOf(target.pathname, current.page));
        if (payload?.redirect) {
          const next = urlTarget(new URL(payload.redirect, location.origin + baseUrl), baseUrl);
          if (!next) {
            location.replace(payload.redirect);
            return;
          }
          if (id === latest.current) setPending(false);
          return go({ ...next, search: next.search || target.search, hash: next.hash || target.hash }, mode === 'pop' ? 'replace' : mode);
        }
        payload ??= await routePayload(baseUrl, '/404.html');
        if (!payload) throw new Error('the not-found page is missing from this build');
        const page = await resolvePage(payload, registry);
        if (id !== latest.current) return;
        if (mode === 'push') history.pushState({}, '', href);
        else if (mode === 'replace') history.replaceState({}, '', href);
        setFailure(undefined);
        dispatchLifecycle(registry.clientModules, 'onRouteUpdate', baseUrl, target, current.location);
        setShown({ location: target, page, scroll: { restore, hash: target.hash, animate: false, focus: true } });
      } catch (err) {
        if (id !== latest.current) return;
        if (err instanceof ChunkLoadError && reloadOnce(href)) return;
        if (mode === 'push') history.pushState({}, '', href);
        setFailure({ message: (err as Error).message, retry: () => void go(target, 'replace') });
      } finally {
        if (id === latest.current) setPending(false);
      }
    },
    [baseUrl, registry, failure],
  );

  const navigate = useCallback(
    (to: string, options?: NavigateOptions) => {
      const target = urlTarget(new URL(to, location.origin + baseUrl), baseUrl);
      if (target) void go(target, options?.replace ? 'replace' : 'push');
      else location.assign(to);
    },
    [baseUrl, go],
  );

  const preload = useCallback(
    (to: string) => {
      const target = urlTarget(new URL(to, location.origin + baseUrl), baseUrl);
      if (target) prefetch(target.pathname, true);
    },
    [baseUrl, prefetch],
  );

  // After a new page is on screen: restore or reset the scroll, or reach the anchor, and move focus to it.
  useLayoutEffect(() => {
    const { restore, hash, animate, focus } = shown.scroll;
    if (restore !== undefined) scrollTo(0, restore);
    else if (!scrollToHash(hash, animate) && !animate) scrollTo(0, 0);
    // A dialog the reader opened while the page loaded (search, the mobile menu) keeps its focus.
    if (focus && !document.activeElement?.closest('[aria-modal="true"]')) document.getElementById('main')?.focus({ preventScroll: true });
    else if (animate) focusHashTarget(hash);
  }, [shown]);

  // The client modules' lifecycle once each location is on screen (the first too, from nowhere).
  const lifecycleFrom = useRef<RouterLocation | null>(null);
  useEffect(() => {
    dispatchLifecycle(registry.clientModules, 'onRouteDidUpdate', baseUrl, shown.location, lifecycleFrom.current);
    lifecycleFrom.current = shown.location;
  }, [registry, baseUrl, shown.location]);

  // One listener for every anchor on the page, React-rendered or inside article HTML.
  useEffect(() => {
    history.scrollRestoration = 'manual';
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      const target = anchor && anchorTarget(anchor, baseUrl);
      if (!target) return;
      event.preventDefault();
      void go(target, 'push');
    };
    const onIntent = (event: Event) => {
      const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      const target = anchor && anchorTarget(anchor, baseUrl);
      if (target && target.pathname !== shownRef.current.location.pathname) prefetch(target.pathname, true);
    };
    const onPop = (event: PopStateEvent) => void go(currentLocation(baseUrl), 'pop', (event.state as HistoryState | null)?.scroll);
    const onHide = () => saveScroll();
    window.addEventListener('click', onClick);
    document.addEventListener('mouseover', onIntent, { passive: true });
    document.addEventListener('touchstart', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    window.addEventListener('popstate', onPop);
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('click', onClick);
      document.removeEventListener('mouseover', onIntent);
      document.removeEventListener('touchstart', onIntent);
      document.removeEventListener('focusin', onIntent);
      window.removeEventListener('popstate', onPop);
      window.removeEventListener('pagehide', onHide);
    };
  }, [baseUrl, go, prefetch]);

  // Links that scroll into view are prefetched once the page is idle (which loads the navigation code).
  useEffect(() => {
    let disconnect = () => {};
    let stopped = false;
    const start = async () => {
      const { observeLinks } = await routeLoading();
      if (stopped) return;
      const targets = new Map<HTMLAnchorElement, string>();
      for (const a of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
        const target = anchorTarget(a, baseUrl);
        if (target && target.pathname !== shown.location.pathname) targets.set(a, target.pathname);
      }
      disconnect = observeLinks(targets.keys(), (a) => prefetch(targets.get(a)!, false));
    };
    const run = () => void start().catch(() => {});
    const idle = 'requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 300);
    return () => {
      stopped = true;
      if ('cancelIdleCallback' in window) cancelIdleCallback(idle as number);
      else clearTimeout(idle);
      disconnect();
    };
  }, [baseUrl, prefetch, shown.page]);

  useEffect(onHydrated, [onHydrated]);

  // The offline shell stands in for the address's route until that has loaded (from the worker's cache).
  useEffect(() => {
    if (renderedAt && currentLocation(baseUrl).pathname !== renderedAt.pathname) void go(currentLocation(baseUrl), 'replace');
    // Once, after hydration (`go` changes identity with every failure; a failed load has its own Retry).
  }, []);

  const value = useMemo<RouterValue>(() => ({ location: shown.location, navigate, preload, pending, failure }), [shown.location, navigate, preload, pending, failure]);
  return (
    <RouterContext.Provider value={value}>
      <PageTree value={shown.page} />
    </RouterContext.Provider>
  );
}
