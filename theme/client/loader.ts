import type { ComponentType } from 'react';
import type { RoutePayload } from '../../src/render/types.ts';
import type { MdxFactory, MdxImports, PageContextValue, PageModule } from '../context.ts';

/**
 * What `boot` receives. Only the main script's own layout and components are listed: any other loads from
 * the chunk URL a route's payload names, so the main script carries no list of the theme's chunks.
 */
export interface ComponentRegistry {
  /** By theme name: `layouts/DocPage`, `Admonition`. */
  eager: Record<string, ComponentType<Record<string, unknown>>>;
  /** The site's client modules (config `clientModules`), with the route lifecycles they export. */
  clientModules: ClientModuleExports[];
}

/** Where a route change is, as Docusaurus's lifecycles receive it: the pathname with the base URL. */
export interface LifecycleLocation {
  pathname: string;
  search: string;
  hash: string;
}

export interface ClientModuleExports {
  onRouteUpdate?(args: { location: LifecycleLocation; previousLocation: LifecycleLocation | null }): void;
  onRouteDidUpdate?(args: { location: LifecycleLocation; previousLocation: LifecycleLocation | null }): void;
}

/** A script chunk failed to load (a deploy replaced it, or the network dropped): the page reloads once. */
export class ChunkLoadError extends Error {}

/** Memoises a loader by key; a failure is forgotten so a retry fetches again. */
export function memo<T>(load: (key: string) => Promise<T>): (key: string) => Promise<T> {
  const cache = new Map<string, Promise<T>>();
  return (key) => {
    let hit = cache.get(key);
    if (!hit) {
      hit = load(key);
      cache.set(key, hit);
      hit.catch(() => cache.delete(key));
    }
    return hit;
  };
}

/** JSON from the site; a failure throws with its status, but a 404 gives null where absence has a meaning. */
export async function getJson(url: string, nullIfMissing: boolean): Promise<unknown> {
  const res = await fetch(url, { credentials: 'same-origin' });
  if (res.status === 404 && nullIfMissing) return null;
  if (!res.ok) throw new Error(`Loading ${url} failed: ${res.status} ${res.statusText}`);
  return res.json();
}

export const fetchShared = memo((url) => getJson(url, false));

const importModule = memo(async (url: string) => {
  try {
    return (await import(/* @vite-ignore */ url)) as Record<string, unknown>;
  } catch (err) {
    throw new ChunkLoadError(`A script of this page failed to load (${url})`, { cause: err });
  }
});

/** A theme component or layout: from the main script, else from its chunk, whose default export it is. */
async function themeComponent(registry: ComponentRegistry, name: string, url: string | undefined): Promise<ComponentType<Record<string, unknown>>> {
  const eager = registry.eager[name];
  if (eager) return eager;
  if (!url) throw new Error(name.startsWith('layouts/') ? `Invariant failed: no layout named "${name.slice('layouts/'.length)}"` : `theme component "@theme/${name}" does not exist`);
  return (await importModule(url)).default as ComponentType<Record<string, unknown>>;
}

/** Everything a route renders with: shared data, the page module, MDX bodies and the components they use. */
export async function resolvePage(payload: RoutePayload, registry: ComponentRegistry, adopt?: (slot: string) => string): Promise<PageContextValue> {
  const shared = Object.entries(payload.shared).map(async ([key, url]) => [key, await fetchShared(url)] as const);
  const modules = Object.entries(payload.modules).map(async ([slot, m]): Promise<[string, PageModule]> => {
    const base = { kind: m.kind, themeImports: m.themeImports, toc: m.toc, contentTitle: m.contentTitle };
    if (m.kind === 'html') return [slot, { ...base, code: m.html ?? adopt?.(slot) ?? '' }];
    const [chunk, imports] = await Promise.all([importModule(m.chunk!), m.importsChunk ? importModule(m.importsChunk) : undefined]);
    return [slot, { ...base, code: '', factory: chunk.default as MdxFactory, ...(imports ? { imports: imports.default as MdxImports } : {}) }];
  });
  const names = [...new Set(Object.values(payload.modules).flatMap((m) => Object.values(m.themeImports)))];
  const components = names.map(async (name) => [name, await themeComponent(registry, name, payload.components[name])] as const);
  const page = payload.pageChunk && payload.route.pageModule ? importModule(payload.pageChunk) : undefined;
  const layout = themeComponent(registry, `layouts/${payload.route.layout}`, payload.layoutChunks[0]);
  const [Layout, sharedData, loadedModules, loadedComponents, pageModule] = await Promise.all([layout, Promise.all(shared), Promise.all(modules), Promise.all(components), page]);
  return {
    Layout,
    route: payload.route,
    data: { ...payload.data, ...Object.fromEntries(sharedData) },
    modules: Object.fromEntries(loadedModules),
    components: Object.fromEntries(loadedComponents),
    pages: pageModule ? { [payload.route.pageModule!]: pageModule as { default?: ComponentType } } : {},
    codeBlocks: payload.codeBlocks,
  };
}
