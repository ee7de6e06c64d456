/** What the generator produced; the benchmark runner picks files to edit from it. Paths are relative to the corpus root. */
export type CorpusManifest = {
  seed: number;
  counts: { docs: number; mdxDocs: number; posts: number; docFolders: number; categories: number };
  docFiles: string[];
  postFiles: string[];
  /** Folders under docs/ (corpus-relative) that hold docs directly. */
  docFolders: string[];
  /** Docs no link or category points at, so deleting one cannot create a broken link. */
  unlinkedDocFiles: string[];
  /** The swizzled theme component the benchmark edits. */
  themeComponentFile: string;
};
