/** What the search launcher listens for: the navbar button, or anything else, asks the modal to open. */
export const OPEN_SEARCH_EVENT = 'lectern:open-search';

export function openSearch(): void {
  window.dispatchEvent(new CustomEvent(OPEN_SEARCH_EVENT));
}

/**
 * The modal's code, fetched on first open (or when the pointer or focus nears the button). The lazy-entry
 * form keeps the modules it shares with the main script in the main script, instead of letting the
 * bundler split them out of it.
 */
export const loadSearchModal = () => import('lectern:lazy:@theme/search/SearchModal');
