import { pathToFileURL } from 'node:url';
import { isMainThread } from 'node:worker_threads';
import { pageSections, type PageText } from '../search/sections.ts';
import type { SearchSection } from '../search/types.ts';
import type { ClientHandoff, PageInput, RenderModule } from './types.ts';

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
}

export interface RenderedPage {
  html: string;
  sections?: SearchSection[];
}

type ServerBundle = { renderPage(input: PageInput): string };

const dataByHash = new Map<string, unknown>();
const bundles = new Map<string, Promise<ServerBundle>>();

export function storeData(values: Record<string, unknown>): void {
  for (const [hash, value] of Object.entries(values)) dataByHash.set(hash, value);
}

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
  for (const [key, hash] of Object.entries(task.data)) {
    if (!dataByHash.has(hash)) throw new Error(`Invariant failed: datum ${key} (${hash}) was never sent to this renderer (holding ${dataByHash.size} values, main thread: ${isMainThread})`);
    data[key] = dataByHash.get(hash);
  }
  const html = (await bundle).renderPage({ route: task.route, data, modules: task.modules, client: task.client });
  return { html, ...(task.search ? { sections: pageSections(html, task.search) } : {}) };
}
