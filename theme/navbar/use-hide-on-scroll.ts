import { useEffect, useRef, useState, type RefObject } from 'react';
import { useLocation } from '../router-context.ts';

/**
 * Whether the navbar should slide away: while the reader scrolls down, past the navbar's own height.
 * It comes back on any scroll up and when the URL hash changes (a jump to an anchor), and the scroll
 * that jump causes does not hide it again.
 */
export function useHideOnScroll(enabled: boolean, navbar: RefObject<HTMLElement | null>): boolean {
  const [hidden, setHidden] = useState(false);
  const lastY = useRef(0);
  const anchorJump = useRef(false);
  const { hash } = useLocation();

  useEffect(() => {
    if (!enabled) return;
    lastY.current = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      const previous = lastY.current;
      lastY.current = y;
      const height = navbar.current?.offsetHeight ?? 0;
      if (y < height) return setHidden(false);
      if (anchorJump.current) {
        anchorJump.current = false;
        return;
      }
      // Rubber-band scrolling past the bottom reports small upward moves: ignore them there.
      const atBottom = y + window.innerHeight >= document.documentElement.scrollHeight - height;
      if (y > previous) setHidden(true);
      else if (y < previous && !atBottom) setHidden(false);
    };
    const onHashChange = () => {
      anchorJump.current = true;
      setHidden(false);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('hashchange', onHashChange);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('hashchange', onHashChange);
    };
  }, [enabled, navbar]);

  // The client router changes the hash with pushState, which fires no `hashchange`.
  const firstHash = useRef(true);
  useEffect(() => {
    if (firstHash.current) {
      firstHash.current = false;
      return;
    }
    if (!enabled || !hash) return;
    anchorJump.current = true;
    setHidden(false);
  }, [enabled, hash]);

  return enabled && hidden;
}
