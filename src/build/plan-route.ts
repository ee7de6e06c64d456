import type { TreeState } from '../cache/cache.ts';
import type { SiteConfig } from '../config/types.ts';
import type { Route } from '../plugins/types.ts';
import { isTreeDatum, mdxChunkFile, routeDataFile } from '../render/client-files.ts';
import { RENDER_CLOSURE, type ThemeBundle } from '../theme-bundle/theme.ts';
import { BuildError } from '../util/errors.ts';
import { hashParts, hashValue } from '../util/hash.ts';
import { routeToOutputFile } from '../util/paths.ts';
import { PIPELINE_KEY } from '../version.ts';
import { assetOutputFile, isPublished, type LinkedAsset } from './content-assets.ts';
import { hrefTarget, resolveFileLink } from './links.ts';
import { PATHNAME_PREFIX, pathnameTarget } from '../markdown/links.ts';
import type { ModuleMetas } from './module-metas.ts';
import type { DocsPluginSummary } from '../render/types.ts';
import { searchPageInfo, type SearchPageInfo } from '../search/page-info.ts';
import { SEARCH_PAGE_PATH } from '../search/stage.ts';

export interface PlanInputs {
  config: SiteConfig;
  keyOf: Map<string, string>;
  metas: ModuleMetas;
  permalinks: Map<string, string>;
  dataHashes: Map<string, string>;
  /** Hashes of the props of the routes the loads made (props are never changed after a load). */
  propsHashes: WeakMap<Route, string>;
  /** The docs plugins' versions, which name a doc's search group. */
  docs: readonly DocsPluginSummary[];
  bundle: ThemeBundle;
  warnings: string[];
  /** The bundle's component names, for the per-route check. */
  components: ReadonlySet<string>;
  /** The base URL without its trailing slash, which resolved Markdown links start with. */
  linkBase: string;
  /** The part of every route's plan key that is the same for all routes (planContextKey). */
  contextKey: string;
  /** The hash of a site file a page links to or shows, or MISSING_FILE; the next build scans the file. */
  assetHash(source: string): string;
}

export interface PlannedModule {
  slot: string;
  source: string;
  part: 'body' | 'excerpt';
  key: string;
  urls: string[];
  /** Where this body is published as an ES module if it is MDX. */
  chunkFile: string;
}

/**
 * What planning a route computed, kept with the route for the next build: while the route's plan key
 * (everything planRoute reads, hashed) is the same, the next build takes this over instead of resolving
 * its links and hashing its modules again. An edit changes the keys of the routes showing the edited
 * file, so the plan of a 10,000-page site after a one-doc edit is mostly lookups.
 */
export interface StoredPlan {
  key: string;
  file: string;
  base: string;
  /** Per module of the route, in its order. */
  modules: { urls: string[]; chunkFile: string }[];
  stylesheets: string[];
  /** Broken Markdown link warnings the plan gave, replayed when it is taken over. */
  warnings: string[];
  /** Where the page is searched, or null when it is not. */
  search: SearchPageInfo | null;
  /** Files the route's content links to or shows, as they were: the plan is made again when one changes. */
  assets: LinkedAsset[];
}

export interface PlannedRoute {
  route: Route;
  file: string;
  /** The route's client payload file. */
  dataFile: string;
  modules: PlannedModule[];
  /** Stylesheets of the CSS the route's page module, layout, components and MDX imports bring. */
  stylesheets: string[];
  /** Hash of everything the fingerprint covers but the route's sidebars. */
  base: string;
  /** The route's sidebars as its last render read them (none before a first render). */
  trees: Record<string, TreeState>;
  /** `base` with the parts of each sidebar the route reads: the route renders again when it changes. */
  fingerprint: string;
  plan: StoredPlan;
}

/**
 * What every route's plan reads beyond the route itself: the engine, the bundle's closures, chunks,
 * stylesheets and components, the link settings, every permalink (a Markdown link may point anywhere) and
 * the docs versions (search groups).
 */
export function planContextKey(p: Omit<PlanInputs, 'contextKey' | 'assetHash'>): string {
  const { closures, clientChunks, entryCss, components } = p.bundle;
  const permalinks: string[] = [];
  for (const [source, link] of p.permalinks) permalinks.push(source, link);
  return hashParts([PIPELINE_KEY, hashValue([closures, clientChunks, entryCss, components]), p.config.onBrokenMarkdownLinks, p.linkBase, hashParts(permalinks), hashValue(p.docs)]);
}

/** A route's props hash as its load took it; a route made or copied since (the 404 page, an image route) is hashed here. */
function propsHash(route: Route, p: PlanInputs): string {
  return p.propsHashes.get(route) ?? hashValue(route.props);
}

/** Hash of what planRoute reads of this route: with the context key, everything its plan depends on. */
function routePlanKey(route: Route, p: PlanInputs): string {
  const parts: (string | undefined)[] = [p.contextKey, route.path, route.plugin, route.layout, route.pageModule, propsHash(route, p), String(route.noIndex ?? false), String(route.prefix ?? false)];
  for (const key of route.data) {
    const hash = p.dataHashes.get(key);
    if (!hash) throw new Error(`Invariant failed: route ${route.path} reads missing datum ${key}`);
    // A sidebar's hash is not in the plan (TreeViews keys the route on the parts it reads).
    parts.push(isTreeDatum(key) ? key : `${key}=${hash}`);
  }
  // A module's facts (links, imports) are a function of its compile key.
  for (const m of route.modules) parts.push(`${m.slot}:${m.part}:${m.source}:${p.keyOf.get(m.source)}`);
  return hashParts(parts);
}

/** The route's plan: taken over from `stored` when its key is unchanged and its linked files are as they were, else computed. */
export function planRoute(route: Route, p: PlanInputs, stored: StoredPlan | undefined): PlannedRoute {
  const key = routePlanKey(route, p);
  if (stored?.key !== key || !stored.assets.every((a) => p.assetHash(a.source) === a.hash)) return computePlan(route, p, key);
  p.warnings.push(...stored.warnings);
  const modules = route.modules.map((m, i): PlannedModule => ({ ...m, key: p.keyOf.get(m.source)!, ...stored.modules[i] }));
  return { route, file: stored.file, dataFile: routeDataFile(stored.file), modules, stylesheets: stored.stylesheets, base: stored.base, trees: {}, fingerprint: '', plan: stored };
}

/**
 * A route's fingerprint covers everything its HTML depends on: layout and component closures, the
 * compiled modules, the resolved Markdown links, its props and the hash of each datum it reads.
 */
function computePlan(route: Route, p: PlanInputs, key: string): PlannedRoute {
  const file = routeToOutputFile(route.path);
  if (!file) throw new BuildError(`route ${route.path} would be written outside the output folder`, { file: route.modules[0]?.source ?? route.plugin }, 'use a slug without ".." segments');
  const warnings: string[] = [];
  const parts: (string | undefined)[] = [PIPELINE_KEY, p.bundle.closures[RENDER_CLOSURE], route.layout, p.bundle.closures[`layouts/${route.layout}`], ...(p.bundle.clientChunks[`@theme/layouts/${route.layout}`] ?? []), propsHash(route, p), String(route.noIndex ?? false), String(route.prefix ?? false)];
  if (route.pageModule) parts.push(route.pageModule, p.bundle.closures[route.pageModule], ...(p.bundle.clientChunks[route.pageModule] ?? []));
  for (const key of route.data) {
    // A sidebar is keyed by the parts the route reads (TreeViews), once the plan knows them.
    if (!isTreeDatum(key)) parts.push(`${key}=${p.dataHashes.get(key)}`);
  }
  // What may bring a stylesheet, in order: the page module, the layout, then each module's components and imports.
  const cssKeys = [route.pageModule, `@theme/layouts/${route.layout}`];
  const assets: LinkedAsset[] = [];
  const modules = route.modules.map((m): PlannedModule => {
    const key = p.keyOf.get(m.source)!;
    const meta = p.metas.facts(key)!;
    for (const name of Object.values(meta.themeImports)) {
      if (!p.components.has(name)) throw new BuildError(`unknown theme component "@theme/${name}"`, { file: m.source }, `available: ${p.bundle.components.join(', ')}`);
      parts.push(`${name}=${p.bundle.closures[name]}`, ...(p.bundle.clientChunks[`@theme/${name}`] ?? []));
      cssKeys.push(`@theme/${name}`);
    }
    cssKeys.push(`mdx:${m.source}`);
    if (meta.imports) parts.push(p.bundle.closures[`mdx:${m.source}`], ...(p.bundle.clientChunks[`mdx:${m.source}`] ?? []));
    const urls = meta.fileLinks.map((href) => {
      if (href.startsWith(PATHNAME_PREFIX)) return p.linkBase + pathnameTarget(href);
      const resolved = resolveFileLink(m.source, href, p.permalinks);
      const target = resolved === undefined && !/\.mdx?$/i.test(href.split(/[?#]/)[0]) ? hrefTarget(m.source, href) : undefined;
      if (target) {
        // Another kind of file: published with the page when the site has it, else left as written. Never
        // one outside the site or in a hidden folder (.lectern/, .git/).
        if (target.path.startsWith('../') || target.path.split('/').some((segment) => segment.startsWith('.'))) return href;
        const asset: LinkedAsset = { source: target.path, hash: p.assetHash(target.path) };
        assets.push(asset);
        return isPublished(asset) ? `${p.linkBase}/${assetOutputFile(asset)}${target.hash}` : href;
      }
      if (resolved === undefined) {
        const message = `broken Markdown link in ${m.source}: "${href}" does not point to a page`;
        if (p.config.onBrokenMarkdownLinks === 'throw') throw new BuildError(`broken Markdown link "${href}"`, { file: m.source }, 'point it at an existing .md/.mdx file');
        if (p.config.onBrokenMarkdownLinks === 'warn') warnings.push(message);
        return href;
      }
      return p.linkBase + resolved;
    });
    const body = `${m.slot}:${m.part}:${m.part === 'excerpt' ? meta.excerptHash : key}:${urls.join(' ')}`;
    parts.push(body);
    return { ...m, key, urls, chunkFile: mdxChunkFile(hashParts([PIPELINE_KEY, body])) };
  });
  const css = p.bundle.entryCss;
  const stylesheets = [...new Set(cssKeys.flatMap((key) => (key && css[key] ? [css[key]] : [])))];
  parts.push(...stylesheets);
  p.warnings.push(...warnings);
  const base = hashParts(parts);
  const source = route.modules[0]?.source;
  const search = searchPageInfo(route, (source && p.metas.facts(p.keyOf.get(source)!)?.frontMatter) || {}, p.docs, SEARCH_PAGE_PATH) ?? null;
  const plan: StoredPlan = { key, file, base, modules: modules.map(({ urls, chunkFile }) => ({ urls, chunkFile })), stylesheets, warnings, search, assets };
  return { route, file, dataFile: routeDataFile(file), modules, stylesheets, base, trees: {}, fingerprint: '', plan };
}
