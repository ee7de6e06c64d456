import type { SiteConfig } from '../config/types.ts';
import { FRAMEWORK_VERSION } from '../version.ts';
import type { Route } from './types.ts';

/** The debug pages, at Docusaurus's address so bookmarks and habits carry over. */
export const DEBUG_BASE = '/__docusaurus/debug/';
export const DEBUG_PAGES = ['index', 'config', 'content', 'globalData', 'metadata', 'registry', 'routes'] as const;
export type DebugPageName = (typeof DEBUG_PAGES)[number];

export function debugRoutes(): Route[] {
  return DEBUG_PAGES.map((page) => ({
    path: page === 'index' ? DEBUG_BASE : `${DEBUG_BASE}${page}/`,
    layout: 'DebugPage',
    plugin: 'debug',
    modules: [],
    data: ['site', `debug:${page}`],
    props: { page, pages: DEBUG_PAGES.map((p) => ({ name: p, path: p === 'index' ? DEBUG_BASE : `${DEBUG_BASE}${p}/` })) },
    noIndex: true,
  }));
}

export interface DebugInputs {
  config: SiteConfig;
  routes: readonly Route[];
  /** Named data from the content plugins; docs version metadata is their global data. */
  data: Record<string, unknown>;
  /** Theme components the build bundled, with the hash of each one's import closure. */
  components: Record<string, string>;
}

/**
 * The config as data a worker can be sent: functions (an `editUrl` function) are shown as their source,
 * as Docusaurus's debug page shows them, since structured cloning refuses them.
 */
function withFunctionsNamed(config: object): unknown {
  return JSON.parse(JSON.stringify(config, (_key, value: unknown) => (typeof value === 'function' ? String(value) : value)));
}

/**
 * What each debug page shows, built from the real build data. Each page reads only its own datum, so a
 * content edit re-renders the content and routes pages, not the config page.
 */
export function debugData({ config, routes, data, components }: DebugInputs): Record<`debug:${DebugPageName}`, unknown> {
  // The translation log is left out too: an ignored Docusaurus setting must not change the output.
  const { root: _root, translation: _translation, ...shownConfig } = config;
  const byPlugin = new Map<string, { path: string; layout: string; sources: string[] }[]>();
  for (const r of routes) {
    const list = byPlugin.get(r.plugin) ?? byPlugin.set(r.plugin, []).get(r.plugin)!;
    list.push({ path: r.path, layout: r.layout, sources: [...new Set([...r.modules.map((m) => m.source), ...(r.pageModule ? [r.pageModule] : [])])] });
  }
  const globalData = Object.fromEntries(Object.entries(data).filter(([key]) => key.endsWith(':metadata')));
  return {
    'debug:index': { routes: routes.length, plugins: [...byPlugin.keys()] },
    // The site folder's absolute path is left out: it says nothing about the site and differs per machine.
    'debug:config': withFunctionsNamed(shownConfig),
    'debug:content': Object.fromEntries(byPlugin),
    'debug:globalData': globalData,
    'debug:metadata': { frameworkVersion: FRAMEWORK_VERSION, pluginVersions: Object.fromEntries([...byPlugin.keys()].map((p) => [p, FRAMEWORK_VERSION])) },
    'debug:registry': components,
    'debug:routes': routes.map((r) => ({ path: r.path, layout: r.layout, plugin: r.plugin, noIndex: r.noIndex ?? false })),
  };
}
