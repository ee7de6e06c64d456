import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadUserModule } from '../../config/module-loader.ts';
import type { ReadTrace } from '../../build/read-trace.ts';
import type { ResolvedDocsOptions } from '../../config/types.ts';
import { parseUserJson } from '../../util/user-json.ts';
import { BuildError } from '../../util/errors.ts';
import type { InputFile } from '../../scan/scan.ts';
import { docEditUrl } from '../edit-url.ts';
import type { Plugin, PluginContext, PluginOutput, Route } from '../types.ts';
import { encodePath, joinUrl, siteUrl, stripNumberPrefix } from '../url.ts';
import { checkTagsFile, resolveTags, type Tag, type TagRules } from '../tags.ts';
import { readVersions, versionsFileOf } from './versions.ts';
import { gitHead, lastUpdateOf, readGitUpdates, type GitUpdate, type LastUpdate } from './last-update.ts';
import { defaultSidebarConfig, flattenSidebar, resolveSidebars, type CategoryMeta, type SidebarConfigItem } from './sidebars.ts';
import type { DocsPluginSummary } from '../../render/types.ts';
import type { Crumb, Doc, DocVersion, NavLink, SidebarItem } from './types.ts';
import type { DocMeta } from '../../markdown/types.ts';
import { checkFrontMatter } from '../front-matter/check.ts';
import type { DocFrontMatter } from './front-matter.ts';
import { sidebarTrails } from './sidebar-trails.ts';
import { byLabel } from '../../util/order.ts';

const CONTENT = /\.mdx?$/;

/** Files and folders starting with `_` are partials or metadata, never pages. */
function isPage(relPath: string): boolean {
  return CONTENT.test(relPath) && !relPath.split('/').some((s) => s.startsWith('_'));
}

function docFromFile(source: string, version: DocVersion, fm: DocFrontMatter, meta: DocMeta, tagRules: TagRules): Doc & { draft: boolean } {
  const relPath = source.slice(version.contentDir.length + 1);
  const parts = relPath.split('/');
  const file = (parts.pop() ?? '').replace(CONTENT, '');
  const rawDir = parts.join('/');
  const dir = parts.map(stripNumberPrefix).join('/');
  const base = stripNumberPrefix(file);
  const id = [dir, fm.id ?? base].filter(Boolean).join('/');
  const folderIndex = /^(index|readme)$/i.test(base) || (parts.length > 0 && base.toLowerCase() === stripNumberPrefix(parts[parts.length - 1]).toLowerCase());
  let slug: string;
  if (fm.slug !== undefined) slug = fm.slug.startsWith('/') ? fm.slug : [dir, fm.slug].filter(Boolean).join('/');
  else slug = folderIndex ? dir : id;
  const title = fm.title ?? meta.contentTitle ?? base;
  return {
    id,
    source,
    relPath,
    dir,
    rawDir,
    permalink: encodePath(joinUrl(version.path, slug)),
    title,
    sidebarLabel: fm.sidebar_label ?? title,
    sidebarPosition: fm.sidebar_position,
    sidebarClassName: fm.sidebar_class_name,
    ...(fm.sidebar_custom_props && { sidebarCustomProps: fm.sidebar_custom_props }),
    description: fm.description,
    unlisted: fm.unlisted === true,
    draft: fm.draft === true,
    tags: resolveTags(fm.tags, source, tagRules),
    frontMatter: fm,
  };
}

async function sidebarConfig(root: string, version: DocVersion, trace: ReadTrace): Promise<Record<string, SidebarConfigItem[]>> {
  if (!version.sidebarsFile) return defaultSidebarConfig();
  const mod = version.sidebarsFile.endsWith('.json') ? { default: parseUserJson(readFileSync(join(root, version.sidebarsFile), 'utf8'), version.sidebarsFile, 'fix the syntax of the sidebars file') } : await loadUserModule(root, join(root, version.sidebarsFile), trace);
  const value = mod.default;
  if (!value || typeof value !== 'object') throw new BuildError('the sidebars file must export an object of sidebars', { file: version.sidebarsFile }, 'write `export default { docs: [ ... ] }`');
  return value as Record<string, SidebarConfigItem[]>;
}

/** Front matter keys a doc layout reads; only these enter the route props (and so its fingerprint). */
const LAYOUT_FRONT_MATTER = ['hide_title', 'hide_table_of_contents', 'toc_min_heading_level', 'toc_max_heading_level', 'keywords', 'image', 'last_update', 'sidebar_class_name'] as const;

/** Version metadata, as the debug pages and client code read it (Docusaurus's shape). */
export interface VersionMetadata {
  name: string;
  label: string;
  isLast: boolean;
  path: string;
  mainDocId: string;
  docs: { id: string; path: string; sidebar?: string; unlisted?: boolean }[];
  draftIds: string[];
  sidebars: Record<string, { link?: { path: string; label: string } }>;
}

export function createDocsPlugin(opts: ResolvedDocsOptions, root: string): Plugin {
  const name = `docs:${opts.id}`;
  const versions = readVersions(root, opts);
  const showsGitUpdates = opts.lastUpdateFromGit.time || opts.lastUpdateFromGit.author;
  const sidebarFiles = versions.flatMap((v) => (v.sidebarsFile ? [v.sidebarsFile] : []));
  const contentFiles = (inputs: ReadonlyMap<string, InputFile>) => versions.flatMap((v) => [...inputs.keys()].filter((p) => p.startsWith(v.contentDir + '/') && isPage(p.slice(v.contentDir.length + 1))));
  return {
    name,
    inputRoots: () => [
      ...versions.map((v) => ({ dir: v.contentDir, patterns: ['**/*.md', '**/*.mdx', '**/_category_.json', '**/_category_.yml', '**/_category_.yaml'] })),
      { dir: '.', patterns: [...sidebarFiles, versionsFileOf(opts), ...(opts.tags ? [opts.tags] : [])] },
    ],
    contentFiles,
    ...(showsGitUpdates ? { outsideState: () => `git ${gitHead(root)}` } : {}),
    async load(ctx: PluginContext): Promise<PluginOutput> {
      const out: PluginOutput = { routes: [], data: {}, permalinks: {} };
      const frontMatter = await checkFrontMatter('docs', name, contentFiles(ctx.inputs), ctx);
      const declared = opts.tags && ctx.inputs.has(opts.tags) ? { file: opts.tags, tags: checkTagsFile(await ctx.readData(opts.tags), opts.tags) } : undefined;
      const versionList = versions.map((v) => ({ name: v.name, label: v.label, path: v.path, isLast: v.isLast }));
      // One git log for the whole site, and only when a doc footer shows what it says.
      const gitUpdates = showsGitUpdates ? readGitUpdates(ctx.config.root) : undefined;
      for (const version of versions) await loadVersion(version, { name, opts, ctx, out, declared, versionList, frontMatter, gitUpdates });
      linkVersions(out.routes);
      const summary: DocsPluginSummary = {
        id: opts.id,
        versions: versions.map((v) => {
          const meta = out.data[`${name}:${v.name}:metadata`] as VersionMetadata;
          return { name: v.name, label: v.label, path: v.path, isLast: v.isLast, mainDocPath: meta.docs.find((d) => d.id === meta.mainDocId)?.path ?? v.path };
        }),
      };
      out.data[`${name}:versions`] = summary;
      return out;
    },
  };
}

interface VersionLoad {
  name: string;
  opts: ResolvedDocsOptions;
  ctx: PluginContext;
  out: PluginOutput;
  declared: TagRules['declared'];
  versionList: { name: string; label: string; path: string; isLast: boolean }[];
  /** Checked front matter of every doc, by source. */
  frontMatter: ReadonlyMap<string, DocFrontMatter>;
  /** Each file's latest commit, when the instance shows last updates from git and the site is in a work tree. */
  gitUpdates?: ReadonlyMap<string, GitUpdate>;
}

async function loadVersion(version: DocVersion, { name, opts, ctx, out, declared, versionList, frontMatter, gitUpdates }: VersionLoad): Promise<void> {
  const tagRules: TagRules = { declared, basePath: joinUrl(version.path, opts.tagsBasePath), onInlineTags: opts.onInlineTags, warn: ctx.warn };
  const files = [...ctx.inputs.keys()].filter((p) => p.startsWith(version.contentDir + '/'));
  const docs = new Map<string, Doc>();
  const draftIds = new Set<string>();
  const categories = new Map<string, CategoryMeta>();
  for (const path of files) {
    if (/\/_category_\.(json|ya?ml)$/.test(path)) {
      categories.set(path.slice(0, path.lastIndexOf('/')), (await ctx.readData(path)) as CategoryMeta);
      continue;
    }
    if (!isPage(path.slice(version.contentDir.length + 1))) continue;
    const { draft, ...doc } = docFromFile(path, version, frontMatter.get(path)!, ctx.meta(path), tagRules);
    if (draft) {
      draftIds.add(doc.id);
      continue;
    }
    const clash = docs.get(doc.id);
    if (clash) throw new BuildError(`two docs have the id "${doc.id}" (${clash.source} and ${path})`, { file: path }, 'give one of them a different `id` in its front matter');
    docs.set(doc.id, doc);
    out.permalinks[path] = doc.permalink;
  }
  if (docs.size === 0 && version.name !== 'current') throw new BuildError(`version "${version.name}" has no docs`, { file: version.contentDir }, 'add its Markdown files or remove the version from versions.json');
  const resolved = resolveSidebars(await sidebarConfig(ctx.config.root, version, ctx.trace), { version, docs, draftIds, categories, file: version.sidebarsFile ?? `${version.contentDir}/_category_.json` });
  const versionKey = `${name}:${version.name}`;
  const sidebarKey = (sidebar: string) => `${versionKey}:sidebar:${sidebar}`;
  for (const [sidebar, items] of resolved.sidebars) out.data[sidebarKey(sidebar)] = items;
  const trails = new Map([...resolved.sidebars].map(([sidebar, items]) => [sidebar, sidebarTrails(items)]));
  const trailOf = (sidebar: string | undefined, path: string): string[] => (sidebar && trails.get(sidebar)?.get(path)) || [];
  out.data[`${versionKey}:version`] = { name: version.name, label: version.label, isLast: version.isLast, path: version.path, versions: versionList };

  // Previous/next follow the sidebar a doc is shown with: a `ref` to it in another sidebar does not count.
  const neighbours = new Map<string, Map<string, { prev?: NavLink; next?: NavLink }>>();
  for (const [sidebar, items] of resolved.sidebars) {
    const flat = flattenSidebar(items);
    const around = new Map<string, { prev?: NavLink; next?: NavLink }>();
    flat.forEach((entry, i) => {
      if (entry.docId && !around.has(entry.docId)) around.set(entry.docId, { prev: flat[i - 1] && strip(flat[i - 1]), next: flat[i + 1] && strip(flat[i + 1]) });
    });
    neighbours.set(sidebar, around);
  }
  const docIds = () => [...docs.keys()].sort().join(', ');
  const navTarget = (doc: Doc, key: 'pagination_prev' | 'pagination_next', fallback: NavLink | undefined): NavLink | undefined => {
    const value = doc.frontMatter[key];
    if (value === null) return undefined;
    if (value === undefined) return fallback;
    const target = docs.get(value);
    if (!target) throw new BuildError(`${key} names the unknown doc id "${value}"`, { file: doc.source }, `available doc ids: ${docIds()}`);
    return { title: target.sidebarLabel, permalink: target.permalink };
  };
  const sidebarOf = (doc: Doc): string | undefined => {
    const chosen = doc.frontMatter.displayed_sidebar;
    if (chosen === null) return undefined;
    if (chosen === undefined) return resolved.trails.get(doc.id)?.sidebar;
    if (!resolved.sidebars.has(chosen)) throw new BuildError(`displayed_sidebar names the unknown sidebar id "${chosen}"`, { file: doc.source }, `available sidebars: ${[...resolved.sidebars.keys()].join(', ') || '(none)'}`);
    return chosen;
  };

  const metadata: VersionMetadata = { name: version.name, label: version.label, isLast: version.isLast, path: version.path, mainDocId: '', docs: [], draftIds: [...draftIds].sort(), sidebars: {} };
  for (const doc of docs.values()) {
    const sidebar = sidebarOf(doc);
    const place = resolved.trails.get(doc.id);
    const around = (sidebar && neighbours.get(sidebar)?.get(doc.id)) || {};
    const crumbs = opts.breadcrumbs ? [...(place?.trail ?? []), { title: doc.sidebarLabel, permalink: doc.permalink }] : [];
    out.routes.push(docRoute(name, doc, {
      version: version.name,
      lastUpdate: lastUpdateOf(doc.frontMatter.last_update as LastUpdate | undefined, gitUpdates?.get(doc.source), opts.lastUpdateFromGit),
      editUrl: docEditUrl(opts.editUrl, version.name, { dir: version.contentDir, path: doc.source.slice(version.contentDir.length + 1), permalink: siteUrl(ctx.config.baseUrl, doc.permalink), locale: ctx.config.locale }),
      sidebar,
      sidebarTrail: trailOf(sidebar, doc.permalink),
      data: ['site', `${versionKey}:version`, ...(sidebar ? [sidebarKey(sidebar)] : [])],
      prev: navTarget(doc, 'pagination_prev', around.prev),
      next: navTarget(doc, 'pagination_next', around.next),
      breadcrumbs: crumbs,
      noIndex: doc.unlisted || version.noIndex,
    }));
    metadata.docs.push({ id: doc.id, path: doc.permalink, sidebar, unlisted: doc.unlisted || undefined });
  }
  for (const index of resolved.generatedIndexes) {
    out.routes.push({
      path: index.permalink,
      layout: 'DocCategoryPage',
      plugin: name,
      modules: [],
      data: ['site', `${versionKey}:version`, sidebarKey(index.sidebar)],
      props: { title: index.title, description: index.description, items: index.items, breadcrumbs: opts.breadcrumbs ? [...index.breadcrumbs, { title: index.title, permalink: index.permalink }] : [], sidebar: index.sidebar, sidebarTrail: trailOf(index.sidebar, index.permalink) },
      noIndex: version.noIndex,
    });
  }
  out.routes.push(...tagRoutes(name, version, tagRules.basePath, [...docs.values()]));

  for (const [sidebar, items] of resolved.sidebars) {
    const first = flattenSidebar(items)[0];
    metadata.sidebars[sidebar] = first ? { link: { path: first.permalink, label: first.title } } : {};
  }
  metadata.mainDocId = mainDocId(version, docs, resolved.sidebars);
  out.data[`${versionKey}:metadata`] = metadata;
}

/**
 * Each doc page learns where the same doc id lives in every other version, so the version dropdown and
 * the not-latest banner can link to it (a doc added to one version re-renders its siblings, as it should).
 */
function linkVersions(routes: Route[]): void {
  const docs = routes.filter((r) => r.layout === 'DocPage');
  const byId = new Map<string, Record<string, string>>();
  for (const r of docs) {
    const { id, version } = r.props as { id: string; version: string };
    (byId.get(id) ?? byId.set(id, {}).get(id)!)[version] = r.path;
  }
  for (const r of docs) {
    const links = byId.get((r.props as { id: string }).id)!;
    if (Object.keys(links).length > 1) r.props.versionLinks = links;
  }
}

/** The doc at the version's own path, else the first doc of the first sidebar, else the first doc. */
function mainDocId(version: DocVersion, docs: Map<string, Doc>, sidebars: Map<string, SidebarItem[]>): string {
  const atRoot = [...docs.values()].find((d) => d.permalink === version.path);
  if (atRoot) return atRoot.id;
  for (const items of sidebars.values()) {
    const first = flattenSidebar(items).find((e) => e.docId);
    if (first?.docId) return first.docId;
  }
  return [...docs.keys()][0] ?? '';
}

/** `/docs/tags/` lists every tag with its count; `/docs/tags/{tag}/` lists the listed docs carrying it. */
function tagRoutes(plugin: string, version: DocVersion, basePath: string, docs: Doc[]): Route[] {
  const byTag = new Map<string, { tag: Tag; docs: Doc[] }>();
  for (const doc of docs) {
    if (doc.unlisted) continue;
    for (const tag of doc.tags) {
      const entry = byTag.get(tag.permalink) ?? byTag.set(tag.permalink, { tag, docs: [] }).get(tag.permalink)!;
      entry.docs.push(doc);
    }
  }
  if (byTag.size === 0) return [];
  const tags = [...byTag.values()].sort((a, b) => byLabel(a.tag.label, b.tag.label));
  const common = { layout: 'DocTagsPage' as const, plugin, modules: [], data: ['site', `${plugin}:${version.name}:version`], noIndex: version.noIndex };
  return [
    { ...common, path: basePath, props: { kind: 'index', title: 'Tags', tags: tags.map((t) => ({ ...t.tag, count: t.docs.length })) } },
    ...tags.map(({ tag, docs: tagged }): Route => ({
      ...common,
      path: tag.permalink,
      props: { kind: 'tag', title: `${tagged.length} doc${tagged.length === 1 ? '' : 's'} tagged with "${tag.label}"`, tag, allTagsPath: basePath, docs: tagged.map((d) => ({ id: d.id, title: d.title, description: d.description, permalink: d.permalink })) },
    })),
  ];
}

function strip(entry: { title: string; permalink: string }): NavLink {
  return { title: entry.title, permalink: entry.permalink };
}

function docRoute(plugin: string, doc: Doc, place: { version: string; editUrl?: string; lastUpdate?: LastUpdate; sidebar?: string; sidebarTrail: string[]; data: string[]; prev?: NavLink; next?: NavLink; breadcrumbs: Crumb[]; noIndex: boolean }): Route {
  const fm: Record<string, unknown> = {};
  for (const key of LAYOUT_FRONT_MATTER) if (doc.frontMatter[key] !== undefined) fm[key] = doc.frontMatter[key];
  return {
    path: doc.permalink,
    layout: 'DocPage',
    plugin,
    modules: [{ slot: 'content', source: doc.source, part: 'body' }],
    data: place.data,
    props: { id: doc.id, version: place.version, title: doc.title, description: doc.description, frontMatter: fm, tags: doc.tags, unlisted: doc.unlisted, sidebar: place.sidebar, sidebarTrail: place.sidebarTrail, prev: place.prev, next: place.next, breadcrumbs: place.breadcrumbs, editUrl: place.editUrl, lastUpdate: place.lastUpdate },
    noIndex: place.noIndex,
  };
}
