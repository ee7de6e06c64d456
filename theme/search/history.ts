import type { SiteStorage } from '../storage.ts';
import { plain } from './highlight.ts';
import type { SearchHit } from './types.ts';

/** A result the reader chose, as saved: plain text, enough to show and follow it again. */
export interface SavedHit {
  url: string;
  title: string;
  heading?: string;
  crumbs: string;
}

/** The spec's limits: 7 recent searches, 4 while there are favourites, and 10 favourites. */
export const RECENT_LIMIT = 7;
export const RECENT_LIMIT_WITH_FAVOURITES = 4;
export const FAVOURITES_LIMIT = 10;

const KEYS = { recent: 'lectern.search.recent', favourites: 'lectern.search.favourites' };

export interface SearchHistory {
  recent: SavedHit[];
  favourites: SavedHit[];
}

function read(storage: SiteStorage, key: string): SavedHit[] {
  try {
    const value: unknown = JSON.parse(storage.get(key) ?? '[]');
    return Array.isArray(value) ? value.filter((h): h is SavedHit => typeof h?.url === 'string' && typeof h?.title === 'string') : [];
  } catch {
    // A value written by hand or by another version: start again.
    return [];
  }
}

export function readHistory(storage: SiteStorage): SearchHistory {
  const favourites = read(storage, KEYS.favourites).slice(0, FAVOURITES_LIMIT);
  const recent = read(storage, KEYS.recent).slice(0, favourites.length ? RECENT_LIMIT_WITH_FAVOURITES : RECENT_LIMIT);
  return { recent, favourites };
}

function write(storage: SiteStorage, history: SearchHistory): SearchHistory {
  storage.set(KEYS.recent, JSON.stringify(history.recent.slice(0, RECENT_LIMIT)));
  storage.set(KEYS.favourites, JSON.stringify(history.favourites.slice(0, FAVOURITES_LIMIT)));
  return readHistory(storage);
}

export function savedHit(hit: SearchHit): SavedHit {
  return { url: hit.url, title: plain(hit.pageTitle), ...(hit.heading ? { heading: plain(hit.heading) } : {}), crumbs: hit.crumbs };
}

const without = (list: SavedHit[], url: string) => list.filter((h) => h.url !== url);

/** A chosen result goes to the top of the recent list, unless it is a favourite already. */
export function addRecent(storage: SiteStorage, hit: SavedHit): SearchHistory {
  const { recent, favourites } = readHistory(storage);
  if (favourites.some((h) => h.url === hit.url)) return { recent, favourites };
  return write(storage, { recent: [hit, ...without(recent, hit.url)], favourites });
}

export function addFavourite(storage: SiteStorage, hit: SavedHit): SearchHistory {
  const { recent, favourites } = readHistory(storage);
  return write(storage, { recent: without(recent, hit.url), favourites: [hit, ...without(favourites, hit.url)] });
}

export function removeSaved(storage: SiteStorage, list: keyof SearchHistory, url: string): SearchHistory {
  const history = readHistory(storage);
  return write(storage, { ...history, [list]: without(history[list], url) });
}
