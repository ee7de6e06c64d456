import { listingHolds, type InputRoot, type Listing, type Listings } from './scan.ts';

/** Where the scan's listings are kept between builds (the cache's records). */
export interface ListingStore {
  get(key: string): string | undefined;
  set(key: string, value: string): void;
}

/** The previous builds' listings, with the record keys this build read or wrote (to keep at commit). */
export interface StoredListings extends Listings {
  keys: ReadonlySet<string>;
}

/**
 * Listings kept from earlier builds. One is reused while every folder its glob read keeps the stamp it
 * had just before the reading (listingHolds): a file added, removed or renamed anywhere in the root moves
 * some folder's stamp. A stat per folder instead of a read of every folder: the glob's walk was ~80 ms of
 * a 10,000-doc build's scan. Every file listed is still checked by its own stat, so an edit is never missed.
 */
export function storedListings(store: ListingStore): StoredListings {
  const keys = new Set<string>();
  const reused = new WeakSet<Listing>();
  const keyOf = (base: string, root: InputRoot) => `scan-listing:${JSON.stringify([base, root.patterns, root.dot ?? false])}`;
  return {
    keys,
    get(base, root) {
      const key = keyOf(base, root);
      const text = store.get(key);
      if (text === undefined) return undefined;
      keys.add(key);
      const listing = JSON.parse(text) as Listing;
      if (!listingHolds(listing)) return undefined;
      reused.add(listing);
      return listing;
    },
    set(base, root, listing) {
      // A folder too recently changed to trust would fail every later check: such a listing is not kept.
      if (reused.has(listing) || listing.folders.some(([, stamp]) => !stamp)) return;
      const key = keyOf(base, root);
      keys.add(key);
      store.set(key, JSON.stringify(listing));
    },
  };
}
