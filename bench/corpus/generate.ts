// Deterministic Docusaurus-layout corpus for benchmarks: same seed and sizes, same bytes.
// Usage: node --import tsx bench/corpus/generate.ts --out DIR --docs 1000 --posts 100 --seed 42
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { forkRandom } from './random.ts';
import { planFolders } from './plan-folders.ts';
import { planDocs, type CategoryPlan } from './plan-docs.ts';
import { renderDoc } from './render-doc.ts';
import { renderBlog } from './blog.ts';
import type { CorpusManifest } from './manifest.ts';

export type CorpusOptions = { dir: string; docs: number; posts: number; seed: number };

type CorpusFile = { file: string; text: string };

const THEME_COMPONENT_FILE = 'src/theme/DocFooter.tsx';
const THEME_COMPONENT = `export default function DocFooter() {
  return <footer className="doc-footer">Generated corpus footer v1</footer>;
}
`;
/** Docusaurus sites name extra Prism grammars in their config; the corpus's Haskell blocks need one. */
const CONFIG_FILE = 'site.config.ts';
const CONFIG = `export default {
  markdown: { additionalLanguages: ['haskell'] },
};
`;
/** Every page's navbar links the home page, so a site without one fails the link check. */
const HOME_FILE = 'src/pages/index.md';
const HOME = `---
title: Generated corpus
---

# Generated corpus

A seeded benchmark site: start at the [docs](/docs/intro/) or the [blog](/blog/).
`;
const WRITE_BATCH = 64;

function categoryJson(category: CategoryPlan): string {
  const link = category.linkedDocId ? { type: 'doc', id: category.linkedDocId } : { type: 'generated-index' };
  return JSON.stringify({ label: category.label, position: category.position, link }, null, 2) + '\n';
}

async function writeFiles(root: string, files: CorpusFile[]): Promise<void> {
  const dirs = [...new Set(files.map(({ file }) => dirname(join(root, file))))].sort();
  for (const dir of dirs) await mkdir(dir, { recursive: true });
  for (let i = 0; i < files.length; i += WRITE_BATCH) {
    await Promise.all(files.slice(i, i + WRITE_BATCH).map(({ file, text }) => writeFile(join(root, file), text)));
  }
}

export async function generateCorpus(options: CorpusOptions): Promise<CorpusManifest> {
  const { dir, docs: docCount, posts: postCount, seed } = options;
  if (!Number.isInteger(docCount) || docCount < 1) throw new Error('docs must be a positive integer (docs/intro.md is one of them)');
  if (!Number.isInteger(postCount) || postCount < 0) throw new Error('posts must be a non-negative integer');
  if (!Number.isInteger(seed)) throw new Error('seed must be an integer');

  const folders = planFolders(forkRandom(seed, 'folders'), docCount - 1);
  const { docs, categories } = planDocs(seed, folders);
  const linkTargets = docs.filter((doc) => doc.linkable);
  const blogFiles = renderBlog(seed, postCount);

  const files: CorpusFile[] = [
    ...docs.map((doc) => ({ file: doc.file, text: renderDoc(seed, doc, linkTargets) })),
    ...categories.map((category) => ({ file: category.file, text: categoryJson(category) })),
    ...blogFiles,
    { file: THEME_COMPONENT_FILE, text: THEME_COMPONENT },
    { file: CONFIG_FILE, text: CONFIG },
    { file: HOME_FILE, text: HOME },
  ];
  await rm(dir, { recursive: true, force: true });
  await writeFiles(dir, files);

  const postFiles = blogFiles.map(({ file }) => file).filter((file) => file.endsWith('.md'));
  const docFolders = [...new Set(docs.map((doc) => dirname(doc.file)))].filter((folder) => folder !== 'docs');
  return {
    seed,
    counts: {
      docs: docs.length,
      mdxDocs: docs.filter((doc) => doc.format === 'mdx').length,
      posts: postFiles.length,
      docFolders: docFolders.length,
      categories: categories.length,
    },
    docFiles: docs.map((doc) => doc.file),
    postFiles,
    docFolders,
    // Categories only ever open linkable docs, so unlinked docs are referenced by nothing at all.
    unlinkedDocFiles: docs.filter((doc) => !doc.linkable).map((doc) => doc.file),
    themeComponentFile: THEME_COMPONENT_FILE,
  };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      out: { type: 'string' },
      docs: { type: 'string', default: '1000' },
      posts: { type: 'string', default: '100' },
      seed: { type: 'string', default: '42' },
    },
  });
  if (!values.out) throw new Error('Usage: generate.ts --out DIR [--docs 1000] [--posts 100] [--seed 42]');
  const manifest = await generateCorpus({ dir: values.out, docs: Number(values.docs), posts: Number(values.posts), seed: Number(values.seed) });
  process.stdout.write(JSON.stringify(manifest, null, 2) + '\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
