// Eleventy on the benchmark corpus: the corpus's Markdown as its input, one bare Liquid layout, Markdown
// not run through a template language first (the corpus is prose, not templates).
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { REPO_ROOT } from '../runner/site-cli.ts';
import { copyCorpusContent, copyEditedFile } from './content.ts';
import { peerDir, timed, type PeerSite } from './tool.ts';

const CONFIG = `export const config = {
  dir: { input: 'content', includes: '../_includes', output: '_site' },
  markdownTemplateEngine: false,
};
`;

const LAYOUT = '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>{{ title }}</title></head><body><main><article><h1>{{ title }}</h1>{{ content }}</article></main></body></html>\n';

/** Installed outside the project's dependencies (see bench/README.md): $ELEVENTY_BIN, else bench/.peers. */
export function findEleventy(): { bin: string; version: string } | undefined {
  const bin = process.env.ELEVENTY_BIN ?? join(REPO_ROOT, 'bench/.peers/node_modules/.bin/eleventy');
  if (!existsSync(bin)) return undefined;
  return { bin: resolve(bin), version: `Eleventy ${execFileSync(bin, ['--version'], { encoding: 'utf8' }).trim()}` };
}

export function eleventySite(corpus: string, eleventy: { bin: string; version: string }): PeerSite & { pages: number } {
  const dir = peerDir(corpus, 'eleventy');
  writeFileSync(join(dir, 'eleventy.config.mjs'), CONFIG);
  mkdirSync(join(dir, '_includes'));
  writeFileSync(join(dir, '_includes/base.liquid'), LAYOUT);
  const content = join(dir, 'content');
  const pages = copyCorpusContent(corpus, content);
  writeFileSync(join(content, 'content.11tydata.json'), JSON.stringify({ layout: 'base.liquid' }));
  return {
    label: eleventy.version,
    pages,
    clear: () => rmSync(join(dir, '_site'), { recursive: true, force: true }),
    build: () => timed(eleventy.bin, ['--quiet'], dir),
    copyEdited: (file) => copyEditedFile(corpus, content, file),
  };
}
