// Decides every doc's path, URL, title and headings before any body is written, so that
// cross-links can only ever point at docs and headings that exist.
import { forkRandom, type Random } from './random.ts';
import { headingText, slugify, titleCase } from './prose.ts';
import { flattenFolders, type FolderPlan } from './plan-folders.ts';
import { ADJECTIVES, NOUNS } from './words.ts';

export type HeadingPlan = { depth: 2 | 3; text: string; slug: string };

export type DocPlan = {
  /** Path relative to the corpus root, e.g. `docs/03-widgets/01-basics.md`. */
  file: string;
  /** Docusaurus doc id: the path below docs/ without extension or number prefixes. */
  id: string;
  permalink: string;
  title: string;
  format: 'md' | 'mdx';
  /** Sidebar position within the folder; written to front matter only for some docs. */
  position: number;
  headings: HeadingPlan[];
  /** False for docs nothing links to, so the benchmark may delete them without breaking links. */
  linkable: boolean;
};

export type CategoryPlan = {
  /** Path of the `_category_.json` file relative to the corpus root. */
  file: string;
  label: string;
  position: number;
  /** Doc id the category opens, or undefined for a generated index page. */
  linkedDocId: string | undefined;
};

export type DocsPlan = { docs: DocPlan[]; categories: CategoryPlan[] };

const MDX_SHARE = 0.05;
/** Every 20th doc is left unlinked, which guarantees delete candidates at any size. */
const UNLINKED_EVERY = 20;

function planHeadings(random: Random): HeadingPlan[] {
  const headings: HeadingPlan[] = [];
  const slugs = new Set<string>();
  const add = (depth: 2 | 3) => {
    let text = headingText(random);
    while (slugs.has(slugify(text))) text = headingText(random);
    slugs.add(slugify(text));
    headings.push({ depth, text, slug: slugify(text) });
  };
  const sections = random.int(3, 5);
  for (let s = 0; s < sections; s++) {
    add(2);
    const subsections = random.int(0, 2);
    for (let sub = 0; sub < subsections; sub++) add(3);
  }
  return headings;
}

function introDoc(seed: number): DocPlan {
  return {
    file: 'docs/intro.md',
    id: 'intro',
    permalink: '/docs/intro/',
    title: 'Introduction',
    format: 'md',
    position: 1,
    headings: planHeadings(forkRandom(seed, 'headings:docs/intro.md')),
    linkable: true,
  };
}

function planFolderDocs(seed: number, random: Random, folder: FolderPlan, firstIndex: number): DocPlan[] {
  // Doc names (adjective-noun) never equal a sibling folder name, but check anyway: a clash would merge URLs.
  const taken = new Set(folder.children.map((child) => child.urlPath.split('/').pop()));
  const width = Math.max(2, String(folder.docCount).length);
  const docs: DocPlan[] = [];
  for (let i = 0; i < folder.docCount; i++) {
    let name = `${random.pick(ADJECTIVES)}-${random.pick(NOUNS)}`;
    while (taken.has(name)) name = `${random.pick(ADJECTIVES)}-${random.pick(NOUNS)}`;
    taken.add(name);
    const format = random.chance(MDX_SHARE) ? 'mdx' : 'md';
    const prefix = folder.numberedFiles ? `${String(i + 1).padStart(width, '0')}-` : '';
    const file = `${folder.dir}/${prefix}${name}.${format}`;
    const id = `${folder.urlPath}/${name}`;
    docs.push({
      file,
      id,
      permalink: `/docs/${id}/`,
      title: titleCase(name),
      format,
      position: i + 1,
      headings: planHeadings(forkRandom(seed, `headings:${file}`)),
      linkable: (firstIndex + i) % UNLINKED_EVERY !== UNLINKED_EVERY - 1,
    });
  }
  return docs;
}

export function planDocs(seed: number, folders: FolderPlan[]): DocsPlan {
  const random = forkRandom(seed, 'docs');
  const docs: DocPlan[] = [introDoc(seed)];
  const categories: CategoryPlan[] = [];
  for (const folder of flattenFolders(folders)) {
    const folderDocs = planFolderDocs(seed, random, folder, docs.length);
    docs.push(...folderDocs);
    // Only linkable docs may back a category: deleting one would leave a dangling id.
    const candidate = folderDocs.find((doc) => doc.linkable);
    const linkedDocId = candidate && random.chance(0.25) ? candidate.id : undefined;
    categories.push({ file: `${folder.dir}/_category_.json`, label: folder.label, position: folder.position, linkedDocId });
  }
  return { docs, categories };
}
