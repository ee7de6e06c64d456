import type { SiteStorage } from '../storage.ts';
import { addFavourite, removeSaved, type SavedHit, type SearchHistory } from './history.ts';

/** What a saved search's row offers besides following it. */
export interface SavedAction {
  label: string;
  icon: 'star' | 'remove';
  run(storage: SiteStorage): SearchHistory;
}

/** One row of the saved-searches grid: the result, then its actions, one cell each. */
export interface SavedRow {
  hit: SavedHit;
  list: keyof SearchHistory;
  actions: SavedAction[];
}

/**
 * The saved searches as rows, favourites first. A recent search can be saved as a favourite or
 * removed; a favourite can be removed.
 */
export function savedRows(history: SearchHistory): SavedRow[] {
  return [
    ...history.favourites.map((hit) => ({ hit, list: 'favourites' as const, actions: [{ label: 'Remove this search from favorites', icon: 'remove' as const, run: (s: SiteStorage) => removeSaved(s, 'favourites', hit.url) }] })),
    ...history.recent.map((hit) => ({
      hit,
      list: 'recent' as const,
      actions: [
        { label: 'Save this search', icon: 'star' as const, run: (s: SiteStorage) => addFavourite(s, hit) },
        { label: 'Remove this search from history', icon: 'remove' as const, run: (s: SiteStorage) => removeSaved(s, 'recent', hit.url) },
      ],
    })),
  ];
}
