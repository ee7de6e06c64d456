/** Each animation frame closes this share of the remaining distance's complement (spec: factor 0.85). */
const SCROLL_FACTOR = 0.85;

function reducedMotion(): boolean {
  return matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Where the eased scroll last put the page. */
let placedAt: number | undefined;

/**
 * Whether a scroll event at this position is the eased scroll's own step, not the reader's: a loaded
 * machine may deliver it frames late, so this is decided by position, not by time.
 */
export function placedByScript(y: number): boolean {
  return placedAt !== undefined && Math.abs(y - placedAt) < 1;
}

/** Scrolls to a vertical position, eased frame by frame; instant under reduced motion. Returns a cancel. */
export function animateScrollTo(top: number): () => void {
  const target = Math.max(0, Math.min(top, document.documentElement.scrollHeight - innerHeight));
  if (reducedMotion()) {
    scrollTo(0, target);
    return () => {};
  }
  let frame = 0;
  const step = () => {
    const current = document.documentElement.scrollTop;
    const next = Math.abs(current - target) < 1 ? target : target + (current - target) * SCROLL_FACTOR;
    placedAt = next === target ? target : Math.round(next);
    scrollTo(0, placedAt);
    if (next !== target) frame = requestAnimationFrame(step);
  };
  frame = requestAnimationFrame(step);
  return () => cancelAnimationFrame(frame);
}

/** The element a URL hash names, if the page has it. */
export function hashTarget(hash: string): HTMLElement | null {
  if (!hash || hash === '#') return null;
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // an invalid escape is looked up as written
  }
  return document.getElementById(id);
}

/** Scrolls a hash target into view below the fixed navbar (its `scroll-margin-top` applies). */
export function scrollToHash(hash: string, animate: boolean): boolean {
  const el = hashTarget(hash);
  if (!el) return false;
  if (!animate) {
    el.scrollIntoView();
    return true;
  }
  const margin = parseFloat(getComputedStyle(el).scrollMarginTop) || 0;
  animateScrollTo(el.getBoundingClientRect().top + scrollY - margin);
  return true;
}

/**
 * What the browser does itself on a jump to a fragment: a focusable target takes focus, so the skip
 * link (to `#main`, which has tabindex -1) moves keyboard focus past the navbar and not just the view.
 */
export function focusHashTarget(hash: string): void {
  const el = hashTarget(hash);
  if (el && (el.hasAttribute('tabindex') || el.matches('a[href], button, input, select, textarea, summary'))) el.focus({ preventScroll: true });
}
