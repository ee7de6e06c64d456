// Decides the docs/ folder tree: ~10 top-level categories, each with subfolders, some of those
// with a third level, and how many docs each folder directly holds.
import type { Random } from './random.ts';
import { titleCase } from './prose.ts';
import { NOUNS } from './words.ts';

export type FolderPlan = {
  /** Path relative to the corpus root, number prefix included, e.g. `docs/03-widgets`. */
  dir: string;
  /** The same path below docs/ with number prefixes stripped, e.g. `widgets`. */
  urlPath: string;
  label: string;
  /** Position among siblings in the sidebar (intro.md takes 1 at the top level). */
  position: number;
  /** Whether the docs inside get `01-` style file-name prefixes. */
  numberedFiles: boolean;
  /** Docs placed directly in this folder. */
  docCount: number;
  children: FolderPlan[];
};

type Shape = { docCount: number; children: Shape[] };

const TOP_LEVEL_FOLDERS = 10;

function planShape(random: Random, totalDocs: number): Shape[] {
  // Scale the breadth with the corpus so folders hold roughly 15 docs at every size.
  const subfoldersPerTop = Math.max(2, Math.round(totalDocs / 250));
  const tops: Shape[] = [];
  for (let t = 0; t < TOP_LEVEL_FOLDERS; t++) {
    const subs: Shape[] = [];
    const subCount = Math.max(1, subfoldersPerTop + random.int(-1, 1));
    for (let s = 0; s < subCount; s++) {
      const leaves: Shape[] = [];
      if (random.chance(1 / 3)) {
        const leafCount = random.int(1, 2);
        for (let l = 0; l < leafCount; l++) leaves.push({ docCount: 0, children: [] });
      }
      subs.push({ docCount: 0, children: leaves });
    }
    tops.push({ docCount: 0, children: subs });
  }
  return tops;
}

function flatten(shapes: Shape[]): Shape[] {
  return shapes.flatMap((shape) => [shape, ...flatten(shape.children)]);
}

/** Every folder gets one doc while supply lasts; the rest land randomly, leaf folders weighted double. */
function allocateDocs(random: Random, shapes: Shape[], docCount: number): void {
  const all = flatten(shapes);
  let remaining = docCount;
  for (const shape of all) {
    if (remaining === 0) return;
    shape.docCount++;
    remaining--;
  }
  const weights = all.map((shape) => (shape.children.length === 0 ? 2 : 1));
  const totalWeight = weights.reduce((sum, weight) => sum + weight, 0);
  for (; remaining > 0; remaining--) {
    let ticket = random.next() * totalWeight;
    let index = 0;
    while (ticket >= weights[index]) ticket -= weights[index++];
    all[index].docCount++;
  }
}

/** Drops folders that ended up with no docs anywhere below them (only happens for tiny corpora). */
function prune(shapes: Shape[]): Shape[] {
  return shapes
    .map((shape) => ({ ...shape, children: prune(shape.children) }))
    .filter((shape) => shape.docCount > 0 || shape.children.length > 0);
}

/**
 * Folder names are unique across the whole tree: generated-index categories get their URL from
 * the label, so two "Cache" categories would collide.
 */
function folderNamer(random: Random): () => string {
  const used = new Set<string>();
  const singles = random.shuffle(NOUNS);
  return () => {
    // Single nouns first; once those run out (large corpora), pairs of two different nouns.
    let name: string | undefined = singles.find((noun) => !used.has(noun));
    while (name === undefined || used.has(name)) name = random.sample(NOUNS, 2).join('-');
    used.add(name);
    return name;
  };
}

function nameShapes(random: Random, nextName: () => string, shapes: Shape[], parentDir: string, parentUrl: string, firstPosition: number, depth: number): FolderPlan[] {
  return shapes.map((shape, index) => {
    const name = nextName();
    const position = firstPosition + index;
    const prefixed = random.chance(depth === 1 ? 0.5 : 0.3);
    const dir = `${parentDir}/${prefixed ? `${String(position).padStart(2, '0')}-` : ''}${name}`;
    const urlPath = parentUrl ? `${parentUrl}/${name}` : name;
    return {
      dir,
      urlPath,
      label: titleCase(name),
      position,
      numberedFiles: random.chance(0.4),
      docCount: shape.docCount,
      // Subcategories sort after the folder's own docs, which take positions 1..docCount.
      children: nameShapes(random, nextName, shape.children, dir, urlPath, shape.docCount + 1, depth + 1),
    };
  });
}

/** `folderDocs` excludes docs/intro.md, which sits beside the top-level folders. */
export function planFolders(random: Random, folderDocs: number): FolderPlan[] {
  const shapes = planShape(random, folderDocs);
  allocateDocs(random, shapes, folderDocs);
  // intro.md is position 1, so top-level folders start at 2.
  return nameShapes(random, folderNamer(random), prune(shapes), 'docs', '', 2, 1);
}

export function flattenFolders(folders: FolderPlan[]): FolderPlan[] {
  return folders.flatMap((folder) => [folder, ...flattenFolders(folder.children)]);
}
