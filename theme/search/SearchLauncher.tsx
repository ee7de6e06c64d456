import { lazy, Suspense, useEffect, useState } from 'react';
import { loadSearchModal, OPEN_SEARCH_EVENT } from './launch.ts';

const SearchModal = lazy(loadSearchModal);

/**
 * Opens the search modal (its code loads then) on the navbar button's event, Ctrl+K or Cmd+K, and `/`
 * unless the reader is typing in a field, where `/` is a character. The modal itself handles closing
 * (Escape, Ctrl+K again) and where focus goes: this stays small, since every page loads it.
 */
export default function SearchLauncher() {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const show = () => setOpen(true);
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement;
      const modified = event.ctrlKey || event.metaKey;
      if ((modified && event.key.toLowerCase() === 'k') || (event.key === '/' && !modified && !event.altKey && !target.isContentEditable && !/^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))) {
        event.preventDefault();
        show();
      }
    };
    addEventListener(OPEN_SEARCH_EVENT, show);
    addEventListener('keydown', onKey);
    return () => {
      removeEventListener(OPEN_SEARCH_EVENT, show);
      removeEventListener('keydown', onKey);
    };
  }, []);

  return open ? (
    <Suspense fallback={null}>
      <SearchModal onClose={() => setOpen(false)} />
    </Suspense>
  ) : null;
}
