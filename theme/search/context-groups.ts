import type { ManifestGroup, ReaderContext } from './types.ts';

/** The index groups a reader's search covers: `first` answers the first query, `later` loads when idle. */
export interface ContextGroups {
  first: ManifestGroup[];
  later: ManifestGroup[];
}

/**
 * Which indexes a reader searches: each docs set at the version they would land on (so never two
 * versions of one set), every blog and the pages. What comes first is what they are reading: the doc's
 * own set and version; on a blog, that blog and the pages; elsewhere, the blogs and the pages.
 */
export function contextGroups(groups: readonly ManifestGroup[], reader: ReaderContext): ContextGroups {
  const docVersion = new Map(reader.docVersions.map((d) => [`docs:${d.pluginId}`, d.version]));
  const covered = groups.filter((g) => g.kind !== 'doc' || docVersion.get(g.plugin) === g.version);
  const isFirst = (g: ManifestGroup) =>
    reader.doc ? g.kind === 'doc' && g.plugin === `docs:${reader.doc.pluginId}` : g.kind === 'page' || (g.kind === 'blog' && (!reader.blogId || g.plugin === `blog:${reader.blogId}`));
  return { first: covered.filter(isFirst), later: covered.filter((g) => !isFirst(g)) };
}

/** DocSearch's contextual search tags: `default` (pages, blogs) and each docs set at the reader's version. */
export function docSearchTags(reader: ReaderContext): string[] {
  return ['default', ...reader.docVersions.map((d) => `docs-${d.pluginId}-${d.version}`)];
}
