// Independent check of a generated corpus: re-reads the files (not the generator's plan) and
// confirms every cross-link, anchor, category doc id and blog author/tag key resolves.
// Usage: node --import tsx bench/corpus/verify-links.ts DIR   (exit 1 when something dangles)
import { readFile, readdir } from 'node:fs/promises';
import { posix } from 'node:path';
import { pathToFileURL } from 'node:url';
import GithubSlugger from 'github-slugger';
import { parseYaml } from '../../src/util/yaml.ts';

type DocEntry = { file: string; permalink: string; anchors: Set<string>; links: string[] };

const stripNumberPrefix = (segment: string): string => segment.replace(/^\d+-/, '');

async function listFiles(root: string, dir: string): Promise<string[]> {
  const entries = await readdir(posix.join(root, dir), { withFileTypes: true });
  const nested = await Promise.all(entries.map((entry) => {
    const path = posix.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(root, path) : [path];
  }));
  return nested.flat().sort();
}

function readDoc(file: string, text: string): DocEntry {
  const slugger = new GithubSlugger();
  const anchors = new Set<string>();
  let inFence = false;
  for (const line of text.split('\n')) {
    if (line.startsWith('```')) inFence = !inFence;
    const heading = !inFence && /^#{2,3} (.+)$/.exec(line);
    if (heading) anchors.add(slugger.slug(heading[1]));
  }
  const prose = text.replace(/^```[\s\S]*?^```/gm, '');
  const links = [...prose.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]);
  const segments = file.replace(/\.mdx?$/, '').split('/').map(stripNumberPrefix);
  return { file, permalink: `/${segments.join('/')}/`, anchors, links };
}

export async function verifyCorpusLinks(root: string): Promise<{ problems: string[]; linksChecked: number }> {
  const problems: string[] = [];
  const files = await listFiles(root, 'docs');
  const docs: DocEntry[] = [];
  for (const file of files.filter((name) => /\.mdx?$/.test(name))) docs.push(readDoc(file, await readFile(posix.join(root, file), 'utf8')));

  const byPermalink = new Map<string, DocEntry>();
  for (const doc of docs) {
    if (byPermalink.has(doc.permalink)) problems.push(`${doc.file}: permalink ${doc.permalink} also used by ${byPermalink.get(doc.permalink)?.file}`);
    byPermalink.set(doc.permalink, doc);
  }
  const byFile = new Map(docs.map((doc) => [doc.file, doc]));

  let linksChecked = 0;
  for (const doc of docs) {
    for (const href of doc.links) {
      linksChecked++;
      const [path, anchor] = href.split('#');
      const target = path.startsWith('/') ? byPermalink.get(path) : byFile.get(posix.join(posix.dirname(doc.file), path));
      if (!target) problems.push(`${doc.file}: link target missing: ${href}`);
      else if (!anchor || !target.anchors.has(anchor)) problems.push(`${doc.file}: anchor missing: ${href}`);
    }
  }

  for (const file of files.filter((name) => name.endsWith('_category_.json'))) {
    const category = JSON.parse(await readFile(posix.join(root, file), 'utf8')) as { link?: { type: string; id?: string } };
    if (category.link?.type === 'doc' && !byPermalink.has(`/docs/${category.link.id}/`)) problems.push(`${file}: doc id ${category.link.id} missing`);
  }

  const authors = parseYaml(await readFile(posix.join(root, 'blog/authors.yml'), 'utf8')) as Record<string, unknown>;
  const tags = parseYaml(await readFile(posix.join(root, 'blog/tags.yml'), 'utf8')) as Record<string, unknown>;
  for (const file of (await listFiles(root, 'blog')).filter((name) => name.endsWith('.md'))) {
    const frontMatter = /^---\n([\s\S]*?)\n---/.exec(await readFile(posix.join(root, file), 'utf8'));
    const data = parseYaml(frontMatter?.[1] ?? '') as { authors?: string[]; tags?: string[] };
    for (const key of data.authors ?? []) if (!(key in authors)) problems.push(`${file}: unknown author ${key}`);
    for (const key of data.tags ?? []) if (!(key in tags)) problems.push(`${file}: unknown tag ${key}`);
  }
  return { problems, linksChecked };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = process.argv[2];
  if (!root) throw new Error('Usage: verify-links.ts DIR');
  const { problems, linksChecked } = await verifyCorpusLinks(root);
  for (const problem of problems) console.error(problem);
  console.log(`${linksChecked} links checked, ${problems.length} problems`);
  process.exitCode = problems.length === 0 ? 0 : 1;
}
