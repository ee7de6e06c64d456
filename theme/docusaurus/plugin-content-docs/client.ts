import type { DocsPluginSummary } from '../../../src/render/types.ts';
import { usePage, useSite } from '../../context.ts';

/**
 * `@docusaurus/plugin-content-docs/client`, as far as sites' pages use it (a versions page, a custom
 * navbar item): versions and the active plugin and version. A version's `docs` lists only its main doc,
 * as `mainDocId` names it: the full list would grow every page's shared data with the site.
 */

type Summary = DocsPluginSummary['versions'][number];

export interface GlobalDoc {
  id: string;
  path: string;
}

export interface GlobalVersion {
  name: string;
  label: string;
  isLast: boolean;
  path: string;
  mainDocId: string;
  docs: GlobalDoc[];
}

const MAIN_DOC_ID = 'main';

/** One object per version, whichever hook returns it: sites compare versions by identity (`v !== latest`). */
const made = new WeakMap<Summary, GlobalVersion>();

function globalVersion(version: Summary): GlobalVersion {
  let global = made.get(version);
  if (!global) {
    global = { name: version.name, label: version.label, isLast: version.isLast, path: version.path, mainDocId: MAIN_DOC_ID, docs: [{ id: MAIN_DOC_ID, path: version.mainDocPath }] };
    made.set(version, global);
  }
  return global;
}

function usePlugin(pluginId = 'default'): DocsPluginSummary {
  const { docs } = useSite();
  const plugin = docs.find((d) => d.id === pluginId);
  if (!plugin) throw new Error(`no docs plugin with id "${pluginId}"; the site has: ${docs.map((d) => d.id).join(', ') || 'none'}`);
  return plugin;
}

/** Every version of a docs plugin, newest first, the current (unreleased) one included. */
export function useVersions(pluginId?: string): GlobalVersion[] {
  return usePlugin(pluginId).versions.map(globalVersion);
}

/** The version marked latest (served at the docs' base path). */
export function useLatestVersion(pluginId?: string): GlobalVersion {
  const versions = useVersions(pluginId);
  return versions.find((v) => v.isLast) ?? versions[0];
}

/** The version whose path holds this page, if the page is under one. */
export function useActiveVersion(pluginId?: string): GlobalVersion | undefined {
  const path = usePage().route.path;
  const versions = useVersions(pluginId);
  return versions.filter((v) => path.startsWith(v.path)).sort((a, b) => b.path.length - a.path.length)[0];
}

/** The docs plugin (and its data) whose versions hold this page, if any. */
export function useActivePlugin(): { pluginId: string; pluginData: { versions: GlobalVersion[] } } | undefined {
  const path = usePage().route.path;
  const plugin = useSite().docs.find((d) => d.versions.some((v) => path.startsWith(v.path)));
  return plugin && { pluginId: plugin.id, pluginData: { versions: plugin.versions.map(globalVersion) } };
}

/** The active version, and no active doc: which doc a path is needs the full doc list. */
export function useActiveDocContext(pluginId?: string): { activeVersion?: GlobalVersion; activeDoc?: GlobalDoc; alternateDocVersions: Record<string, GlobalDoc> } {
  return { activeVersion: useActiveVersion(pluginId), activeDoc: undefined, alternateDocVersions: {} };
}

/** Every docs plugin's versions, by plugin id. */
export function useAllDocsData(): Record<string, { path: string; versions: GlobalVersion[] }> {
  return Object.fromEntries(useSite().docs.map((d) => [d.id, { path: d.versions.find((v) => v.isLast)?.path ?? d.versions[0]?.path ?? '/', versions: d.versions.map(globalVersion) }]));
}
