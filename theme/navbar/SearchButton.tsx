import { useIsBrowser } from '../router-context.ts';
import { loadSearchModal, openSearch } from '../search/launch.ts';
import type { ItemProps } from './NavbarItem.tsx';

/** The search input's placeholder, for the modal and the search page. */
export const SEARCH_PLACEHOLDER = 'Search docs';

/**
 * The search button. It stays in the bar on small screens too, so it has no mobile-menu form. The
 * shortcut hint says ⌘ on Apple devices, which only the browser can tell: "Ctrl" until then. The
 * modal's code starts loading as soon as the pointer or focus reaches the button.
 */
export default function SearchButton({ variant }: ItemProps<unknown>) {
  const isBrowser = useIsBrowser();
  if (variant !== 'navbar') return null;
  const apple = isBrowser && /Mac|iPhone|iPad/.test(navigator.platform);
  return (
    <button type="button" className="navbar-search" aria-keyshortcuts="Control+K Meta+K /" onClick={openSearch} onPointerEnter={loadSearchModal} onTouchStart={loadSearchModal} onFocus={loadSearchModal}>
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
