import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadUserModule } from '../../config/module-loader.ts';
import type { ResolvedDocsOptions } from '../../config/types.ts';
import { BuildError } from '../../util/errors.ts';
import type { InputFile } from '../../scan/scan.ts';
import type { Plugin, PluginContext, PluginOutput, Route } from '../types.ts';
import { joinUrl, stripNumberPrefix } from '../url.ts';
import { defaultSidebarConfig, flattenSidebar, resolveSidebars, type CategoryMeta, type SidebarConfigItem } from './sidebars.ts';
import type { Crumb, Doc, DocVersion, NavLink } from './types.ts';

const CONTENT = /\.mdx?$/;

/** Files and folders starting with `_` are partials or metadata, never pages. */
function isPage(relPath: string): boolean {
  return CONTENT.test(relPath) && !relPath.split('/').some((s) => s.startsWith('_'));
}

/** Versions from `versions.json`: the newest is served at the base path, the current folder at `next/`. */
export function readVersions(root: string, opts: ResolvedDocsOptions): DocVersion[] {
  const prefix = opts.id === 'default' ? '' : `${opts.id}_`;
  const versionsFile = join(root, `${prefix}versions.json`);
  const names: string[] = existsSync(versionsFile) ? (JSON.parse(readFileSync(versionsFile, 'utf8')) as string[]) : [];
  const base = joinUrl(opts.routeBasePath);
  const current: DocVersion = { name: 'current', label: names.length ? 'Next' : 'current', isLast: names.length === 0, path: names.length ? joinUrl(base, 'next') : base, contentDir: opts.path, sidebarsFile: opts.sidebarPath || undefined };
  return [
    current,
    ...names.map((name, i): DocVersion => ({
      name,
      label: name,
      isLast: i === 0,
      path: i === 0 ? base : joinUrl(base, name),
      contentDir: `${prefix}versioned_docs/version-${name}`,
      sidebarsFile: existsSync(join(root, `${prefix}versioned_sidebars/version-${name}-sidebars.json`)) ? `${prefix}versioned_sidebars/version-${name}-sidebars.json` : undefined,
    })),
  ];
}

function docFromFile(source: string, version: DocVersion, ctx: PluginContext): Doc & { draft: boolean } {
  const relPath = source.slice(version.contentDir.length + 1);
  const meta = ctx.meta(source);
  const fm = meta.frontMatter;
  const parts = relPath.split('/');
  const file = (parts.pop() ?? '').replace(CONTENT, '');
  const rawDir = parts.join('/');
  const dir = parts.map(stripNumberPrefix).join('/');
  const base = stripNumberPrefix(file);
  const id = [dir, typeof fm.id === 'string' ? fm.id : base].filter(Boolean).join('/');
  const folderIndex = /^(index|readme)$/i.test(base) || (parts.length > 0 && base.toLowerCase() === stripNumberPrefix(parts[parts.length - 1]).toLowerCase());
  let slug: string;
  if (typeof fm.slug === 'string') slug = fm.slug.startsWith('/') ? fm.slug : [dir, fm.slug].filter(Boolean).join('/');
  else slug = folderIndex ? dir : [dir, typeof fm.id === 'string' ? fm.id : base].filter(Boolean).join('/');
  const title = typeof fm.title === 'string' ? fm.title : meta.contentTitle ?? base;
  return {
    id,
    source,
    relPath,
    dir,
    rawDir,
    permalink: joinUrl(version.path, slug),
    title,
    sidebarLabel: typeof fm.sidebar_label === 'string' ? fm.sidebar_label : title,
    sidebarPosition: typeof fm.sidebar_position === 'number' ? fm.sidebar_position : undefined,
    sidebarClassName: typeof fm.sidebar_class_name === 'string' ? fm.sidebar_class_name : undefined,
    description: typeof fm.description === 'string' ? fm.description : undefined,
    unlisted: fm.unlisted === true,
    draft: fm.draft === true,
    frontMatter: fm,
  };
}

async function sidebarConfig(root: string, version: DocVersion): Promise<Record<string, SidebarConfigItem[]>> {
  if (!version.sidebarsFile) return defaultSidebarConfig();
  const mod = version.sidebarsFile.endsWith('.json') ? { default: JSON.parse(readFileSync(join(root, version.sidebarsFile), 'utf8')) as unknown } : await loadUserModule(root, join(root, version.sidebarsFile));
  const value = mod.default;
  if (!value || typeof value !== 'object') throw new BuildError('the sidebars file must export an object of sidebars', { file: version.sidebarsFile }, 'write `export default { docs: [ ... ] }`');
  return value as Record<string, SidebarConfigItem[]>;
}

/** Front matter keys a doc layout reads; only these enter the route props (and so its fingerprint). */
const LAYOUT_FRONT_MATTER = ['hide_title', 'hide_table_of_contents', 'toc_min_heading_level', 'toc_max_heading_level', 'keywords', 'image', 'tags'] as const;

export function createDocsPlugin(opts: ResolvedDocsOptions, root: string): Plugin {
  const name = `docs:${opts.id}`;
  const versions = readVersions(root, opts);
  const sidebarFiles = versions.flatMap((v) => (v.sidebarsFile ? [v.sidebarsFile] : []));
  return {
    name,
    inputRoots: () => [
      ...versions.map((v) => ({ dir: v.contentDir, patterns: ['**/*.md', '**/*.mdx', '**/_category_.json', '**/_category_.yml', '**/_category_.yaml'] })),
      { dir: '.', patterns: [...sidebarFiles, opts.id === 'default' ? 'versions.json' : `${opts.id}_versions.json`] },
    ],
    contentFiles: (inputs: ReadonlyMap<string, InputFile>) => versions.flatMap((v) => [...inputs.keys()].filter((p) => p.startsWith(v.contentDir + '/') && isPage(p.slice(v.contentDir.length + 1)))),
    async load(ctx: PluginContext): Promise<PluginOutput> {
      const out: PluginOutput = { routes: [], data: {}, permalinks: {} };
      for (const version of versions) {
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
          const { draft, ...doc } = docFromFile(path, version, ctx);
          if (draft) {
            draftIds.add(doc.id);
            continue;
          }
          const clash = docs.get(doc.id);
          if (clash) throw new BuildError(`two docs have the id "${doc.id}" (${clash.source} and ${path})`, { file: path }, 'give one of them a different `id` in its front matter');
          docs.set(doc.id, doc);
          out.permalinks[path] = doc.permalink;
        }
        const resolved = resolveSidebars(await sidebarConfig(ctx.config.root, version), { version, docs, draftIds, categories, file: version.sidebarsFile ?? `${version.contentDir}/_category_.json` });
        const versionKey = `${name}:${version.name}`;
        const sidebarKey = (sidebar: string) => `${versionKey}:sidebar:${sidebar}`;
        for (const [sidebar, items] of resolved.sidebars) out.data[sidebarKey(sidebar)] = items;
        out.data[`${versionKey}:version`] = { name: version.name, label: version.label, isLast: version.isLast, path: version.path, versions: versions.map((v) => ({ name: v.name, label: v.label, path: v.path })) };
        const neighbours = new Map<string, { prev?: NavLink; next?: NavLink }>();
        for (const items of resolved.sidebars.values()) {
          const flat = flattenSidebar(items);
          flat.forEach((entry, i) => {
            if (entry.docId && !neighbours.has(entry.docId)) neighbours.set(entry.docId, { prev: flat[i - 1] && strip(flat[i - 1]), next: flat[i + 1] && strip(flat[i + 1]) });
          });
        }
        const navTarget = (value: unknown, fallback: NavLink | undefined): NavLink | undefined => {
          if (value === null) return undefined;
          if (typeof value !== 'string') return fallback;
          const doc = docs.get(value);
          return doc ? { title: doc.sidebarLabel, permalink: doc.permalink } : fallback;
        };
        for (const doc of docs.values()) {
          const place = resolved.trails.get(doc.id);
          const around = neighbours.get(doc.id) ?? {};
          out.routes.push(docRoute(name, doc, {
            sidebar: place?.sidebar,
            data: ['site', `${versionKey}:version`, ...(place ? [sidebarKey(place.sidebar)] : [])],
            prev: navTarget(doc.frontMatter.pagination_prev, around.prev),
            next: navTarget(doc.frontMatter.pagination_next, around.next),
            breadcrumbs: [...(place?.trail ?? []), { title: doc.sidebarLabel, permalink: doc.permalink }],
          }));
        }
        for (const index of resolved.generatedIndexes) {
          out.routes.push({
            path: index.permalink,
            layout: 'DocCategoryPage',
            plugin: name,
            modules: [],
            data: ['site', `${versionKey}:version`, sidebarKey(index.sidebar)],
            props: { title: index.title, description: index.description, items: index.items, breadcrumbs: [...index.breadcrumbs, { title: index.title, permalink: index.permalink }], sidebar: index.sidebar },
          });
        }
      }
      return out;
    },
  };
}

function strip(entry: { title: string; permalink: string }): NavLink {
  return { title: entry.title, permalink: entry.permalink };
}

function docRoute(plugin: string, doc: Doc, place: { sidebar?: string; data: string[]; prev?: NavLink; next?: NavLink; breadcrumbs: Crumb[] }): Route {
  const fm: Record<string, unknown> = {};
  for (const key of LAYOUT_FRONT_MATTER) if (doc.frontMatter[key] !== undefined) fm[key] = doc.frontMatter[key];
  return {
    path: doc.permalink,
    layout: 'DocPage',
    plugin,
    modules: [{ slot: 'content', source: doc.source, part: 'body' }],
    data: place.data,
    props: { id: doc.id, title: doc.title, description: doc.description, frontMatter: fm, sidebar: place.sidebar, prev: place.prev, next: place.next, breadcrumbs: place.breadcrumbs },
    noIndex: doc.unlisted,
  };
}
