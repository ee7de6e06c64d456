import { useEffect, useRef, useState, type RefObject } from 'react';
import { placedByScript } from '../client/scroll.ts';
import { useLocation } from '../router-context.ts';

/** The jump's scroll counts as over once no scroll event came for this long. */
const JUMP_SETTLE_MS = 150;

/**
 * Whether the navbar should slide away: while the reader scrolls down, past the navbar's own height.
 * It comes back on any scroll up and when the URL hash changes (a jump to an anchor), and the scroll
 * that jump causes (the router eases it over many frames) does not hide it again.
 */
export function useHideOnScroll(enabled: boolean, navbar: RefObject<HTMLElement | null>): boolean {
  const [hidden, setHidden] = useState(false);
  const lastY = useRef(0);
  const anchorJump = useRef(false);
  const settle = useRef<ReturnType<typeof setTimeout>>(undefined);
  const { hash } = useLocation();
  // Scrolling is ignored until it has been still for a moment: the whole eased scroll, not one event.
  // (Only refs and the state setter inside, so these are safe to call from any render's effects.)
  const extendAnchorJump = () => {
    clearTimeout(settle.current);
    settle.current = setTimeout(() => (anchorJump.current = false), JUMP_SETTLE_MS);
  };
  const startAnchorJump = () => {
    anchorJump.current = true;
    setHidden(false);
    extendAnchorJump();
  };

  useEffect(() => {
    if (!enabled) return;
    lastY.current = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      const previous = lastY.current;
      lastY.current = y;
      const height = navbar.current?.offsetHeight ?? 0;
      if (y < height) return setHidden(false);
      if (anchorJump.current) return extendAnchorJump();
      // The router's eased scroll to an anchor may start before the new hash reaches this hook.
      if (placedByScript(y)) return;
      // Rubber-band scrolling past the bottom reports small upward moves: ignore them there.
      const atBottom = y + window.innerHeight >= document.documentElement.scrollHeight - height;
      if (y > previous) setHidden(true);
      else if (y < previous && !atBottom) setHidden(false);
    };
    const onHashChange = () => startAnchorJump();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('hashchange', onHashChange);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('hashchange', onHashChange);
      clearTimeout(settle.current);
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
    startAnchorJump();
  }, [enabled, hash]);

  return enabled && hidden;
}
