import type { ManifestGroup, ReaderContext, ShardRef } from './types.ts';

/** The index files a reader's search covers: `first` answers the first query, `later` loads when idle. */
export interface ContextShards {
  /** Every group searched, and the reader's own (ranked ahead). */
  groups: ManifestGroup[];
  own: ManifestGroup[];
  first: ShardRef[];
  later: ShardRef[];
}

/**
 * Which indexes a reader searches: each docs set at the version they would land on (so never two
 * versions of one set), every blog and the pages. What they are reading comes first: the doc's own set
 * and version; on a blog, that blog and the pages; elsewhere, the blogs and the pages. Of a group split
 * by path prefix (a large set), only the part holding the page being read comes first, so the first
 * query on a large site downloads one part and not the whole set.
 */
export function contextShards(all: readonly ManifestGroup[], reader: ReaderContext): ContextShards {
  const docVersion = new Map(reader.docVersions.map((d) => [`docs:${d.pluginId}`, d.version]));
  const groups = all.filter((g) => g.kind !== 'doc' || docVersion.get(g.plugin) === g.version);
  const isOwn = (g: ManifestGroup) =>
    reader.doc ? g.kind === 'doc' && g.plugin === `docs:${reader.doc.pluginId}` : g.kind === 'page' || (g.kind === 'blog' && (!reader.blogId || g.plugin === `blog:${reader.blogId}`));
  const own = groups.filter(isOwn);
  const first = own.map((group) => ({ group, url: readerPart(group, reader.path) }));
  const firstUrls = new Set(first.map((s) => s.url));
  const later = [...own, ...groups.filter((g) => !isOwn(g))].flatMap((group) => group.shards.filter((s) => !firstUrls.has(s.url)).map((s) => ({ group, url: s.url })));
  return { groups, own, first, later };
}

/** The file of a group covering a path: the one with the longest matching prefix, else its first. */
function readerPart(group: ManifestGroup, path: string): string {
  const longest = (s: ManifestGroup['shards'][number]) => Math.max(-1, ...s.prefixes.filter((p) => path.startsWith(p)).map((p) => p.length));
  const best = group.shards.reduce((a, b) => (longest(b) > longest(a) ? b : a), group.shards[0]);
  return best.url;
}

/** DocSearch's contextual search tags: `default` (pages, blogs) and each docs set at the reader's version. */
export function docSearchTags(reader: ReaderContext): string[] {
  return ['default', ...reader.docVersions.map((d) => `docs-${d.pluginId}-${d.version}`)];
}
