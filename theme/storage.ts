import { useSite } from './context.ts';

/** Saved browser values: every key gets the site's configured suffix, so two sites on one origin never collide. */
export interface SiteStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
  /** The key as written to localStorage, for `storage` events. */
  key(key: string): string;
}

let warned = false;

function unavailable(err: unknown): void {
  if (warned) return;
  warned = true;
  console.warn(`Lectern: browser storage is unavailable, so choices will not be remembered (${(err as Error)?.message ?? err})`);
}

export function siteStorage(suffix: string): SiteStorage {
  const full = (key: string) => key + suffix;
  return {
    key: full,
    get(key) {
      try {
        return typeof localStorage === 'undefined' ? null : localStorage.getItem(full(key));
      } catch (err) {
        unavailable(err);
        return null;
      }
    },
    set(key, value) {
      try {
        localStorage.setItem(full(key), value);
      } catch (err) {
        unavailable(err);
      }
    },
    remove(key) {
      try {
        localStorage.removeItem(full(key));
      } catch (err) {
        unavailable(err);
      }
    },
  };
}

export function useStorage(): SiteStorage {
  return siteStorage(useSite().storageSuffix);
}
