import type { SearchManifest } from '../../src/search/types.ts';

/** A run of text, highlighted (a query term matched it) or not. */
export interface Marked {
  text: string;
  mark: boolean;
}

/** Text as results show it: runs in order, the matched ones highlighted. */
export type Highlighted = Marked[];

/** One index group as the manifest lists it: a docs set and version, a blog, or the pages. */
export type ManifestGroup = SearchManifest['groups'][number];

/** One result: a section of a page, from the offline index or the hosted service. */
export interface SearchHit {
  /** Site path with the section's anchor (`/docs/intro/#setup`); no base URL. */
  url: string;
  /** The page's path: results are grouped by it. */
  pageUrl: string;
  pageTitle: Highlighted;
  /** The section's heading; absent for a page's opening section. */
  heading?: Highlighted;
  /** Where the page sits (doc categories), joined with ' › '. */
  crumbs: string;
  /** The h2 above an h3's section. */
  parent?: string;
  snippet: Highlighted;
}

/** A page with its matching sections, best first. */
export interface HitGroup {
  pageUrl: string;
  hits: SearchHit[];
}

/** What a query found: the hits to show, grouped by page, and how many sections matched in all. */
export interface SearchAnswer {
  groups: HitGroup[];
  total: number;
  /** One line saying the hosted service failed and these are offline results. */
  notice?: string;
  /** The hosted service's id for the query (for click analytics). */
  queryId?: string;
}

/** One index file of a group, as the manifest lists it. */
export interface ShardRef {
  group: ManifestGroup;
  url: string;
}

/** Where the reader is, as far as search cares: which index groups and version tags come first. */
export interface ReaderContext {
  /** The page being read (a site path): of a group split by path prefix, its part loads first. */
  path: string;
  /** The docs plugin and version of the doc being read. */
  doc?: { pluginId: string; version: string };
  /** The blog plugin of the post or list being read. */
  blogId?: string;
  /** Each docs plugin's version a reader here would land on (the one read, else preferred, else latest), in config order. */
  docVersions: { pluginId: string; version: string }[];
}
