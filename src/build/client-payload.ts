import type { ClientHandoff, ClientModule, PageRoute, RenderModule, RoutePayload } from '../render/types.ts';
import { isSharedDatum, isTreeDatum, mdxChunkSource, sharedDataFile } from '../render/client-files.ts';
import type { ThemeBundle } from '../theme-bundle/theme.ts';

/**
 * What the client side of one route needs from the build, beside its HTML. The route's payload file is the
 * handoff with the article HTML put back (routeJsonText, on the rendering thread).
 */
export interface RouteClientFiles {
  /** Handed to the server render: the inline payload (article HTML left out) and module preloads. */
  handoff: ClientHandoff;
  /** MDX chunks this route references: output file → source. */
  chunks: Map<string, string>;
}

export interface PayloadInputs {
  route: PageRoute;
  modules: Record<string, RenderModule & { chunkFile: string }>;
  data: Record<string, unknown>;
  dataHashes: ReadonlyMap<string, string>;
  bundle: ThemeBundle;
  baseUrl: string;
  /**
   * For each sidebar the route reads, the token its view's URL is written as until the render has read
   * the sidebar: the renderer puts the URL in its place (src/render/render-page.ts).
   */
  viewTokens: Readonly<Record<string, string>>;
}

/**
 * Splits a route into what the client fetches: shared data by content-hashed URL (a sidebar as the view
 * the page renders, its URL known once rendered), small data inline,
 * `.md` bodies as HTML and `.mdx` bodies as their own module chunk. Everything here is a function of
 * what the route's fingerprint covers, so an unchanged route keeps byte-identical files.
 */
export function routeClientFiles(p: PayloadInputs): RouteClientFiles {
  const data: Record<string, unknown> = {};
  const shared: Record<string, string> = {};
  for (const key of p.route.data) {
    if (isTreeDatum(key)) shared[key] = p.viewTokens[key];
    else if (isSharedDatum(key)) shared[key] = p.baseUrl + sharedDataFile(p.dataHashes.get(key)!);
    else data[key] = p.data[key];
  }
  const chunks = new Map<string, string>();
  const modules: Record<string, ClientModule> = {};
  const components: Record<string, string> = {};
  const preload: string[] = [];
  for (const [slot, mod] of Object.entries(p.modules)) {
    const base = { kind: mod.kind, themeImports: mod.themeImports, toc: mod.toc, contentTitle: mod.contentTitle };
    if (mod.kind === 'html') {
      // The HTML key stays in its place, empty: routeJsonText fills it in for the payload file.
      modules[slot] = { ...base, html: undefined };
      continue;
    }
    chunks.set(mod.chunkFile, mdxChunkSource(mod.code));
    const importChunks = mod.importsKey ? (p.bundle.clientChunks[`mdx:${mod.importsKey}`] ?? []) : [];
    modules[slot] = { ...base, chunk: p.baseUrl + mod.chunkFile, ...(importChunks.length ? { importsChunk: importChunks[0] } : {}) };
    preload.push(p.baseUrl + mod.chunkFile, ...importChunks);
    for (const name of Object.values(mod.themeImports)) {
      const list = p.bundle.clientChunks[`@theme/${name}`];
      if (!list) continue;
      components[name] = list[0];
      preload.push(...list);
    }
  }
  const pageChunks = p.route.pageModule ? p.bundle.clientChunks[p.route.pageModule] : undefined;
  if (pageChunks) preload.push(...pageChunks);
  const layoutChunks = p.bundle.clientChunks[`@theme/layouts/${p.route.layout}`] ?? [];
  preload.push(...layoutChunks);
  const redirect = p.route.layout === 'RedirectPage' ? String(p.route.props.to) : undefined;
  const payload: RoutePayload = { route: p.route, data, shared, modules, components, layoutChunks, ...(pageChunks ? { pageChunk: pageChunks[0] } : {}), ...(redirect ? { redirect } : {}) };
  return { handoff: { payload, modules: [...new Set(preload)] }, chunks };
}
