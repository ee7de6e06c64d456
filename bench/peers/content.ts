// The corpus's docs and posts as plain Markdown pages a peer can build: front matter kept, `.mdx`
// read as Markdown (neither peer compiles MDX; its JSX stays text), folders kept.
import { copyFileSync, mkdirSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const SECTIONS = ['docs', 'blog'];

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Where a corpus file (corpus-relative) lives in the peer's content folder. */
export function peerContentFile(contentDir: string, file: string): string {
  return join(contentDir, file.replace(/\.mdx$/, '.md'));
}

/** Copies every doc and post into `contentDir`; returns how many pages that is. */
export function copyCorpusContent(corpus: string, contentDir: string): number {
  let count = 0;
  for (const section of SECTIONS) {
    for (const source of markdownFiles(join(corpus, section))) {
      const target = peerContentFile(contentDir, relative(corpus, source));
      mkdirSync(dirname(target), { recursive: true });
      copyFileSync(source, target);
      count++;
    }
  }
  return count;
}

/** Copies one edited corpus file over the peer's copy. */
export function copyEditedFile(corpus: string, contentDir: string, file: string): void {
  copyFileSync(join(corpus, file), peerContentFile(contentDir, file));
}
