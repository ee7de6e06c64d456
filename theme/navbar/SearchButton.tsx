import { useIsBrowser } from '../router-context.ts';
import type { ItemProps } from './NavbarItem.tsx';

/** What the search modal listens for; the button only asks for it to open. */
export const OPEN_SEARCH_EVENT = 'lectern:open-search';
/** The search input's placeholder, for the modal. */
export const SEARCH_PLACEHOLDER = 'Search docs';

/**
 * The search button. It stays in the bar on small screens too, so it has no mobile-menu form. The
 * shortcut hint says ⌘ on Apple devices, which only the browser can tell: "Ctrl" until then.
 */
export default function SearchButton({ variant }: ItemProps<unknown>) {
  const isBrowser = useIsBrowser();
  if (variant !== 'navbar') return null;
  const apple = isBrowser && /Mac|iPhone|iPad/.test(navigator.platform);
  return (
    <button type="button" className="navbar-search" aria-keyshortcuts="Control+K Meta+K /" onClick={() => window.dispatchEvent(new CustomEvent(OPEN_SEARCH_EVENT))}>
      <svg className="navbar-search-icon" width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
        <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <circle cx="10.5" cy="10.5" r="6.5" />
          <path d="m15.5 15.5 5 5" />
        </g>
      </svg>
      <span className="navbar-search-label">Search</span>
      <kbd className="navbar-search-keys" aria-hidden="true">
        {apple ? '⌘' : 'Ctrl'} K
      </kbd>
    </button>
  );
}
