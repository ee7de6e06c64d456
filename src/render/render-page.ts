import { pathToFileURL } from 'node:url';
import { isMainThread } from 'node:worker_threads';
import { join } from 'node:path';
import { extractLinks, type PageLinks } from '../build/link-check.ts';
import { stageIfChanged, writeStagedFile } from '../build/staged-file.ts';
import { pageSections, type PageText } from '../search/sections.ts';
import type { SearchSection } from '../search/types.ts';
import type { ClientHandoff, PageInput, RenderModule } from './types.ts';
import { isTreeDatum } from './client-files.ts';
import { storedCount, storedDatum } from './data-store.ts';
import { trackTree, type TreeReads } from './tree-reads.ts';

/** One route to render. Named data travels by hash: each worker receives a value once and keeps it. */
export interface RenderTask {
  serverFile: string;
  route: PageInput['route'];
  /** Data key → hash of its value. */
  data: Record<string, string>;
  modules: Record<string, RenderModule>;
  client?: ClientHandoff;
  /** Set for a searchable page: its sections are read from the HTML here, on the rendering thread. */
  search?: PageText;
  output: PageOutput;
}

/**
 * Where the rendering thread writes the page. Creating a file is slow kernel work on a busy machine
 * (~1 ms each with both cores rendering), so it is spread over the workers instead of stalling the
 * main thread that feeds them.
 */
export interface PageOutput {
  staging: string;
  /** The page's HTML file, written unless its hash equals `previousHash`. */
  file: string;
  previousHash?: string;
  /** Other files of the route the main thread found changed (route data, MDX chunks): written as given. */
  files: [file: string, text: string][];
}

/** What the main thread learns about a rendered page; its HTML stays on the rendering thread. */
export interface RenderedPage {
  hash: string;
  /** Output files written into the staging folder. */
  written: string[];
  links: PageLinks;
  sections?: SearchSection[];
  /** For each sidebar the page read, the lists it touched (see tree-reads.ts). */
  views: Record<string, TreeReads>;
}

type ServerBundle = { renderPage(input: PageInput): string };

const bundles = new Map<string, Promise<ServerBundle>>();

/** Imports a theme server bundle once per thread (React and the theme: ~0.1 s). */
export function loadBundle(serverFile: string): Promise<ServerBundle> {
  let bundle = bundles.get(serverFile);
  if (!bundle) {
    bundle = import(pathToFileURL(serverFile).href) as Promise<ServerBundle>;
    bundles.set(serverFile, bundle);
  }
  return bundle;
}

export async function renderPage(task: RenderTask): Promise<RenderedPage> {
  const bundle = loadBundle(task.serverFile);
  const data: Record<string, unknown> = {};
  const reads = new Map<string, Set<string>>();
  for (const [key, hash] of Object.entries(task.data)) {
    const stored = storedDatum(hash);
    if (!stored) throw new Error(`Invariant failed: datum ${key} (${hash}) was never sent to this renderer (holding ${storedCount()} values, main thread: ${isMainThread})`);
    const { value } = stored;
    if (isTreeDatum(key) && Array.isArray(value)) {
      reads.set(key, new Set());
      data[key] = trackTree(value, reads.get(key)!);
    } else data[key] = value;
  }
  const html = (await bundle).renderPage({ route: task.route, data, modules: task.modules, client: task.client });
  const { output } = task;
  const page = stageIfChanged(output.staging, output.file, html, output.previousHash);
  for (const [file, text] of output.files) writeStagedFile(join(output.staging, file), text);
  const written = [...(page.written ? [output.file] : []), ...output.files.map(([file]) => file)];
  const views = Object.fromEntries([...reads].map(([key, set]) => [key, [...set].sort()]));
  return { hash: page.hash, written, links: extractLinks(html), views, ...(task.search ? { sections: pageSections(html, task.search) } : {}) };
}
