import type { NavbarDocItem, NavbarDocSidebarItem, NavbarDocsVersionItem } from '../config/define.ts';
import type { DocsLinkTarget, ResolvedDocsNavbarItem, ResolvedDropdownChild, ResolvedNavbarItem, ResolvedThemeConfig } from '../config/types.ts';
import type { VersionMetadata } from '../plugins/docs/plugin.ts';
import type { DocsPluginSummary } from '../render/types.ts';
import { BuildError } from '../util/errors.ts';

type DocsItem = NavbarDocItem | NavbarDocSidebarItem | NavbarDocsVersionItem;

/**
 * Turns the navbar's `doc`, `docSidebar` and `docsVersion` items into links with a target per docs
 * version, looked up in the docs plugins' data. Pages then need no table of every doc to draw the
 * navbar, and a wrong doc or sidebar id fails the build instead of a page.
 *
 * `data` is the build's named data record (`docs:<id>:versions`, `docs:<id>:<version>:metadata`).
 */
export function resolveNavbarItems(themeConfig: ResolvedThemeConfig, data: Record<string, unknown>, configFile = 'site.config.ts'): ResolvedThemeConfig {
  const fail = (message: string, hint: string) => new BuildError(message, { file: configFile }, hint);
  const plugin = (item: { docsPluginId?: string }, where: string) => docsPlugin(data, item.docsPluginId ?? 'default', where, fail);

  const resolveChild = (item: ResolvedDropdownChild, where: string): ResolvedDropdownChild | undefined =>
    item.type === 'doc' || item.type === 'docSidebar' || item.type === 'docsVersion' ? resolveDocsItem(item, plugin(item, where), where, fail) : item;

  const items = themeConfig.navbar.items.flatMap((item, i): ResolvedNavbarItem[] => {
    const where = `themeConfig.navbar.items[${i}]`;
    if (item.type === 'dropdown') return [{ ...item, items: item.items.flatMap((child, j) => resolveChild(child, `${where}.items[${j}]`) ?? []) }];
    if (item.type === 'docsVersionDropdown') plugin(item, where);
    if (item.type === 'doc' || item.type === 'docSidebar' || item.type === 'docsVersion') return [resolveChild(item, where) ?? []].flat();
    return [item];
  });
  return { ...themeConfig, navbar: { ...themeConfig.navbar, items } };
}

interface DocsPluginData {
  id: string;
  versions: { name: string; label: string; mainDocPath: string; meta: VersionMetadata }[];
  last: VersionMetadata;
}

function docsPlugin(data: Record<string, unknown>, id: string, where: string, fail: (m: string, h: string) => BuildError): DocsPluginData {
  const summary = data[`docs:${id}:versions`] as DocsPluginSummary | undefined;
  if (!summary) {
    const ids = Object.keys(data).flatMap((k) => /^docs:([\w-]+):versions$/.exec(k)?.[1] ?? []);
    throw fail(`${where} names the docs plugin "${id}", which does not exist (docs plugins: ${ids.join(', ') || 'none'})`, 'set `docsPluginId` to the `id` of one of the `docs` entries');
  }
  const versions = summary.versions.map((v) => ({ ...v, meta: data[`docs:${id}:${v.name}:metadata`] as VersionMetadata }));
  const last = (versions.find((v) => v.isLast) ?? versions[0]).meta;
  return { id, versions, last };
}

/** A target per version; a version that lacks the doc or sidebar falls back to the latest version's, as readers expect a working link. */
function resolveDocsItem(item: DocsItem, plugin: DocsPluginData, where: string, fail: (m: string, h: string) => BuildError): ResolvedDocsNavbarItem | undefined {
  const targets: Record<string, DocsLinkTarget> = {};
  if (item.type === 'doc') {
    const fallback = plugin.last.docs.find((d) => d.id === item.docId);
    if (!fallback) {
      // A draft is left out of production builds, and so is a link to it.
      if (plugin.last.draftIds.includes(item.docId)) return undefined;
      const ids = plugin.last.docs.map((d) => d.id).sort();
      throw fail(`${where}: no doc has the id "${item.docId}" in version "${plugin.last.name}" of docs plugin "${plugin.id}". Available doc ids:\n- ${ids.join('\n- ')}`, 'use one of the ids above as `docId`');
    }
    for (const v of plugin.versions) {
      const doc = v.meta.docs.find((d) => d.id === item.docId) ?? fallback;
      targets[v.name] = { path: doc.path, label: item.docId, sidebar: doc.sidebar, unlisted: doc.unlisted || undefined };
    }
  } else if (item.type === 'docSidebar') {
    const fallback = plugin.last.sidebars[item.sidebarId];
    if (!fallback) {
      const names = Object.keys(plugin.last.sidebars).sort();
      throw fail(`${where}: docs plugin "${plugin.id}" has no sidebar "${item.sidebarId}" (sidebars: ${names.join(', ') || 'none'})`, 'use one of the sidebar names above as `sidebarId`');
    }
    for (const v of plugin.versions) {
      const link = (v.meta.sidebars[item.sidebarId] ?? fallback).link ?? fallback.link;
      if (!link) throw fail(`${where}: the sidebar "${item.sidebarId}" of docs plugin "${plugin.id}" has no doc to link to`, 'add a doc or a category with a link to that sidebar');
      targets[v.name] = { path: link.path, label: link.label, sidebar: item.sidebarId };
    }
  } else {
    for (const v of plugin.versions) targets[v.name] = { path: item.to ?? v.mainDocPath, label: v.label };
  }
  return { type: 'docsLink', kind: item.type, label: item.label, position: item.position, className: item.className, docsPluginId: plugin.id, targets };
}
