import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import pLimit from 'p-limit';
import { Cache, type RouteState, type StoredState, type TreeState } from '../cache/cache.ts';
import { loadConfig } from '../config/load.ts';
import { translationWarnings } from '../config/docusaurus/report.ts';
import { pruneUserModules } from '../config/module-loader.ts';
import { hashFileOrMissing, ReadTrace, tracedFile } from './read-trace.ts';
import type { ReportingSeverity } from '../config/define.ts';
import type { SiteConfig } from '../config/types.ts';
import type { DocMeta, ModuleFacts } from '../markdown/types.ts';
import type { PluginContext, Route } from '../plugins/types.ts';
import { TaskPool } from '../pool/pool.ts';
import type { DocsPluginSummary, RenderModule, SiteData } from '../render/types.ts';
import { scanInputs, scanTraced, type InputFile, type InputRoot } from '../scan/scan.ts';
import { readInput } from '../scan/read-input.ts';
import { prepareThemeBundle, themeDir, type MdxImportSet } from '../theme-bundle/theme.ts';
import { BuildError, BuildErrors, groupedReport, writeRefused } from '../util/errors.ts';
import { hashBytes, hashParts, hashValue } from '../util/hash.ts';
import { isInside, safeOutputFile } from '../util/paths.ts';
import { PIPELINE_KEY } from '../version.ts';
import { LIVE_RELOAD_SCRIPT_URL } from '../dev/live-reload.ts';
import { readDataFile } from './data-files.ts';
import { unhighlightedWarnings } from './unhighlighted.ts';
import { fillFileLinks } from './links.ts';
import { reportBroken, type PageLinks } from './link-check.ts';
import { checkSiteLinks } from './site-links.ts';
import { acquireLock } from './lock.ts';
import { docsHome, homeRedirectRoute } from './docs-home.ts';
import { removeLeftovers, StagedOutput } from './output.ts';
import { outputMatches, stampOutput, type OutputStamps } from './stamps.ts';
import { layeredPairsMap, pairsText, type StoredPairs } from '../util/flat-pairs.ts';
import { currentState, factsFor, sessionListings, type BuildSession } from './session.ts';
import { storedListings } from '../scan/stored-listings.ts';
import { OutputOwners } from './output-owners.ts';
import { createPlugins } from './plugins.ts';
import { sitemapXml } from './sitemap.ts';
import { debugData, debugRoutes } from '../plugins/debug.ts';
import { Timings, type BuildReport } from './report.ts';
import { loadInputsKey, loadPlugin, type LoadSetting, type LoadStore } from './load-memo.ts';
import { routeClientFiles } from './client-payload.ts';
import { katexAssets } from './katex-assets.ts';
import { resolveNavbarItems } from './navbar-items.ts';
import { sitePwa } from '../pwa/site-data.ts';
import { isSharedDatum, isTreeDatum, sharedDataFile, SIDEBAR_INDEX_FILE, sidebarViewFile } from '../render/client-files.ts';
import { clientJson } from '../util/client-json.ts';
import { TreeViews } from './tree-views.ts';
import { ModuleMetas } from './module-metas.ts';
import { fenceHtml } from '../markdown/fence-reuse.ts';
import { planContextKey, planRoute, type PlanInputs } from './plan-route.ts';
import type { CompiledDoc } from '../markdown/types.ts';
import type { CompileOutcome } from '../pool/tasks.ts';
import { prepareImages } from '../images/stage.ts';
import { boundHeapGrowth } from '../util/heap-growth.ts';
import { earlyOutputCheck } from './output-check.ts';
import { diskOutputs } from './disk-outputs.ts';
import type { RenderedPage } from '../render/render-page.ts';
import { CONTENT_SLOT, type BodySection } from '../search/types.ts';
import { EMPTY_SEARCH_STORE, pageText, searchRecord, writeSearchIndexes, type SearchRecord } from '../search/stage.ts';
import { searchSections, sectionsJson } from '../search/section-reader.ts';
import { byCodeUnit } from '../util/order.ts';
import { missingFaviconWarning, siteIcons } from '../render/default-favicons.ts';
import { assetOutputFile, isPublished } from './content-assets.ts';

export interface BuildOptions {
  root: string;
  /** Output folder, overriding the config's `outDir`. */
  outDir?: string;
  /** Ignore the cache: render every route and replace the whole output folder. */
  clean?: boolean;
  /** A pool kept across builds (watch mode); otherwise one is made and closed per build. */
  pool?: TaskPool;
  notice?: (message: string) => void;
  progress?: (stage: string, done: number, total: number) => void;
  lockWaitMs?: number;
  /** Pages load the live-reload script (watch mode builds into its own folder). */
  dev?: boolean;
  /**
   * An incremental build calls this with the number of files it wrote once the changed pages are in the
   * output folder, before it rebuilds the search indexes: watch reloads the preview then. It is not called
   * for a first build, nor when a file turns into a folder or back (those wait for the deletions).
   */
  pagesReady?: (written: number) => void;
  /**
   * Files that fail to compile are left out, with a grouped report among the warnings, and every other
   * page is built (broken links to the left-out pages warn): how far a site brought over has come.
   */
  keepGoing?: boolean;
  /** State kept in memory across the builds of one watch session (session.ts). */
  session?: BuildSession;
}

const THEME_LABEL = '@lectern/theme';
/** The site's own UI strings (`<Translate>`, `translate()`), in Docusaurus's code.json shape. */
const TRANSLATIONS_FILE = 'i18n/en/code.json';
/** Compiled modules are written to the cache in batches of this many; render reads them back per route. */
const STORE_BATCH = 200;
/**
 * At most this many render tasks in flight: enough to keep every worker fed. A task's data lives until
 * its page comes back; at 64 most of it outlived two young-generation collections and was promoted,
 * and on 10,000 docs the main heap grew to 0.9 GB of that garbage before a full collection.
 */
const IN_FLIGHT = 16;

export function cacheFile(root: string): string {
  return join(root, '.lectern', 'cache.db');
}

/** Refuses output folders that would overwrite the site itself or its inputs. */
function checkOutDir(config: SiteConfig, outDir: string, inputDirs: string[]): void {
  const bad = isInside(outDir, config.root) ? 'it contains the site folder' : inputDirs.find((d) => isInside(outDir, d) || isInside(d, outDir)) ? 'it overlaps an input folder' : undefined;
  if (bad) throw new BuildError(`refusing to build into ${outDir}: ${bad}, and a build replaces that folder`, { file: config.configFile ?? 'site.config.ts' }, 'choose an output folder of its own, such as "build"');
}

function lenient(severity: ReportingSeverity): ReportingSeverity {
  return severity === 'throw' ? 'warn' : severity;
}

function inputRoots(config: SiteConfig, pluginRoots: InputRoot[]): InputRoot[] {
  return [
    ...pluginRoots,
    ...config.staticDirectories.map((dir) => ({ dir, patterns: ['**/*'], dot: true })),
    { dir: config.themeOverridesDir, patterns: ['**/*'] },
    ...(config.configFile ? [{ dir: '.', patterns: [config.configFile] }] : []),
    { dir: 'i18n', patterns: [TRANSLATIONS_FILE.slice('i18n/'.length)] },
    { dir: relative(config.root, themeDir()), patterns: ['**/*'], label: THEME_LABEL },
  ];
}

/**
 * A compiled module's key: the source bytes' hash, the pipeline it went through and a hash of the
 * engine and the compile options (`optionsKey`, the same for every file). Joined rather than hashed
 * again: an edit build computes one per content file.
 */
function compileKey(input: InputFile, optionsKey: string): string {
  return `${input.hash}.${input.path.endsWith('.mdx') ? 'mdx' : 'md'}.${optionsKey}`;
}

function userErrors(errors: { message: string; location?: BuildError['location']; hint?: string; user: boolean }[]): Error {
  const internal = errors.find((e) => !e.user);
  if (internal) return new Error(internal.message);
  return errors.length === 1 ? new BuildError(errors[0].message, errors[0].location, errors[0].hint) : new BuildErrors(errors.map((e) => new BuildError(e.message, e.location, e.hint)));
}

export async function build(opts: BuildOptions): Promise<BuildReport> {
  const timings = new Timings();
  const startedAt = Date.now();
  const root = resolve(opts.root);
  const notice = opts.notice ?? (() => {});
  const release = await acquireLock(join(root, '.lectern', 'build.lock'), opts.lockWaitMs ?? 120_000, (pid) => notice(`waiting for another build (process ${pid}) to finish…`)).catch((err: unknown) => {
    throw writeRefused(err, root) ?? err;
  });
  const ownPool = !opts.pool;
  const pool = opts.pool ?? new TaskPool();
  // A pool kept across builds (watch) reports only this build's share.
  pool.takeUsage();
  let cache: Cache | undefined;
  let staged: StagedOutput | undefined;
  try {
    // Everything this build reads beyond the input roots; the next build scans it like any input.
    const trace = new ReadTrace(root);
    const config = await loadConfig(root, trace);
    const outDir = resolve(root, opts.outDir ?? config.outDir);
    const plugins = createPlugins(config);
    const roots = inputRoots(config, plugins.flatMap((p) => p.inputRoots()));
    checkOutDir(config, outDir, roots.filter((r) => r.dir !== '.' && !r.label).map((r) => join(root, r.dir)));
    removeLeftovers(outDir);
    timings.mark('config');

    cache = Cache.open(cacheFile(root), notice);
    const session = opts.clean ? undefined : opts.session;
    const current = currentState(session, cache);
    // Output folders are remembered relative to the site, so a copied site with its .lectern/ finds its records.
    const outKey = isInside(root, outDir) ? relative(root, outDir) : outDir;
    const last = opts.clean ? undefined : cache.summary(outKey);
    const committed = current?.output?.outKey === outKey ? current.output : undefined;
    const stampsTexts: StoredPairs = opts.clean ? ['[]', '[]'] : committed ? [pairsText(committed.stamps), '[]'] : cache.stampsTexts(outKey);
    // Started before the stored inputs are read (~25 ms at 10,000 pages), as the worker takes longest to start.
    const earlyCheck = earlyOutputCheck(pool, outDir, stampsTexts, last?.routes ?? 0);
    const known = current?.inputs ?? cache.inputs();
    // Parsed on first use: a large no-change build leaves the stamps to the worker checking them.
    let parsedStamps: OutputStamps | undefined;
    const previousStamps = () => (parsedStamps ??= committed?.stamps ?? layeredPairsMap(...stampsTexts));
    const scanWarnings: string[] = [];
    // A watch session lists what its watcher saw change; a CLI build reuses the listings the last build stored.
    const storedLists = session || opts.clean ? undefined : storedListings({ get: (k) => cache!.record(k), set: (k, v) => cache!.setRecord(k, v) });
    const inputs = await scanInputs(root, roots, opts.clean ? undefined : known, (m) => scanWarnings.push(m), session ? sessionListings(session) : storedLists);
    const scanned = new Set(inputs.keys());
    scanTraced(inputs, cache.traced(), (name) => tracedFile(root, name), opts.clean ? undefined : known);
    timings.mark('scan');

    // The output is a function of the inputs, the resolved config and the engine (the report also of the
    // links the scan refused): when none changed and the output folder is intact, there is nothing to do.
    const outsideState = plugins.map((p) => p.outsideState?.() ?? '');
    const configHash = hashValue({ ...config, root: '' });
    const summaryOf = (files: Map<string, InputFile>) => hashParts([PIPELINE_KEY, configHash, outKey, String(opts.dev ?? false), ...[...files.values()].map((f) => `${f.path}=${f.hash}`).sort(), ...scanWarnings, ...outsideState]);
    if (last?.key === summaryOf(inputs) && (await (earlyCheck?.join() ?? outputMatches(outDir, stampsTexts)))) {
      const restated = [...inputs.values()].filter((f) => known.get(f.path)?.stat !== f.stat);
      const generation = cache.updateStats(restated);
      if (current && restated.length) Object.assign(current, { generation, inputs });
      timings.mark('write');
      return { routes: { total: last.routes, rendered: 0, reused: last.routes }, files: { written: 0, deleted: 0 }, timingsMs: timings.finish(), warnings: last.warnings, ...(config.translation && { translation: config.translation }) };
    }
    pool.warm();
    // The warm worker does these while this thread compiles, loads and plans. The output check first:
    // planning waits for it (behind the bundle's import it kept an edit waiting ~30 ms). A failed check
    // counts as a changed folder, which only costs a full rebuild. An edit seldom changes the theme: the
    // worker imports the last build's server bundle (if the theme stage names another, it is retired).
    const prevStamps = previousStamps();
    const outputIntact = earlyCheck?.intact() ?? (prevStamps.size ? pool.checkOutput(outDir, stampsTexts).catch(() => false) : Promise.resolve(false));
    if (last?.serverFile && existsSync(join(root, last.serverFile))) pool.preload(join(root, last.serverFile));
    // A build with no record of the output to trust (--clean, a first build, a folder changed by hand)
    // compares with the files on disk instead, read while the workers compile.
    const onDisk = outputIntact.then((intact) => (intact ? undefined : diskOutputs(outDir)));
    /**
     * Inputs whose bytes changed between the scan and the moment a stage read them. What was built from
     * them is keyed by the bytes read; the build is not recorded as matching the scanned inputs, and
     * their stat is dropped, so the next build reads them again.
     */
    const drifted = new Set<string>();
    const readBack = (path: string, hash: string): void => {
      const input = inputs.get(path);
      if (!input || input.hash === hash) return;
      drifted.add(path);
      inputs.set(path, { path, hash, stat: '' });
    };

    // Compile: every content file whose (bytes, options, pipeline) key is not cached yet.
    // The options the compiler gets are the options its key covers: one object, hashed whole.
    // Everything under `markdown` but the TOC levels (which layouts read) shapes compiled output.
    const { toc: _tocLevels, ...compileOptions }: SiteConfig['markdown'] = config.markdown;
    const optionsKey = hashParts([PIPELINE_KEY, hashValue(compileOptions)]);
    const contentFiles = [...new Set(plugins.flatMap((p) => p.contentFiles(inputs)))];
    const keyOf = new Map(contentFiles.map((f) => [f, compileKey(inputs.get(f)!, optionsKey)]));
    // A clean build starts with no facts, so it never asks the cache for metadata: it compiles every file.
    const metas = new ModuleMetas(opts.clean ? new Map() : factsFor(keyOf.values(), opts.session, cache), { one: (k) => cache!.moduleMeta(k), many: (keys) => cache!.moduleMetas(keys), frontMatterOne: (k) => cache!.moduleFrontMatter(k), frontMatterMany: (keys) => cache!.moduleFrontMatters(keys) }, () => keyOf.values());
    const misses = contentFiles.filter((f) => !metas.has(keyOf.get(f)!));
    const compiled = new Map<string, CompiledDoc>();
    const compileErrors: Parameters<typeof userErrors>[0] = [];
    const parallelCompile = pool.useWorkers(misses.length);
    // An edited Markdown file offers its last compile's code blocks (same options): the ones the edit
    // left alone are not highlighted again. A file that had none offers an empty list, so that unless
    // the edit adds a block, the grammars never load (~50 ms).
    const fencesBefore = (file: string): [string, string][] | undefined => {
      const before = opts.clean || file.endsWith('.mdx') ? undefined : known.get(file);
      const body = before && cache!.moduleBody(compileKey({ ...before, path: file }, optionsKey));
      return body?.kind === 'html' ? fenceHtml(body) : undefined;
    };
    let compiledCount = 0;
    await Promise.all(
      misses.map(async (file) => {
        const result = await pool.compile({ abs: join(root, file), file, ext: file.endsWith('.mdx') ? '.mdx' : '.md', options: compileOptions, fences: fencesBefore(file) }, parallelCompile);
        if (result.ok) {
          const { doc, sourceHash } = result.value as CompileOutcome;
          readBack(file, sourceHash);
          keyOf.set(file, compileKey(inputs.get(file)!, optionsKey));
          compiled.set(keyOf.get(file)!, doc);
          metas.set(keyOf.get(file)!, doc.meta);
          // Stored as they arrive, so a 10,000-page build never holds every compiled body at once.
          if (compiled.size >= STORE_BATCH) {
            cache!.putModules(compiled);
            compiled.clear();
          }
        } else compileErrors.push(result.error);
        opts.progress?.('compile', ++compiledCount, misses.length);
      }),
    );
    compileErrors.sort((a, b) => byCodeUnit(a.location?.file ?? '', b.location?.file ?? ''));
    const skipped = opts.keepGoing && compileErrors.every((e) => e.user && e.location) ? compileErrors.splice(0) : [];
    if (compileErrors.length) throw userErrors(compileErrors);
    for (const e of skipped) {
      inputs.delete(e.location!.file);
      keyOf.delete(e.location!.file);
    }
    cache.putModules(compiled);
    compiled.clear();
    timings.mark('compile');

    // Load: plugins turn files into routes and named data.
    const warnings: string[] = [...translationWarnings(config.translation), ...scanWarnings, ...unhighlightedWarnings([...keyOf].map(([file, key]) => [file, metas.facts(key)?.unhighlighted]))];
    if (skipped.length) warnings.push(`${skipped.length} files left out (--keep-going): ${groupedReport(skipped.map((e) => new BuildError(e.message, e.location, e.hint)))}`);
    // Records this build looked up or wrote; the rest are pruned when it commits.
    const liveRecords = new Set<string>();
    const memory = {
      get: (k: string) => (liveRecords.add(k), opts.clean ? undefined : cache!.record(k)),
      set: (k: string, v: string) => (liveRecords.add(k), cache!.setRecord(k, v)),
    };
    const factsOf = (source: string): ModuleFacts => {
      const facts = metas.facts(keyOf.get(source) ?? '');
      if (!facts) throw new Error(`Invariant failed: ${source} was not declared as content`);
      return facts;
    };
    const ctx: PluginContext = {
      config,
      inputs,
      meta: (source: string): DocMeta => {
        const meta = metas.meta(keyOf.get(source) ?? '');
        if (!meta) throw new Error(`Invariant failed: ${source} was not declared as content`);
        return meta;
      },
      readData: (path: string) => {
        const input = inputs.get(path);
        if (!input) throw new Error(`Invariant failed: ${path} is not an input`);
        return readDataFile(root, path, input.hash, memory, readBack);
      },
      trace,
      memory,
      warn: (m) => warnings.push(m),
    };
    const routes: Route[] = [];
    const data: Record<string, unknown> = {};
    const permalinks = new Map<string, string>();
    const owner = new Map<string, string>();
    const extraFiles = new Map<string, string>();
    const loadSetting: LoadSetting = { base: hashParts([PIPELINE_KEY, configHash]), inputsKey: loadInputsKey(inputs, new Set(contentFiles)), asScanned: () => drifted.size === 0 };
    const loadStore: LoadStore = {
      get: (k) => (opts.clean ? undefined : cache!.record(k)),
      set: (k, v) => cache!.setRecord(k, v),
      props: (hash) => cache!.propsText(hash),
      putProps: (entries) => cache!.putProps(entries),
    };
    const liveProps = new Set<string>();
    /** Hashes the loads made of their data, by key, with the value each was taken of. */
    const loadedHashes = new Map<string, { value: unknown; hash: string }>();
    const propsHashes = new WeakMap<Route, string>();
    const loads: NonNullable<BuildReport['loads']> = { run: [], remembered: [] };
    for (const plugin of plugins) {
      const loaded = await loadPlugin(plugin, ctx, loadSetting, loadStore, (k) => liveRecords.add(k));
      const out = loaded.output;
      (loaded.remembered ? loads.remembered : loads.run).push(plugin.name);
      for (const [k, hash] of loaded.dataHashes) loadedHashes.set(k, { value: out.data[k], hash });
      out.routes.forEach((route, i) => propsHashes.set(route, loaded.propsHashes[i]));
      for (const hash of loaded.propsHashes) liveProps.add(hash);
      for (const route of out.routes) {
        const first = owner.get(route.path);
        if (first) {
          warnings.push(`duplicate route ${route.path}: defined by ${first} and ${route.plugin}; the first one is kept`);
          continue;
        }
        owner.set(route.path, route.plugin);
        routes.push(route);
      }
      Object.assign(data, out.data);
      for (const [source, link] of Object.entries(out.permalinks)) permalinks.set(source, link);
      for (const [file, text] of Object.entries(out.files ?? {})) {
        if (extraFiles.has(file)) throw new BuildError(`two plugins write ${file}`, undefined, 'give one of the plugin instances a different route base path');
        extraFiles.set(file, text);
      }
    }
    routes.push({ path: '/404.html', layout: 'NotFoundPage', plugin: 'core', modules: [], data: ['site'], props: {}, noIndex: true });
    const docsSummaries = plugins.filter((p) => p.name.startsWith('docs:')).map((p) => data[`${p.name}:versions`] as DocsPluginSummary);
    const home = docsHome(routes, docsSummaries);
    if (home) routes.push(homeRedirectRoute(home, config.baseUrl));
    if (config.debug) routes.push(...debugRoutes().filter((r) => !owner.has(r.path)));
    timings.mark('load');

    // Images: each IdealImage path the MDX shows becomes a datum its routes read, and variants to publish.
    const images = await prepareImages({ root, config, inputs, routes, images: (source) => factsOf(source).images, dev: opts.dev ?? false, memory });
    for (const [i, route] of images.routes.entries()) routes[i] = route;
    Object.assign(data, images.data);
    timings.mark('images');

    // Theme: bundled only when a theme file, override or page module changed.
    const pageModules = routes.flatMap((r) => (r.pageModule ? [r.pageModule] : [])).sort();
    const themeInputs = [...inputs.values()].filter((f) => f.path.startsWith(THEME_LABEL + '/') || f.path.startsWith(config.themeOverridesDir + '/') || pageModules.includes(f.path));
    // MDX files importing modules beyond @theme/: their imports are bundled with the theme.
    const mdx = contentFiles.flatMap((file): MdxImportSet[] => {
      const imports = metas.facts(keyOf.get(file)!)?.imports;
      return imports ? [{ file, sources: imports.map((i) => i.source), lines: imports.map((i) => i.line) }] : [];
    });
    const bundle = await prepareThemeBundle(config, pageModules, mdx, hashParts(themeInputs.map((f) => `${f.path}=${f.hash}`)), memory, {
      hashOf: (name) => inputs.get(name)?.hash,
      hashFile: (name) => hashFileOrMissing(tracedFile(root, name)),
      trace,
      drifted: (name) => drifted.add(name),
      permalinks,
    });
    warnings.push(...bundle.warnings);
    const katex = config.markdown.math ? katexAssets() : undefined;
    const inStatic = (file: string) => config.staticDirectories.some((dir) => inputs.has(`${dir}/${file}`));
    const faviconWarning = missingFaviconWarning(config, inStatic);
    if (faviconWarning) warnings.push(faviconWarning);
    const site: SiteData = {
      title: config.title,
      tagline: config.tagline,
      locale: config.locale,
      icons: siteIcons(config, inStatic),
      headTags: config.headTags,
      customFields: config.customFields,
      url: config.url,
      baseUrl: config.baseUrl,
      themeConfig: resolveNavbarItems(config.themeConfig, data, config.configFile),
      storageSuffix: config.storageSuffix,
      docs: docsSummaries,
      home: home ?? '/',
      assets: katex ? { ...bundle.assetUrls, moreCss: [...bundle.assetUrls.moreCss, config.baseUrl + katex.cssFile] } : bundle.assetUrls,
      prefixRoutes: routes.filter((r) => r.prefix).map((r) => r.path),
      translations: inputs.has(TRANSLATIONS_FILE) ? ((await ctx.readData(TRANSLATIONS_FILE)) as SiteData['translations']) : {},
      toc: config.markdown.toc,
      liveReload: opts.dev ? LIVE_RELOAD_SCRIPT_URL : undefined,
      pwa: sitePwa(config, opts.dev ?? false),
    };
    pool.preload(bundle.serverFile);
    data.site = site;
    if (config.debug) Object.assign(data, debugData({ config, routes, data, components: Object.fromEntries(bundle.components.map((c) => [c, bundle.closures[c] ?? ''])) }));
    if (config.sitemap) extraFiles.set('sitemap.xml', sitemapXml(config, routes));
    // A datum a load hashed keeps that hash while it is the same value (the images stage may replace one).
    const dataHashes = new Map(Object.entries(data).map(([k, v]) => {
      const loaded = loadedHashes.get(k);
      return [k, loaded && loaded.value === v ? loaded.hash : hashValue(v)];
    }));
    timings.mark('theme');

    // Plan: a route renders again only when its fingerprint changed.
    // What the cache holds for this output folder; the commit compares with it rather than reading it again.
    const stored: StoredState | undefined = opts.clean ? undefined : { inputs: known, routes: committed?.routes ?? cache.routes(outKey), outputs: committed?.outputs ?? cache.outputs(outKey), stamps: prevStamps };
    let previous: ReadonlyMap<string, RouteState> = stored?.routes ?? new Map();
    let prevOutputs: ReadonlyMap<string, string> = stored?.outputs ?? new Map();
    const intact = await outputIntact;
    if (!intact) {
      // A file edited, added or removed by hand (or an output folder newer than this cache): every route renders again.
      if (prevOutputs.size) {
        notice(`the output folder ${relative(root, outDir) || outDir} was changed outside Lectern; rebuilding it`);
        previous = new Map();
      }
      // Only what differs from the files on disk is written (the whole tree when there is none).
      prevOutputs = (await onDisk) ?? new Map();
    }
    const planShared = { config, keyOf, metas, permalinks, dataHashes, propsHashes, docs: site.docs, bundle, warnings, components: new Set(bundle.components), linkBase: config.baseUrl.replace(/\/$/, '') };
    const assetHashes = new Map<string, string>();
    // A linked file is read like a traced one: the next build scans it, so an edit to it is seen.
    const assetHash = (source: string): string => {
      const known = assetHashes.get(source);
      if (known !== undefined) return known;
      const abs = join(root, source);
      trace.add(abs);
      const hash = inputs.get(source)?.hash ?? hashFileOrMissing(abs);
      assetHashes.set(source, hash);
      return hash;
    };
    const planInputs: PlanInputs = { ...planShared, contextKey: planContextKey(planShared), assetHash };
    const views = new TreeViews(data, dataHashes);
    const planned = routes.map((route) => planRoute(route, planInputs, previous.get(route.path)?.plan));
    // Each route is keyed on the parts of its sidebar its last render read; a first render, on all of it.
    // A route whose plan was taken over, reading sidebars that hash as they did when its fingerprint was
    // made, still has that fingerprint: hashing its views again would give the same.
    const treesBefore = last?.treeHashes ?? {};
    const sameSidebars = (route: Route) => route.data.every((key) => !isTreeDatum(key) || treesBefore[key] === dataHashes.get(key));
    for (const p of planned) {
      const before = previous.get(p.route.path);
      p.trees = before?.trees ?? {};
      p.fingerprint = before && p.plan === before.plan && sameSidebars(p.route) ? before.fingerprint : views.fingerprint(p, p.trees);
    }
    const fileOwner = new Map<string, string>();
    for (const p of planned) {
      const clash = fileOwner.get(p.file);
      if (clash) throw new BuildError(`routes ${clash} and ${p.route.path} would both write ${p.file}`, undefined, 'change the slug of one of them');
      fileOwner.set(p.file, p.route.path);
    }
    const searchable = new Map(planned.flatMap((p) => (p.plan.search ? [[p.route.path, p.plan.search] as const] : [])));
    const toRender = planned.filter((p) => previous.get(p.route.path)?.fingerprint !== p.fingerprint || !prevOutputs.has(p.file) || !prevOutputs.has(p.dataFile));
    const renderSet = new Set(toRender);
    timings.mark('plan');

    // Render and stage changed files; nothing touches the output folder until everything succeeded.
    staged = new StagedOutput(outDir, prevOutputs.size === 0);
    const outputs = new Map<string, string>();
    /** Records an output file; true when it must be written (its bytes changed). The first writer of a file wins. */
    const claimFile = (file: string, hash: string): boolean => {
      if (outputs.has(file)) return false;
      outputs.set(file, hash);
      return prevOutputs.get(file) !== hash;
    };
    const emitFile = (file: string, hash: string, write: () => void): void => {
      if (claimFile(file, hash)) write();
    };
    // An unchanged route keeps its HTML, payload and MDX chunks (a chunk exists only for MDX bodies).
    for (const p of planned) {
      if (renderSet.has(p)) continue;
      for (const file of [p.file, p.dataFile, ...p.modules.map((m) => m.chunkFile)]) if (prevOutputs.has(file)) outputs.set(file, prevOutputs.get(file)!);
    }
    const emitText = (file: string, text: string) => emitFile(file, hashBytes(text), () => staged!.write(file, text));
    const renderErrors: Parameters<typeof userErrors>[0] = [];
    const parallelRender = pool.useWorkers(toRender.length);
    boundHeapGrowth(toRender.length);
    const limit = pLimit(IN_FLIGHT);
    const valueByHash = new Map([...dataHashes].map(([key, hash]) => [hash, data[key]]));
    // Random, so no page text can hold a token by chance or on purpose; the pages never keep one.
    const viewNonce = randomBytes(8).toString('hex');
    let rendered = 0;
    const pageLinks = new Map<string, PageLinks>();
    const searchRendered = new Map<string, SearchRecord>();
    // While the warm worker renders an edit's pages this thread would only wait: it runs the search
    // indexing code on made-up pages, so the shards it rebuilds next run optimised (warmUpShardIndex).
    const warmIndexing = async () => {
      if (!parallelRender && pool.rendersAside() && toRender.some((p) => searchable.has(p.route.path))) (await import('../search/index-file.ts')).warmUpShardIndex();
    };
    const rendering = Promise.all(
      toRender.map((p) =>
        limit(async () => {
          const modules: Record<string, RenderModule & { chunkFile: string }> = {};
          let articleSections: BodySection[] | undefined;
          for (const m of p.modules) {
            // The part alone: the metadata is known (this build compiled the module, or reads it once).
            const part = m.part === 'excerpt' ? cache!.moduleExcerpt(m.key) : cache!.moduleBody(m.key);
            const meta = metas.meta(m.key);
            if (!meta || !part) throw new Error(`Invariant failed: compiled ${m.part} of ${m.source} is missing from the cache`);
            // A `.md` body is the page's article as it is: its sections, read as it compiled, are the page's.
            if (m.slot === CONTENT_SLOT) articleSections = part.sections;
            modules[m.slot] = { kind: part.kind, code: fillFileLinks(part.code, m.urls), themeImports: meta.themeImports, ...(meta.imports ? { importsKey: m.source } : {}), toc: meta.toc, contentTitle: meta.contentTitle, chunkFile: m.chunkFile };
          }
          const route = { path: p.route.path, layout: p.route.layout, props: p.route.props, data: p.route.data, noIndex: p.route.noIndex, pageModule: p.route.pageModule, prefix: p.route.prefix, ...(p.stylesheets.length ? { stylesheets: p.stylesheets } : {}) };
          const viewTokens = Object.fromEntries(p.route.data.filter((k) => isTreeDatum(k) && Array.isArray(data[k])).map((k, i) => [k, `lectern-view-${viewNonce}-${i}`]));
          const client = routeClientFiles({ route, modules, data, dataHashes, bundle, baseUrl: config.baseUrl, viewTokens });
          const searchInfo = searchable.get(p.route.path);
          const searchText = searchInfo && pageText(p.route.path, searchInfo);
          // A titled `.md` page's record is made here from its compiled sections: sending them to the
          // renderer and its JSON back cost both threads more than making it (structured clones each way).
          const record = searchInfo && searchText?.title && articleSections ? searchRecord(p.route.path, searchInfo, sectionsJson(searchSections(articleSections, searchText))) : undefined;
          const search = record ? undefined : searchText && { ...searchText, ...(articleSections && { body: articleSections }) };
          // Chunks are claimed in the order the page lists them, then written by the renderer with its page
          // and payload (which name the views the render reads).
          const files = [...client.chunks].filter(([file, text]) => claimFile(file, hashBytes(text)));
          const output = { staging: staged!.staging, file: p.file, previousHash: prevOutputs.get(p.file), payload: { file: p.dataFile, previousHash: prevOutputs.get(p.dataFile) }, files };
          const task = { serverFile: bundle.serverFile, route, data: Object.fromEntries(p.route.data.map((k) => [k, dataHashes.get(k)!])), modules, client: client.handoff, search, viewTokens, baseUrl: config.baseUrl, output };
          const result = await pool.render(task, (hash) => valueByHash.get(hash), parallelRender);
          opts.progress?.('render', ++rendered, toRender.length);
          if (!result.ok) {
            const source = p.modules[0]?.source ?? p.route.pageModule;
            const { error } = result;
            if (error.stack && process.env.LECTERN_DEBUG) console.error(error.stack);
            renderErrors.push(error.user ? error : { ...error, message: `rendering ${p.route.path}${source ? ` (from ${source})` : ''} failed: ${error.message}`, location: source ? { file: source } : undefined, user: error.rendering === true });
            return;
          }
          const { hash, payloadHash, written, links, sections, views: read } = result.value as RenderedPage;
          p.trees = Object.fromEntries(Object.entries(read).map(([key, reads]): [string, TreeState] => [key, { reads }]));
          p.fingerprint = views.fingerprint(p, p.trees);
          pageLinks.set(p.route.path, links);
          if (record) searchRendered.set(p.route.path, record);
          else if (searchInfo && sections) searchRendered.set(p.route.path, searchRecord(p.route.path, searchInfo, sections));
          outputs.set(p.file, hash);
          outputs.set(p.dataFile, payloadHash);
          for (const file of written) staged!.wroteElsewhere(file);
        }),
      ),
    );
    await Promise.all([rendering, warmIndexing()]);
    if (renderErrors.length) throw userErrors(renderErrors);
    timings.mark('render');

    // Emit: client assets and static files, then move everything into place and commit the cache.
    for (const [name, text] of extraFiles) {
      const file = safeOutputFile(name);
      if (!file || fileOwner.has(file)) throw new BuildError(`a plugin output file "${name}" is outside the output folder or clashes with a page`, undefined, 'change the plugin options that name this file');
      emitText(file, text);
    }
    for (const [file, abs] of Object.entries(bundle.assets)) emitFile(file, hashBytes(readFileSync(abs)), () => staged!.copy(file, abs));
    if (katex) {
      emitText(katex.cssFile, katex.css);
      for (const [file, abs] of katex.fonts) emitFile(file, hashBytes(readFileSync(abs)), () => staged!.copy(file, abs));
    }
    for (const image of images.files) emitFile(image.file, image.hash, () => staged!.copy(image.file, image.from));
    // Files the pages link to or show by a relative path, named by their hash. The bytes published are the
    // bytes hashed: a file edited since its plan read it is published as it is now, and read again next build.
    for (const asset of planned.flatMap((p) => p.plan.assets.filter(isPublished))) {
      const file = assetOutputFile(asset);
      emitFile(file, asset.hash, () => {
        const bytes = readInput(join(root, asset.source), asset.source);
        readBack(asset.source, hashBytes(bytes));
        staged!.write(file, bytes);
      });
    }
    // Shared data files are named by their value's hash, which is also the hash of the bytes written. A
    // sidebar's whole file is listed in the sidebar index, and each view a page names is a file of its own.
    const sidebarIndex: Record<string, string> = {};
    for (const key of [...new Set(planned.flatMap((p) => p.route.data.filter(isSharedDatum)))].sort()) {
      const file = sharedDataFile(dataHashes.get(key)!);
      emitFile(file, dataHashes.get(key)!, () => staged!.write(file, clientJson(data[key])));
      if (isTreeDatum(key)) sidebarIndex[key] = config.baseUrl + file;
    }
    if (Object.keys(sidebarIndex).length) emitText(SIDEBAR_INDEX_FILE, clientJson(sidebarIndex));
    // A view read from a sidebar that hashes as it did names the same file as before: its hash is kept
    // with the route, and the view is made again only if that file must be written.
    for (const p of planned) {
      let trees = p.trees;
      for (const [key, tree] of Object.entries(p.trees)) {
        const hash = tree.view !== undefined && treesBefore[key] === dataHashes.get(key) ? tree.view : views.view(key, tree.reads).hash;
        // A new record rather than an edit: the stored one is what the commit compares with.
        if (tree.view !== hash) trees = { ...trees, [key]: { reads: tree.reads, view: hash } };
        const file = sidebarViewFile(hash);
        emitFile(file, hash, () => {
          const view = views.view(key, tree.reads);
          if (view.hash !== hash) throw new Error(`Invariant failed: the view of ${key} kept by ${p.route.path} hashes ${view.hash}, not ${hash}`);
          staged!.write(file, clientJson(view.value));
        });
      }
      p.trees = trees;
    }
    // What a static file collides with always wins, and the warning names both: a page, a file the build
    // generates (sitemap, feeds, assets), or an earlier static file, in this folder or an earlier one.
    const generated = (file: string) => (fileOwner.has(file) ? `the page ${fileOwner.get(file)}` : `the generated file ${file}`);
    // Pages first, so a folder is named after the page it holds rather than the page's data file.
    const owners = new OutputOwners([...new Set([...fileOwner.keys(), ...outputs.keys()])].map((file): [string, string] => [file, generated(file)]));
    for (const dir of config.staticDirectories) {
      for (const input of inputs.values()) {
        if (!input.path.startsWith(dir + '/')) continue;
        const file = input.path.slice(dir.length + 1);
        const winner = owners.collision(file);
        if (winner) {
          const earlierFolder = !winner.startsWith('the ') && !winner.startsWith(`${dir}/`);
          warnings.push(`static file ${input.path} is shadowed by ${winner}${earlierFolder ? ' (the first static folder wins)' : ''}`);
          continue;
        }
        owners.add(file, input.path);
        if (!claimFile(file, input.hash)) continue;
        // The bytes published are the bytes hashed: a file edited since the scan is recorded as what was copied.
        const bytes = readInput(join(root, input.path), input.path);
        const copied = hashBytes(bytes);
        readBack(input.path, copied);
        outputs.set(file, copied);
        staged.write(file, bytes);
      }
    }
    // While editing (watch), the changed pages go live before the search indexes and the link check, so
    // the preview reloads as soon as they are in place (unless a file turns into a folder or back, which
    // waits for the deletions). If a later stage fails, the cache is not updated: the next build finds
    // the folder unlike its record and rebuilds it whole.
    const liveEarly: string[] = [];
    if (opts.pagesReady && prevOutputs.size && !staged.crossesPrevious(prevOutputs.keys())) {
      liveEarly.push(...staged.files);
      staged.applyChanges([]);
      staged = new StagedOutput(outDir, false);
      opts.pagesReady(liveEarly.length);
      // One turn of the event loop, so what the caller sent (the reload event) leaves before the search
      // stage, whose work would otherwise run in one stretch of promise jobs ahead of any socket write.
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    // Search indexes before the service worker, which precaches them.
    const fileOf = new Map(planned.map((p) => [p.route.path, p.file]));
    const search = await writeSearchIndexes({
      baseUrl: config.baseUrl,
      searchable,
      rendered: searchRendered,
      store: previous.size ? cache.searchStore(outKey) : EMPTY_SEARCH_STORE,
      previousHtml: (path) => (prevOutputs.has(fileOf.get(path)!) ? readFileSync(join(outDir, fileOf.get(path)!), 'utf8') : undefined),
      emitText,
      keep: (file) => prevOutputs.has(file) && !!outputs.set(file, prevOutputs.get(file)!),
      index: (pages, file, parallel) => pool.searchShard(pages, { staging: staged!.staging, file, previousHash: prevOutputs.get(file) }, parallel),
      built: (file, shard) => {
        if (claimFile(file, shard.hash) && shard.written) staged!.wroteElsewhere(file);
      },
      useWorkers: (count) => pool.useWorkers(count),
    });
    timings.mark('search');
    const pwa = config.pwa ? await (await import('../pwa/service-worker.ts')).writeServiceWorker(config.pwa, { config, dev: opts.dev ?? false, outputs, pages: planned.map((p) => ({ html: p.file, data: p.dataFile, chunks: [...p.modules.map((m) => m.chunkFile), ...Object.values(p.trees).map((t) => sidebarViewFile(t.view!))] })), outDir, staging: staged.staging, emitText, warnings }) : undefined;
    const links = checkSiteLinks({ cache, outDir: outKey, paths: planned.map((p) => p.route.path), previousPaths: new Set(previous.keys()), rendered: pageLinks, outputs, previousOutputs: prevOutputs, baseUrl: config.baseUrl });
    // While editing (watch), a link to a page not written yet must not stop the preview: it only warns.
    const policy = opts.dev || skipped.length ? { onBrokenLinks: lenient(config.onBrokenLinks), onBrokenAnchors: lenient(config.onBrokenAnchors) } : config;
    warnings.push(...reportBroken(links.broken, policy));
    timings.mark('links');
    const deleted = [...prevOutputs.keys()].filter((f) => !outputs.has(f));
    const written = liveEarly.length + staged.count;
    const changed = [...liveEarly, ...staged.files, ...deleted];
    if (prevOutputs.size === 0) staged.replaceAll();
    else staged.applyChanges(deleted);
    // Stamps of a folder that failed its check are all taken afresh: a file with unchanged bytes may have a new stamp.
    const stamps = stampOutput(outDir, outputs, intact ? prevStamps : new Map(), changed);
    staged = undefined;
    // The next build scans what this one read (its trace), not what the last one did: the summary is
    // keyed on exactly that set, so an unchanged site stops after the scan from the first build on.
    const traced = trace.list();
    const tracedNow = new Set(traced);
    const nextInputs = new Map([...inputs].filter(([name]) => scanned.has(name) || tracedNow.has(name)));
    scanTraced(nextInputs, traced, (name) => tracedFile(root, name), opts.clean ? undefined : known);
    const routeStates = new Map(planned.map((p): [string, RouteState] => [p.route.path, { fingerprint: p.fingerprint, reads: p.route.data, trees: p.trees, plan: p.plan }]));
    const generation = cache.commit({
      outDir: outKey,
      inputs: nextInputs,
      // Built from bytes other than the scanned ones: never mistaken for an up-to-date output next time.
      summary: { key: drifted.size || skipped.length ? '' : summaryOf(nextInputs), routes: planned.length, warnings: [...new Set(warnings)], serverFile: relative(root, bundle.serverFile), treeHashes: Object.fromEntries([...dataHashes].filter(([key]) => isTreeDatum(key))) },
      routes: routeStates,
      links: pageLinks,
      broken: links.checked,
      data: dataHashes,
      outputs,
      stamps,
      liveModules: new Set(keyOf.values()),
      liveRecords: storedLists ? new Set([...liveRecords, ...storedLists.keys]) : liveRecords,
      liveProps,
      traced,
      search: { pages: search.pages, live: search.live, shards: search.shardsByKey },
    }, stored);
    if (opts.session) {
      const facts = new Map<string, ModuleFacts>();
      for (const key of keyOf.values()) {
        const moduleFacts = metas.facts(key);
        if (moduleFacts) facts.set(key, moduleFacts);
      }
      Object.assign(opts.session, { generation, inputs: nextInputs, output: { outKey, routes: routeStates, outputs, stamps }, facts });
    }
    // A remembered load did not load the sidebars modules it uses, so their bundles look unused: the
    // next build that runs every load prunes instead.
    if (!loads.remembered.length) pruneUserModules(root, startedAt);
    timings.mark('write');
    return {
      routes: { total: planned.length, rendered: toRender.length, reused: planned.length - toRender.length },
      files: { written, deleted: deleted.length },
      loads,
      ...(skipped.length ? { skipped: skipped.map((e) => e.location!.file) } : {}),
      search: search.shards.map(({ file, pages, sections, bytes, gzipBytes }) => ({ file, pages, sections, bytes, gzipBytes })),
      timingsMs: timings.finish(),
      threads: pool.takeUsage(),
      warnings: [...new Set(warnings)],
      ...(pwa ? { pwa } : {}),
      ...(images.stats ? { images: images.stats } : {}),
      ...(config.translation && { translation: config.translation }),
    };
  } catch (err) {
    throw writeRefused(err, root) ?? err;
  } finally {
    staged?.discard();
    cache?.close();
    if (ownPool) await pool.close();
    release();
  }
}
