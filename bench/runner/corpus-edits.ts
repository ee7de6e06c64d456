// The source changes the incremental scenarios apply to a built corpus. Each takes the run
// number so repeated runs make different, real changes.
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

async function rewrite(root: string, file: string, change: (text: string) => string): Promise<void> {
  const path = join(root, file);
  const before = await readFile(path, 'utf8');
  const after = change(before);
  if (after === before) throw new Error(`Benchmark edit did not change ${file}`);
  await writeFile(path, after);
}

/** Extends the doc's first paragraph, which the generator always places right after front matter and imports. */
export function appendSentence(root: string, file: string, run: number): Promise<void> {
  return rewrite(root, file, (text) => {
    const lines = text.split('\n');
    const bodyStart = lines.indexOf('---', 1) + 1;
    const lead = lines.findIndex((line, index) => index >= bodyStart && line.trim() !== '' && !line.startsWith('import '));
    if (bodyStart === 0 || lead === -1) throw new Error(`No paragraph found in ${file}`);
    lines[lead] += ` Benchmark edit ${run + 1} adds this sentence to the paragraph.`;
    return lines.join('\n');
  });
}

export function editTitle(root: string, file: string, run: number): Promise<void> {
  return rewrite(root, file, (text) => text.replace(/^title: (.*)$/m, `title: $1 Revised ${run + 1}`));
}

export function editThemeText(root: string, file: string, run: number): Promise<void> {
  return rewrite(root, file, (text) => text.replace(/Generated corpus footer[^<]*/, `Generated corpus footer v${run + 2}`));
}

/** Adds a new doc (fresh name per run) and returns its corpus-relative path. */
export async function addDoc(root: string, folder: string, run: number): Promise<string> {
  const file = `${folder}/bench-added-${run + 1}.md`;
  const text = [
    '---',
    `title: Benchmark Added ${run + 1}`,
    '---',
    '',
    'This doc is added by the benchmark to measure how a new page is picked up.',
    '',
    '## What it contains',
    '',
    'A heading and two short paragraphs, so that it renders like any other doc.',
    '',
  ].join('\n');
  await writeFile(join(root, file), text, { flag: 'wx' });
  return file;
}

export function deleteDoc(root: string, file: string): Promise<void> {
  return rm(join(root, file));
}
