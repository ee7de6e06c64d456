import { pathToFileURL } from 'node:url';
import { isMainThread } from 'node:worker_threads';
import { join } from 'node:path';
import { extractLinks, type PageLinks } from '../build/link-check.ts';
import { stageIfChanged, writeStagedFile, type Staging } from '../build/staged-file.ts';
import { pageSections } from '../search/sections.ts';
import { sectionsJson } from '../search/section-reader.ts';
import type { PageText, SectionsJson } from '../search/types.ts';
import type { ClientHandoff, CodeBlockMarkup, PageInput, RenderModule, ServerRender } from './types.ts';
import { isTreeDatum, sidebarViewFile } from './client-files.ts';
import { storedCount, storedDatum } from './data-store.ts';
import { clientJson } from '../util/client-json.ts';
import { sidebarView, trackTree, type TreeReads } from './tree-reads.ts';

/** One route to render. Named data travels by hash: each worker receives a value once and keeps it. */
export interface RenderTask {
  serverFile: string;
  route: PageInput['route'];
  /** Data key → hash of its value. */
  data: Record<string, string>;
  modules: Record<string, RenderModule>;
  client: ClientHandoff;
  /** Set for a searchable page: its sections are read from the HTML here, on the rendering thread. */
  search?: PageText;
  /** The token standing for each sidebar view's URL in the page's texts (client-payload.ts). */
  viewTokens: Record<string, string>;
  baseUrl: string;
  output: PageOutput;
}

/**
 * Where the rendering thread writes the page. Creating a file is slow kernel work on a busy machine
 * (~1 ms each with both cores rendering), so it is spread over the workers instead of stalling the
 * main thread that feeds them.
 */
export interface PageOutput {
  staging: Staging;
  /** The page's HTML file, written unless its hash equals `previousHash`. */
  file: string;
  previousHash?: string;
  /** The route's payload file (routeJsonText, its view tokens replaced here), written unless its hash equals `previousHash`. */
  payload: { file: string; previousHash?: string };
  /** Other files of the route the main thread found changed (MDX chunks): written as given. */
  files: [file: string, text: string][];
}

/** What the main thread learns about a rendered page; its HTML stays on the rendering thread. */
export interface RenderedPage {
  hash: string;
  /** Hash of the route's payload file as written. */
  payloadHash: string;
  /** Output files written into the staging folder. */
  written: string[];
  links: PageLinks;
  sections?: SectionsJson;
  /** For each sidebar the page read, the lists it touched (see tree-reads.ts). */
  views: Record<string, TreeReads>;
}

type ServerBundle = { renderPage(input: PageInput): ServerRender };

/** How every page the theme renders as a whole document begins. */
const DOCUMENT_START = '<!DOCTYPE html><html';

const bundles = new Map<string, Promise<ServerBundle>>();

/**
 * Hash of each sidebar view this thread made, by the sidebar datum's hash and the lists read: pages of
 * one category share a view, and hashing it for each of them was ~0.2 s of CPU in a 1k-page build.
 * Emptied when large, as a watch session's worker renders many versions of a sidebar.
 */
const viewHashes = new Map<string, string>();
const VIEW_HASHES_KEPT = 10_000;

function viewHash(datumHash: string, list: readonly unknown[], reads: readonly string[]): string {
  const id = `${datumHash}\n${reads.join(' ')}`;
  let hash = viewHashes.get(id);
  if (hash === undefined) {
    if (viewHashes.size >= VIEW_HASHES_KEPT) viewHashes.clear();
    hash = sidebarView(list, reads).hash;
    viewHashes.set(id, hash);
  }
  return hash;
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

/**
 * A route's payload file: the inline handoff with each `.md` body's HTML back in its module, and the
 * route's `<CodeBlock>`s. Made by the rendering thread, which holds the bodies anyway, so a render task
 * does not carry every body twice.
 */
function routeJsonText(handoff: ClientHandoff, modules: Readonly<Record<string, RenderModule>>, codeBlocks: Record<string, CodeBlockMarkup>): string {
  const filled = Object.fromEntries(Object.entries(handoff.payload.modules).map(([slot, m]) => [slot, m.kind === 'html' ? { ...m, html: modules[slot].code } : m]));
  return clientJson({ ...handoff.payload, modules: filled, ...(Object.keys(codeBlocks).length ? { codeBlocks } : {}) });
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
  let client = task.client;
  let rendered = (await bundle).renderPage({ route: task.route, data, modules: task.modules, client });
  if (!rendered.html.startsWith(DOCUMENT_START) && task.route.pageModule) {
    // A page module that renders without the theme's Layout (a `<Redirect>`, a landing page of its own)
    // gets the document alone, as Docusaurus gives it: head, icons, styles and the client. The flag
    // travels in the payload so the client renders the same tree.
    const route = { ...task.route, bare: true };
    client = { ...client, payload: { ...client.payload, route } };
    rendered = (await bundle).renderPage({ route, data, modules: task.modules, client });
  }
  const views = Object.fromEntries([...reads].map(([key, set]) => [key, [...set].sort()]));
  // Each view's URL is known now that the render has read the sidebar: it replaces the view's token.
  const urls = Object.entries(task.viewTokens).map(([key, token]) => {
    const value = storedDatum(task.data[key])!.value as unknown[];
    return [token, task.baseUrl + sidebarViewFile(viewHash(task.data[key], value, views[key] ?? []))] as const;
  });
  const fill = (text: string) => urls.reduce((t, [token, url]) => t.split(token).join(url), text);
  const html = fill(rendered.html);
  const { output } = task;
  const page = stageIfChanged(output.staging, output.file, html, output.previousHash);
  const payload = stageIfChanged(output.staging, output.payload.file, fill(routeJsonText(client, task.modules, rendered.codeBlocks)), output.payload.previousHash);
  for (const [file, text] of output.files) writeStagedFile(output.staging, file, text);
  const written = [...(page.written ? [output.file] : []), ...(payload.written ? [output.payload.file] : []), ...output.files.map(([file]) => file)];
  return { hash: page.hash, payloadHash: payload.hash, written, links: extractLinks(html), views, ...(task.search ? { sections: sectionsJson(pageSections(html, task.search)) } : {}) };
}
