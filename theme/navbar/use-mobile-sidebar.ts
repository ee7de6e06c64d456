import { useCallback, useEffect, useState } from 'react';
import { useLocation } from '../router-context.ts';

export const MOBILE_SIDEBAR_ID = 'navbar-sidebar';

/** Above this width the navbar shows its items itself (the spec's desktop breakpoint). */
export const DESKTOP_MIN_WIDTH = 997;

export interface MobileSidebar {
  shown: boolean;
  toggle(): void;
  close(): void;
}

/**
 * The mobile menu's state. While it is shown the page behind does not scroll; it closes when the
 * reader navigates (the location changes) and when the window grows to the desktop layout.
 */
export function useMobileSidebar(): MobileSidebar {
  const [shown, setShown] = useState(false);
  const close = useCallback(() => setShown(false), []);
  const toggle = useCallback(() => setShown((s) => !s), []);
  const location = useLocation();
  const where = location.pathname + location.search + location.hash;

  useEffect(() => setShown(false), [where]);

  useEffect(() => {
    if (!shown) return;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    const desktop = window.matchMedia(`(min-width: ${DESKTOP_MIN_WIDTH}px)`);
    const onResize = () => desktop.matches && setShown(false);
    desktop.addEventListener('change', onResize);
    return () => {
      document.body.style.overflow = overflow;
      desktop.removeEventListener('change', onResize);
    };
  }, [shown]);

  return { shown, toggle, close };
}
