import type { KeyboardEvent } from 'react';

/** Keeps Tab and Shift+Tab cycling inside a dialog (the mobile menu, the search modal). */
export function trapFocus(event: KeyboardEvent, root: HTMLElement | null): void {
  if (!root) return;
  const focusable = Array.from(root.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input, [tabindex]:not([tabindex="-1"])')).filter(
    (el) => !el.closest('[inert]') && el.offsetParent !== null && el.tabIndex >= 0,
  );
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
