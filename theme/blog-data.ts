import { usePage } from './context.ts';

/**
 * A named datum of the current route: blog props name the data they show by key (post summaries, the
 * sidebar, the tags and authors lists), so each is shipped and hashed once however many pages show it.
 */
export function useBlogDatum<T>(key: string): T {
  const page = usePage();
  if (!(key in page.data)) throw new Error(`Invariant failed: the route does not read the datum "${key}"`);
  return page.data[key] as T;
}
