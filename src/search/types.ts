import type { PackedIndex } from './packed-index.ts';

/** The module slot whose element (`data-lectern-slot`) holds a page's article. */
export const CONTENT_SLOT = 'content';

/** A stretch of an article: its opening text (no heading) or an h2/h3 heading and the text up to the next. */
export interface BodySection {
  heading?: { level: 'h2' | 'h3'; id: string; text: string };
  text: string;
}

export interface PageText {
  url: string;
  /** The page's title; when empty, the document's `<title>` up to ` | ` (the site name). */
  title: string;
  /** Doc categories above the page (its breadcrumbs without the page itself). */
  crumbs: string[];
  /**
   * The article's sections as its compile read them (a `.md` body, whose HTML is the article): the
   * renderer builds the page's sections from these instead of reading its HTML.
   */
  body?: BodySection[];
}

/** What a search result points at: one heading's section of a page (or the page's opening text). */
export interface SearchSection {
  /** Page URL with the heading's anchor (`/docs/intro/#install`); the opening section has none. */
  url: string;
  pageTitle: string;
  /** The section's heading; the page title for the opening section. */
  heading: string;
  /** Where the section sits: doc categories, then parent headings (`Guides › Docs › Setup`). */
  breadcrumb: string[];
  text: string;
}

export type SearchKind = 'doc' | 'blog' | 'page';

/**
 * The index a page's sections go to: one per doc set and version, per blog, and one for pages. The
 * modal loads the reader's own group first.
 */
export interface SearchGroup {
  /** File-name safe id: `docs-default-current`, `docs-community-current`, `blog-changelog`, `pages`. */
  id: string;
  kind: SearchKind;
  /** Plugin instance (`docs:default`, `blog:blog`) or `pages`. */
  plugin: string;
  /** Docs version name (`current`, `3.6.3`); absent for blogs and pages. */
  version?: string;
  label: string;
}

/** A page as the search index sees it: where it belongs, how much it weighs and its sections. */
export interface SearchPage {
  path: string;
  group: SearchGroup;
  /** Ranking weight from front matter (`search_boost`), 1 by default. */
  boost: number;
  sections: SearchSection[];
}

/**
 * A page's sections as the rendering thread read them, in JSON, with their weight (the characters of
 * their headings and text). The main thread keeps, stores and hands on this text and never the objects:
 * on 10,000 docs they were tens of MB of small objects to collect, stringify and copy to the workers.
 */
export interface SectionsJson {
  json: string;
  bytes: number;
}

/** One index file of a group (a large group is split by path prefix). */
export interface SearchShard {
  /** Output-relative file (`assets/search/docs-default-current.json`). */
  file: string;
  /** Path prefixes the shard covers (the group's common prefix when it is not split). */
  prefixes: string[];
  pages: number;
  sections: number;
  bytes: number;
  gzipBytes: number;
}

/**
 * `assets/search/manifest.json`: every group and its shards, read when search first opens. It names
 * shards only (no sizes or hashes), so editing a page leaves it unchanged.
 */
export interface SearchManifest {
  groups: (SearchGroup & { shards: { url: string; prefixes: string[] }[] })[];
}

/**
 * A section as indexed. Only `h`, `t`, `a` and `w` are stored with it; the page's title and crumbs are
 * stored once per page (ShardFile.pages), and the page title is indexed with the opening section only,
 * so a page's title is not repeated in every section's postings.
 */
export interface IndexedSection {
  /** URL, the id. */
  u: string;
  /** Page title: indexed for the opening section only. */
  p?: string;
  /** Heading (absent for the opening section, whose heading is the page title). */
  h?: string;
  /** Text. */
  t: string;
  /** Parent h2 of an h3 section. */
  a?: string;
  /** Boost (omitted when 1). */
  w?: number;
}

/** An index file: the pages' titles and crumbs, and MiniSearch's prebuilt index of their sections. */
export interface ShardFile {
  /** Page URL → [title, doc crumbs joined with ' › ']. */
  pages: Record<string, [string, string]>;
  index: PackedIndex;
}
