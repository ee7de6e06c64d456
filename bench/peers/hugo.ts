// Hugo on the benchmark corpus: its own site folder with the corpus's Markdown as content and bare
// layouts (a title, the content, a section list), so it does less work per page than Lectern's theme.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { copyCorpusContent, copyEditedFile } from './content.ts';
import { peerDir, timed, type PeerSite } from './tool.ts';

const CONFIG = `baseURL = "http://localhost/"
title = "Benchmark corpus"
disableKinds = ["taxonomy", "term", "RSS", "sitemap", "robotsTXT"]
`;

const LAYOUTS: Record<string, string> = {
  'baseof.html': '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>{{ .Title }} | {{ site.Title }}</title></head><body><nav>{{ range site.Sections }}<a href="{{ .RelPermalink }}">{{ .Title }}</a> {{ end }}</nav><main>{{ block "main" . }}{{ end }}</main></body></html>\n',
  'single.html': '{{ define "main" }}<article><h1>{{ .Title }}</h1>{{ .Content }}</article>{{ end }}\n',
  'list.html': '{{ define "main" }}<h1>{{ .Title }}</h1><ul>{{ range .Pages }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}</ul>{{ end }}\n',
};

/** The `hugo` binary ($HUGO_BIN, else on PATH) and its version line, or undefined when it is not installed. */
export function findHugo(): { bin: string; version: string } | undefined {
  const bin = process.env.HUGO_BIN ?? 'hugo';
  try {
    return { bin, version: execFileSync(bin, ['version'], { encoding: 'utf8' }).trim() };
  } catch {
    return undefined;
  }
}

export function hugoSite(corpus: string, hugo: { bin: string; version: string }): PeerSite & { pages: number } {
  const dir = peerDir(corpus, 'hugo');
  writeFileSync(join(dir, 'hugo.toml'), CONFIG);
  mkdirSync(join(dir, 'layouts/_default'), { recursive: true });
  for (const [name, text] of Object.entries(LAYOUTS)) writeFileSync(join(dir, 'layouts/_default', name), text);
  const content = join(dir, 'content');
  const pages = copyCorpusContent(corpus, content);
  return {
    // `hugo v0.111.3+extended linux/amd64 …` → `Hugo 0.111.3`
    label: `Hugo ${/v([\d.]+)/.exec(hugo.version)?.[1] ?? '?'}`,
    pages,
    clear: () => {
      for (const output of ['public', 'resources', '.hugo_build.lock']) rmSync(join(dir, output), { recursive: true, force: true });
    },
    build: () => timed(hugo.bin, ['--quiet', '--destination', 'public'], dir),
    copyEdited: (file) => copyEditedFile(corpus, content, file),
  };
}
