import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/**
 * How long opening or closing takes: taller content moves for longer, but sub-linearly so a long list
 * does not crawl. Readers who ask for reduced motion get an instant (1 ms) change.
 */
export function collapseDuration(height: number): number {
  if (typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches) return 1;
  return Math.round(Math.min(600, 120 + Math.sqrt(Math.max(0, height)) * 10));
}

/**
 * Animates an element's height between 0 and its natural height, then leaves it at `auto` (open) or
 * hidden (closed). Returns a function that stops the animation where it is.
 */
function animateHeight(el: HTMLElement, open: boolean): () => void {
  el.hidden = false;
  const full = el.scrollHeight;
  const duration = collapseDuration(full);
  el.style.overflow = 'hidden';
  el.style.height = `${open ? 0 : full}px`;
  void el.offsetHeight; // commit the start height so the change below transitions
  el.style.transition = `height ${duration}ms ease-in-out`;
  el.style.height = `${open ? full : 0}px`;
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    el.removeEventListener('transitionend', onEnd);
    window.clearTimeout(timer);
    el.style.removeProperty('transition');
    el.style.removeProperty('height');
    el.style.removeProperty('overflow');
    el.hidden = !open;
  };
  const onEnd = (event: TransitionEvent) => {
    if (event.target === el) finish();
  };
  el.addEventListener('transitionend', onEnd);
  // transitionend does not fire when nothing moved (an empty list) or the tab is in the background.
  const timer = window.setTimeout(finish, duration + 50);
  return finish;
}

interface CollapsibleProps {
  open: boolean;
  /** Render nothing until first opened: keeps closed content out of the server HTML. */
  lazy?: boolean;
  as?: 'div' | 'ul';
  id?: string;
  className?: string;
  children: ReactNode;
}

/**
 * Content that opens and closes with a height animation. Closed content carries `hidden`, in the
 * server HTML too, so the hydrated tree matches and nothing flashes open before the script runs.
 */
export default function Collapsible({ open, lazy = false, as: Tag = 'div', id, className, children }: CollapsibleProps) {
  const ref = useRef<HTMLElement>(null);
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  const previous = useRef(open);
  const stop = useRef<(() => void) | null>(null);

  // A layout effect so the start height is set before the browser paints the new state.
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || previous.current === open) return;
    previous.current = open;
    stop.current?.();
    stop.current = animateHeight(el, open);
  }, [open]);
  useLayoutEffect(() => () => stop.current?.(), []);

  if (lazy && !opened) return null;
  return (
    <Tag ref={ref as never} id={id} className={className} hidden={!open}>
      {children}
    </Tag>
  );
}
