import { build, type Loader, type Metafile, type Plugin as EsbuildPlugin } from 'esbuild';
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, extname, join, relative, resolve } from 'node:path';
import type { SiteConfig } from '../config/types.ts';
import { BuildError } from '../util/errors.ts';
import { frameworkRoot } from '../util/framework-root.ts';
import { hashBytes, hashParts, hashValue } from '../util/hash.ts';
import { RENDER_CLOSURE, themeDir, type ClientAssets, type MdxImportSet, type StoredBundle, type ThemeBundle } from './theme.ts';
import { hashFileOrMissing, ReadTrace, traceName, tracedFile } from '../build/read-trace.ts';
import { intoFolder } from '../build/staged-file.ts';
import { nameByContent } from './content-names.ts';
import { RAW_NAMESPACE, registerWebpackImports } from './webpack-imports.ts';
import { sassPlugin } from './sass.ts';
import { toPosix } from '../util/paths.ts';
import { packageName, siteHasPackage, sitePackageFile } from '../util/site-packages.ts';
import { PATHNAME_PREFIX, pathnameTarget } from '../markdown/links.ts';
import { hrefTarget } from '../build/links.ts';

const EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js'];


function resolveFile(base: string): string | undefined {
  for (const ext of EXTENSIONS) if (existsSync(base + ext)) return base + ext;
  for (const ext of EXTENSIONS) if (existsSync(join(base, 'index' + ext))) return join(base, 'index' + ext);
  return existsSync(base) && statSync(base).isFile() ? base : undefined;
}

/**
 * `@theme/X` resolves to the site's `src/theme/X` when it exists (and is not among `skipped`), else to
 * Lectern's; `@theme-original/X` always to Lectern's.
 */
export function resolveThemeComponent(config: SiteConfig, name: string, skipped: ReadonlySet<string> = new Set()): string | undefined {
  return (skipped.has(name) ? undefined : resolveFile(join(config.root, config.themeOverridesDir, name))) ?? resolveFile(join(themeDir(), name));
}

/**
 * A site override that cannot be bundled because it imports what Lectern lacks (an ejected Docusaurus
 * component reaching into `@docusaurus/theme-common/internal`), when Lectern has a component of that
 * name to use instead: its theme name and the warning that says so. Undefined for any other failure.
 */
function replaceableOverride(config: SiteConfig, err: unknown, skipped: ReadonlySet<string>): { name: string; warning: string } | undefined {
  const overrides = join(config.root, config.themeOverridesDir);
  for (const message of (err as { errors?: EsbuildMessage[] }).errors ?? []) {
    const file = message.location?.file;
    if (!file || !/^Could not resolve|has no equivalent|does not exist|^No matching export/.test(message.text)) continue;
    const rel = toPosix(relative(overrides, resolve(config.root, file)));
    if (rel.startsWith('../')) continue;
    const [first, second] = rel.split('/');
    const name = (first === 'layouts' && second ? `layouts/${second}` : first).replace(/\.[jt]sx?$/, '');
    if (skipped.has(name) || !resolveFile(join(themeDir(), name))) return undefined;
    const reason = message.text.replace(/ \(it has .*$/s, '');
    return { name, warning: `${toPosix(file)}:${message.location!.line}: ${reason}; Lectern's own @theme/${name} is used instead of this override (adapt it to Lectern's components, or remove it)` };
  }
  return undefined;
}

function listComponents(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => (e.isFile() && EXTENSIONS.some((x) => e.name.endsWith(x)) && !e.name.endsWith('.d.ts')) || (e.isDirectory() && resolveFile(join(dir, e.name, 'index'))))
    .map((e) => e.name.replace(/\.[jt]sx?$/, ''))
    .filter((n) => /^[A-Z]/.test(n));
}

/** The generated module JSX imports instead of `react/jsx-runtime` (see themePlugin). */
const JSX_RUNTIME = 'jsx-runtime';

/** The layout most pages of a docs site use: it and everything it imports are in the main script. */
const PRIMARY_LAYOUT = 'DocPage';

/** The theme's server module: what the rendering threads call. */
const serverEntry = () => join(themeDir(), 'server-entry.tsx');

const ASSETS = ['.png', '.jpg', '.jpeg', '.gif', '.svg', '.webp', '.avif', '.ico', '.bmp', '.woff', '.woff2', '.ttf', '.otf', '.eot', '.mp4', '.webm', '.mp3', '.wav', '.ogg', '.pdf'];

/**
 * Loaders beyond esbuild's own, the same in both builds: a site's `.js` files may hold JSX, as Docusaurus
 * compiles them with JSX on (plain JavaScript parses the same as JSX); assets imported by components or
 * stylesheets are published as files named by their bytes.
 */
const LOADERS: Record<string, Loader> = { '.js': 'jsx', ...Object.fromEntries(ASSETS.map((ext) => [ext, 'file' as const])) };

/** The ReadTrace name of a metafile input (either build's), or undefined for a module generated in the `lectern` namespace. */
function inputName(root: string, key: string): string | undefined {
  if (key.startsWith('lectern:')) return undefined;
  // A suffix (`logo.svg?react`) or the raw namespace names how the file was loaded, not another file.
  const file = key.startsWith(`${RAW_NAMESPACE}:`) ? key.slice(RAW_NAMESPACE.length + 1) : key.replace(/\?[^/]*$/, '');
  return traceName(root, resolve(root, file));
}

/** A file's key in the server build's metafile: its path relative to the site. */
function metafileKey(root: string, abs: string): string {
  return toPosix(relative(root, abs));
}

/** The generated module of an MDX file's imports: each imported module under its specifier (see Content.tsx). */
function mdxImportsModule(root: string, set: MdxImportSet, primary: boolean): { contents: string; resolveDir: string; loader: 'js' } {
  // One import per line, in the MDX file's order, so an esbuild error's line names the import (see importError).
  const lines = set.sources.map((source, i) => `import * as m${i} from ${JSON.stringify(source)};`);
  lines.push(`export default { ${set.sources.map((source, i) => `${JSON.stringify(source)}: m${i}`).join(', ')} };`);
  if (primary) lines.push("import 'lectern:primary';");
  return { contents: lines.join('\n'), resolveDir: dirname(join(root, set.file)), loader: 'js' };
}

interface EsbuildMessage {
  text: string;
  detail?: unknown;
  location?: { file: string; line: number; column: number } | null;
}

/** An import of an MDX file that failed to resolve or bundle, as an error at the import's own line. */
function importError(message: EsbuildMessage | undefined, mdx: MdxImportSet[]): BuildError | undefined {
  const file = message?.location?.file.match(/^lectern:mdx:(.+)$/)?.[1];
  const set = file && mdx.find((m) => m.file === file);
  if (!message || !set) return undefined;
  const i = message.location!.line - 1;
  return new BuildError(`MDX import of "${set.sources[i]}" failed: ${message.text}`, { file: set.file, line: set.lines[i] }, 'fix the path (relative to this file, or @site/… from the site folder) or install the package');
}

/** Docusaurus modules MDX content imports, mapped to Lectern's equivalents in theme/docusaurus/. */
function docusaurusModule(name: string): string | undefined {
  return resolveFile(join(themeDir(), 'docusaurus', name));
}

/**
 * Resolves a partial's Markdown file links to page URLs, as a page body's are, and records each
 * permalink it read (`''` for none): a stored bundle is good only while those stay the same.
 */
class PartialLinks {
  readonly read = new Map<string, string>();
  constructor(
    private readonly permalinks: ReadonlyMap<string, string>,
    private readonly linkBase: string,
  ) {}

  resolverFor(partial: string): (href: string) => string | undefined {
    return (href) => {
      if (href.startsWith(PATHNAME_PREFIX)) return this.linkBase + pathnameTarget(href);
      const target = hrefTarget(partial, href);
      if (!target) return undefined;
      const permalink = this.permalinks.get(target.path);
      this.read.set(target.path, permalink ?? '');
      return permalink === undefined ? undefined : this.linkBase + permalink + target.hash;
    };
  }
}

/** What one bundling of the theme learns as it goes, shared by its server and client builds. */
interface BundleSession {
  links: PartialLinks;
  /** Site overrides left out (see replaceableOverride). */
  skipped: Set<string>;
}

function themePlugin(config: SiteConfig, pageModules: string[], components: string[], mdx: MdxImportSet[], session: BundleSession, eager: ReadonlySet<string> = new Set(), vendor?: Vendor): EsbuildPlugin {
  const { links, skipped } = session;
  const fw = frameworkRoot();
  return {
    name: 'lectern-theme',
    setup(b) {
      if (vendor) b.onResolve({ filter: new RegExp(`^${vendor.specifier}$`) }, () => ({ path: vendor.entry }));
      // `url(/img/bg.png)` in a stylesheet names a file of the site's static folders, as it does with
      // Docusaurus: served at that path, not bundled (it may not exist until the static files are copied).
      // (The generated stylesheet entry imports files by absolute path: its importer is not a file.)
      b.onResolve({ filter: /^\/[^/]/, namespace: 'file' }, (args) => (args.kind === 'url-token' || args.kind === 'import-rule' ? { path: args.path, external: true } : undefined));
      // First, so `@site/…svg` and `@site/…png` resolve through it too.
      registerWebpackImports(b, { root: config.root, assetExtensions: ASSETS, reactDir: fw, nameOf: (abs) => inputName(config.root, abs) ?? abs });
      b.onResolve({ filter: /^@theme\// }, (args) => {
        const file = resolveThemeComponent(config, args.path.slice('@theme/'.length), skipped);
        return file ? { path: file } : { errors: [{ text: `theme component "${args.path}" does not exist` }] };
      });
      b.onResolve({ filter: /^@theme-original\// }, (args) => {
        const file = resolveFile(join(themeDir(), args.path.slice('@theme-original/'.length)));
        return file ? { path: file } : { errors: [{ text: `Lectern has no theme component "${args.path}"` }] };
      });
      // `@site/…` is the site folder, resolved like a path there (extensions and index files included).
      b.onResolve({ filter: /^@site\// }, async (args) => {
        const found = await b.resolve(join(config.root, args.path.slice('@site/'.length)), { kind: args.kind, resolveDir: config.root, pluginData: { inner: true } });
        return found.errors.length ? { errors: found.errors } : { path: found.path };
      });
      // Whichever copy the site has: the site's MDXComponents, for its own code and for imported partials
      // (their provider import, see mdx-pipeline.ts renderMdxPartial).
      b.onResolve({ filter: /^@mdx-js\/react$/ }, () => ({ path: join(themeDir(), 'docusaurus', 'mdx-react.tsx') }));
      b.onResolve({ filter: /^@docusaurus\// }, (args) => {
        const file = docusaurusModule(args.path.slice('@docusaurus/'.length));
        return file ? { path: file } : { errors: [{ text: `Lectern has no equivalent of "${args.path}" (it has Link, useBaseUrl (with useBaseUrlUtils), useDocusaurusContext, useGlobalData (with usePluginData and useAllPluginInstancesData: the docs plugins' versions), useRouteContext, useIsomorphicLayoutEffect, useBrokenLinks, Noop, constants, BrowserOnly, Head, Translate, Interpolate, isInternalUrl, ErrorBoundary, useIsBrowser, ExecutionEnvironment, router with useLocation, useHistory and Redirect, theme-common with useColorMode, useThemeConfig, useCurrentSidebarCategory, useWindowSize, usePluralForm and ThemeClassNames, plugin-content-docs/client with useVersions, useLatestVersion, useActiveVersion, useActivePlugin, useActiveDocContext and useAllDocsData)` }] };
      });
      b.onResolve({ filter: /^lectern:/ }, (args) => ({ path: args.path.slice('lectern:'.length), namespace: 'lectern' }));
      // An imported Markdown or MDX file (a partial, `import Snippet from './_snippet.mdx'`) compiles as the
      // pages do; esbuild bundles what it imports. Its MDX components are the site's (MDXComponents).
      b.onLoad({ filter: PARTIAL, namespace: 'file' }, async (args) => {
        const { compilePartial } = await import('../markdown/compile.ts');
        const { toc: _toc, ...options } = config.markdown;
        const file = inputName(config.root, args.path) ?? args.path;
        return { contents: await compilePartial(readFileSync(args.path, 'utf8'), extname(args.path), options, file, links.resolverFor(file)), loader: 'jsx', resolveDir: dirname(args.path) };
      });
      b.onLoad({ filter: /^mdx:/, namespace: 'lectern' }, (args) => {
        const file = args.path.slice('mdx:'.length);
        return mdxImportsModule(config.root, mdx.find((m) => m.file === file)!, eager.size > 0);
      });
      b.onLoad({ filter: /^client$/, namespace: 'lectern' }, () => {
        // The primary layout and every component it imports are in the main script, named here. Other
        // layouts, and components only MDX uses (highlighting, tabs...), are entry points of their own,
        // loaded from the chunk URL a route's payload gives when a page needs one: a docs page never
        // downloads the blog's code, nor a list of the theme's chunks.
        const eagerNames = [...eager];
        const eagerMap = eagerNames.map((specifier, i) => `${JSON.stringify(specifier.slice('@theme/'.length))}: eager${i}`).join(', ');
        const imports = ['boot', ...eagerNames.map((_, i) => `eager${i}`)].join(', ');
        // The site's client modules, imported before boot runs: their top-level code comes first.
        const clientModules = config.clientModules.map((file, i) => `import * as clientModule${i} from ${JSON.stringify(join(config.root, file))};`);
        const clientModuleList = config.clientModules.map((_, i) => `clientModule${i}`).join(', ');
        return { contents: `import { ${imports} } from 'lectern:primary';\n${clientModules.join('\n')}\nboot({ eager: { ${eagerMap} }, clientModules: [${clientModuleList}] });`, resolveDir: config.root, loader: 'js' };
      });
      // One stylesheet: the theme's, then the site's own (`customCss`), which may override it.
      b.onLoad({ filter: /^styles$/, namespace: 'lectern' }, () => ({
        contents: [join(themeDir(), 'styles.css'), ...config.customCss.map((f) => join(config.root, f))].map((f) => `@import ${JSON.stringify(f)};`).join('\n'),
        resolveDir: config.root,
        loader: 'css',
      }));
      b.onLoad({ filter: /^primary$/, namespace: 'lectern' }, () => {
        const lines = [`export { boot } from ${JSON.stringify(join(themeDir(), 'client/entry.tsx'))};`];
        [...eager].forEach((specifier, i) => lines.push(`export { default as eager${i} } from '${specifier}';`));
        return { contents: lines.join('\n'), resolveDir: config.root, loader: 'js' };
      });
      // Every other client entry (a lazy layout or component, a page module) imports the primary modules too.
      // They are loaded with the main script anyway, and esbuild then puts them all in one shared chunk
      // instead of one small chunk per combination of entries that reaches each (fewer requests, better gzip).
      // Theme code loads its own lazy parts the same way: `import('lectern:lazy:@theme/navbar/MobileSidebar')`.
      // A wrapper re-exports its module whole (default and named exports), after importing the primary modules.
      const wrap = (specifier: string) => ({
        contents: `${eager.size ? "import 'lectern:primary';\n" : ''}import * as module from ${specifier};\nexport * from ${specifier};\nexport default module.default;`,
        resolveDir: config.root,
        loader: 'js' as const,
      });
      b.onLoad({ filter: /^lazy:/, namespace: 'lectern' }, (args) => wrap(JSON.stringify(args.path.slice('lazy:'.length))));
      b.onLoad({ filter: /^page:/, namespace: 'lectern' }, (args) => wrap(JSON.stringify(join(config.root, args.path.slice('page:'.length)))));
      b.onLoad({ filter: /^entry$/, namespace: 'lectern' }, () => {
        const lines = [`import { renderPage as render } from ${JSON.stringify(serverEntry())};`];
        pageModules.forEach((p, i) => lines.push(`import * as page${i} from ${JSON.stringify(join(config.root, p))};`));
        components.forEach((n, i) => lines.push(`import component${i} from '@theme/${n}';`));
        mdx.forEach((m, i) => lines.push(`import mdx${i} from 'lectern:mdx:${m.file}';`));
        lines.push(`const pages = { ${pageModules.map((p, i) => `${JSON.stringify(p)}: page${i}`).join(', ')} };`);
        lines.push(`const components = { ${components.map((n, i) => `${JSON.stringify(n)}: component${i}`).join(', ')} };`);
        lines.push(`const mdx = { ${mdx.map((m, i) => `${JSON.stringify(m.file)}: mdx${i}`).join(', ')} };`);
        lines.push('export const renderPage = (input) => render(input, pages, components, mdx);');
        return { contents: lines.join('\n'), resolveDir: config.root, loader: 'js' };
      });
      // JSX calls into React's CommonJS runtime read a property each time (`(0,r.jsx)(…)`, hundreds in the
      // theme); through this ES module they call one short name, which makes the main script smaller.
      b.onResolve({ filter: /^react\/jsx-runtime$/ }, (args) => (args.namespace === 'lectern' && args.importer === JSX_RUNTIME ? { path: resolveFromFramework(fw, args.path) } : { path: JSX_RUNTIME, namespace: 'lectern' }));
      b.onLoad({ filter: new RegExp(`^${JSX_RUNTIME}$`), namespace: 'lectern' }, () => ({
        contents: "import * as runtime from 'react/jsx-runtime';\nexport const jsx = runtime.jsx;\nexport const jsxs = runtime.jsxs;\nexport const Fragment = runtime.Fragment;",
        resolveDir: fw,
        loader: 'js',
      }));
      // The renderer needs renderToString alone. react-dom/server also loads the streaming renderer: ~290 KB
      // more of the server module for every rendering thread to compile and run (~3 ms per import).
      b.onResolve({ filter: /^react-dom\/server$/ }, (args) => (args.importer === serverEntry() ? { path: join(dirname(resolveFromFramework(fw, 'react-dom/package.json')), 'cjs', 'react-dom-server-legacy.node.production.js') } : undefined));
      // One React for the theme, the site's pages and MDX content, whatever the site has installed.
      b.onResolve({ filter: /^react(-dom)?(\/.*)?$/ }, (args) => ({ path: resolveFromFramework(fw, args.path) }));
    },
  };
}

/** A package bundled ahead of the client build: what imports it, its bundled entry, and the files it read. */
interface Vendor {
  specifier: string;
  entry: string;
  inputs: string[];
}

/**
 * Mermaid is 1,500 files: read through the client build's location-free namespace, a plugin call per
 * import and per file, it took that build from under a second to 12 s. It is bundled first, by esbuild
 * alone (~1 s), named relative to the node_modules folder that holds it, so its chunk names do not depend
 * on where the site is; the client build then reads its ~100 output files. What it read joins the trace.
 */
async function prebundleMermaid(dir: string): Promise<Vendor> {
  const modules = dirname(dirname(createRequire(join(themeDir(), 'mermaid', 'draw.ts')).resolve('mermaid/package.json')));
  const result = await build({
    entryPoints: { mermaid: 'mermaid' },
    absWorkingDir: modules,
    bundle: true,
    splitting: true,
    platform: 'browser',
    format: 'esm',
    target: 'es2020',
    minify: true,
    entryNames: '[name].[hash]',
    chunkNames: 'chunks/[name].[hash]',
    outdir: dir,
    metafile: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  // The one output outside chunks/: every other entry point is a diagram type mermaid imports on demand.
  const entry = Object.keys(result.metafile.outputs).find((out) => !out.endsWith('.map') && !relative(dir, resolve(modules, out)).includes('/'))!;
  return { specifier: 'mermaid', entry: resolve(modules, entry), inputs: Object.keys(result.metafile.inputs).map((k) => resolve(modules, k)) };
}

/** `@theme/…` specifiers the main script imports statically: the primary layout and the components it imports. */
function primaryClosure(config: SiteConfig, metafile: Metafile, components: string[], skipped: ReadonlySet<string>): Set<string> {
  const primary = resolveThemeComponent(config, `layouts/${PRIMARY_LAYOUT}`, skipped);
  if (!primary) return new Set();
  const seen = inputClosure(metafile, metafileKey(config.root, primary), true);
  const eager = new Set([`@theme/layouts/${PRIMARY_LAYOUT}`]);
  for (const name of components) {
    const file = resolveThemeComponent(config, name, skipped);
    if (file && seen.has(metafileKey(config.root, file))) eager.add(`@theme/${name}`);
  }
  return eager;
}

function resolveFromFramework(fw: string, spec: string): string {
  return createRequire(join(fw, 'package.json')).resolve(spec);
}

/** A metafile input and every input it imports (only static `import` statements when `staticOnly`). */
function inputClosure(metafile: Metafile, start: string, staticOnly = false): Set<string> {
  const seen = new Set<string>();
  const stack = [start];
  while (stack.length) {
    const k = stack.pop()!;
    if (seen.has(k) || !metafile.inputs[k]) continue;
    seen.add(k);
    for (const imp of metafile.inputs[k].imports) if (!imp.external && (!staticOnly || imp.kind === 'import-statement')) stack.push(imp.path);
  }
  return seen;
}

function usesCssModules(metafile: Metafile): boolean {
  return Object.keys(metafile.inputs).some((k) => /\.module\.(css|s[ac]ss)$/.test(k));
}

/** An imported Markdown or MDX file: compiled by the theme plugin with the site's Markdown options. */
const PARTIAL = /\.mdx?$/;

/**
 * Hash of a module (by metafile key) and everything it imports, packages included, from esbuild's own
 * import graph; with `markdownKey` (the Markdown options) when that includes a partial, whose module
 * those options made.
 */
function closureHash(metafile: Metafile, root: string, key: string, contentHash: (abs: string) => string, markdownKey: string): string {
  const own = [...inputClosure(metafile, key)].flatMap((k) => inputName(root, k) ?? []).sort();
  const parts = own.map((name) => `${name}=${contentHash(tracedFile(root, name))}`);
  return hashParts(own.some((name) => PARTIAL.test(name)) ? [...parts, markdownKey] : parts);
}

/**
 * Where a package the site's code imports is looked for when the site has not installed it: Lectern's
 * own dependencies (clsx, @mdx-js/react...), so a Docusaurus site builds without its node_modules.
 */
function frameworkPackages(): string {
  return join(frameworkRoot(), 'node_modules');
}

/** The packages both builds took from Lectern's node_modules because the site has not installed them. */
function fallbackPackages(root: string, metafiles: Metafile[]): string[] {
  const own = toPosix(relative(root, frameworkPackages())) + '/';
  const names = new Set<string>();
  for (const metafile of metafiles) {
    for (const key of Object.keys(metafile.inputs)) {
      if (!key.startsWith(own)) continue;
      const name = packageName(key.slice(own.length));
      if (!siteHasPackage(root, name)) names.add(name);
    }
  }
  return [...names].sort();
}

/**
 * Where a file a module imports (`import diagram from './diagram.png'`) is served: the client build puts
 * it in assets/, and both builds must give the page the same absolute URL (a relative one would be read
 * against the page's own folder).
 */
function assetsUrl(config: SiteConfig): string {
  return `${config.baseUrl}assets/`;
}

/** The constants both builds fold in (theme/render-target.d.ts): which side it is, and what the site uses. */
function themeDefines(config: SiteConfig, server: boolean): Record<string, string> {
  return { 'process.env.NODE_ENV': '"production"', __LECTERN_SERVER__: String(server), __LECTERN_MERMAID__: String(config.markdown.mermaid), __LECTERN_CLIENT_MODULES__: String(config.clientModules.length > 0) };
}

/**
 * Runs the server build, leaving out each site override that cannot be bundled but has a Lectern
 * component to stand in for it (see replaceableOverride), with a warning each; one build per override.
 */
async function serverBuildWithout<T>(config: SiteConfig, session: BundleSession, warnings: string[], run: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      return await run();
    } catch (err) {
      const replaced = replaceableOverride(config, err, session.skipped);
      if (!replaced) throw err;
      session.skipped.add(replaced.name);
      warnings.push(replaced.warning);
    }
  }
}

/**
 * Bundles the theme with esbuild: the server module, the client assets, each component's closure hash,
 * and every file both builds read.
 */
export async function bundleTheme(config: SiteConfig, pageModules: string[], mdx: MdxImportSet[], key: string, permalinks: ReadonlyMap<string, string>): Promise<StoredBundle> {
  const dir = join(config.root, '.lectern', 'theme', key);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  // Every theme component, Lectern's and the site's, is importable from MDX as `@theme/Name`.
  const components = [...new Set([...listComponents(themeDir()), ...listComponents(join(config.root, config.themeOverridesDir))])].sort();
  const layoutNames = [...new Set([...listComponents(join(themeDir(), 'layouts')), ...listComponents(join(config.root, config.themeOverridesDir, 'layouts'))])].sort();
  /** Every name a theme chunk or closure is keyed by: components, then `layouts/Name`. */
  const themeNames = [...components, ...layoutNames.map((n) => `layouts/${n}`)];
  let server;
  let client;
  let vendor: Vendor | undefined;
  /** Files Sass read while compiling stylesheets: esbuild lists only the ones it loaded itself. */
  const sassReads = new Set<string>();
  const sass = sassPlugin(sassReads, (abs) => inputName(config.root, abs) ?? abs);
  const session: BundleSession = { links: new PartialLinks(permalinks, config.baseUrl.replace(/\/$/, '')), skipped: new Set() };
  const warnings: string[] = [];
  try {
    vendor = config.markdown.mermaid ? await prebundleMermaid(join(dir, 'vendor')) : undefined;
    server = await serverBuildWithout(config, session, warnings, () => build({
      entryPoints: ['lectern:entry'],
      absWorkingDir: config.root,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      jsx: 'automatic',
      outfile: join(dir, 'server.mjs'),
      write: false,
      metafile: true,
      define: themeDefines(config, true),
      plugins: [themePlugin(config, pageModules, components, mdx, session), sass],
      loader: LOADERS,
      nodePaths: [frameworkPackages()],
      publicPath: assetsUrl(config),
      logLevel: 'silent',
      // react-dom/server imports Node built-ins through require(); give the ESM bundle one.
      banner: { js: "import { createRequire as __lecternCreateRequire } from 'node:module'; const require = __lecternCreateRequire(import.meta.url);" },
    }));
    const eager = primaryClosure(config, server.metafile, components, session.skipped);
    const lazyNames = themeNames.filter((name) => !eager.has(`@theme/${name}`));
    client = await build({
      entryPoints: [
        { in: 'lectern:client', out: 'js/main' },
        { in: 'lectern:styles', out: 'css/styles' },
        ...pageModules.map((p) => ({ in: `lectern:page:${p}`, out: `js/pages/${p.replace(/\.[jt]sx?$/, '').replace(/[^\w-]+/g, '-')}` })),
        ...mdx.map((m) => ({ in: `lectern:mdx:${m.file}`, out: `js/mdx/${m.file.replace(/\.mdx$/, '').replace(/[^\w-]+/g, '-')}` })),
        ...lazyNames.map((name) => ({ in: `lectern:lazy:@theme/${name}`, out: `js/chunks/${name.replace(/\//g, '-')}` })),
      ],
      absWorkingDir: config.root,
      bundle: true,
      splitting: true,
      platform: 'browser',
      format: 'esm',
      // Every browser with DecompressionStream (offline search) runs ES2022 as written.
      target: 'es2022',
      // Licence notices go to a .LEGAL.txt beside the chunk, linked from it: kept, but not downloaded.
      legalComments: 'linked',
      jsx: 'automatic',
      // Minified identifiers would rename CSS module classes differently from the server build, whose
      // names are the ones in the HTML; a site with CSS modules keeps them (its JS is a little larger).
      minifyWhitespace: true,
      minifySyntax: true,
      minifyIdentifiers: !usesCssModules(server.metafile),
      entryNames: '[dir]/[name].[hash]',
      chunkNames: 'js/chunks/[name].[hash]',
      outdir: join(dir, 'assets'),
      metafile: true,
      define: themeDefines(config, false),
      write: false,
      plugins: [themePlugin(config, pageModules, components, mdx, session, eager, vendor), sass],
      loader: LOADERS,
      nodePaths: [frameworkPackages()],
      publicPath: assetsUrl(config),
      logLevel: 'silent',
    });
  } catch (err) {
    const first = (err as { errors?: EsbuildMessage[] }).errors?.[0];
    // A plugin's own error (a Sass syntax error) already names the file and line.
    if (first?.detail instanceof BuildError) throw first.detail;
    throw importError(first, mdx) ?? new BuildError(`theme failed to bundle: ${first?.text ?? (err as Error).message}`, first?.location ? { file: inputName(config.root, first.location.file) ?? first.location.file, line: first.location.line, column: first.location.column } : undefined, 'fix the component or page module named above');
  }
  const named = nameByContent(client.outputFiles, client.metafile);
  for (const file of named.files) intoFolder(file.path, () => writeFileSync(file.path, file.contents));
  const clientMetafile = named.metafile;
  // Named by its bytes: a worker that imported an older server module never gets it back from its module cache.
  const code = server.outputFiles.find((f) => f.path.endsWith('.mjs'))!.contents;
  const serverFile = join(dir, `server.${hashBytes(code).slice(0, 16)}.mjs`);
  writeFileSync(serverFile, code);
  const hashes = new Map<string, string>();
  const contentHash = (abs: string) => hashes.get(abs) ?? hashes.set(abs, hashFileOrMissing(abs)).get(abs)!;
  const markdownKey = hashValue(config.markdown);
  const closure = (key: string) => closureHash(server.metafile, config.root, key, contentHash, markdownKey);
  const closures: Record<string, string> = { [RENDER_CLOSURE]: closure(metafileKey(config.root, serverEntry())) };
  for (const name of themeNames) {
    const file = resolveThemeComponent(config, name, session.skipped);
    if (file) closures[name] = closure(metafileKey(config.root, file));
  }
  for (const page of pageModules) closures[page] = closure(metafileKey(config.root, join(config.root, page)));
  for (const m of mdx) closures[`mdx:${m.file}`] = closure(`lectern:mdx:${m.file}`);
  const { assets, assetUrls, clientChunks, entryCss } = clientOutputs(config, clientMetafile, dir, pageModules, themeNames, mdx);
  const read = new ReadTrace(config.root);
  // The prebundled package's own sources, not its output under .lectern/, are what the bundle was made of.
  const vendorOutput = vendor && traceName(config.root, join(dir, 'vendor')) + '/';
  for (const metafile of [server.metafile, clientMetafile]) read.addAll(Object.keys(metafile.inputs).flatMap((k) => inputName(config.root, k) ?? []).filter((name) => !vendorOutput || !name.startsWith(vendorOutput)).map((name) => tracedFile(config.root, name)));
  if (vendor) read.addAll(vendor.inputs);
  read.addAll([...sassReads]);
  // A package taken from Lectern's own (frameworkPackages) was missing from the site: installing it there
  // must bundle again, so where it would appear is a read too.
  read.addAll(fallbackPackages(config.root, [server.metafile, clientMetafile]).map((name) => sitePackageFile(config.root, name)));
  const reads = read.list().map((name): [string, string] => [name, contentHash(tracedFile(config.root, name))]);
  const bundle: ThemeBundle = { key, serverFile: toPosix(relative(config.root, serverFile)), assets, assetUrls, clientChunks, entryCss, closures, components, warnings };
  // Kept for inspection (what each client chunk contains): `esbuild --analyze`-style tools read it.
  writeFileSync(join(dir, 'client-metafile.json'), JSON.stringify(clientMetafile));
  pruneOldBundles(join(config.root, '.lectern', 'theme'), key);
  return { bundle, reads, links: [...session.links.read].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)) };
}

/**
 * Publishes the client build: every output under `assets/`, the main script with the chunks it imports
 * statically, and for each page module and theme component the chunks loading it costs. `components` are
 * theme names as `@theme/` imports them (`Tabs`, `layouts/DocPage`). URLs are relative to the base URL.
 */
function clientOutputs(config: SiteConfig, metafile: Metafile, dir: string, pageModules: string[], components: string[], mdx: MdxImportSet[]) {
  const assets: Record<string, string> = {};
  const url = (out: string) => `assets/${toPosix(relative(join(dir, 'assets'), resolve(config.root, out)))}`;
  const staticClosure = (out: string, into = new Set<string>()): Set<string> => {
    if (into.has(out)) return into;
    into.add(out);
    for (const imp of metafile.outputs[out]?.imports ?? []) if (imp.kind === 'import-statement') staticClosure(imp.path, into);
    return into;
  };
  const byEntry = new Map<string, string>();
  let main = '';
  let css = '';
  const cssOf = new Map<string, string>();
  for (const [out, meta] of Object.entries(metafile.outputs)) {
    if (out.endsWith('.map')) continue;
    assets[url(out)] = toPosix(relative(config.root, resolve(config.root, out)));
    if (out.endsWith('.css')) {
      if (meta.entryPoint === 'lectern:styles') css = url(out);
      continue;
    }
    // CSS the entry's modules import (CSS modules included), bundled beside it by esbuild.
    if (meta.entryPoint && meta.cssBundle) cssOf.set(meta.entryPoint, url(meta.cssBundle));
    if (meta.entryPoint === 'lectern:client') main = out;
    else if (meta.entryPoint) byEntry.set(meta.entryPoint, out);
  }
  if (!main) throw new Error('Invariant failed: the client build has no main script');
  const mainClosure = staticClosure(main);
  const chunkList = (out: string) => [out, ...[...staticClosure(out)].filter((o) => o !== out && !mainClosure.has(o))].map(url);
  const clientChunks: Record<string, string[]> = {};
  const entryCss: Record<string, string> = {};
  const entries: [key: string, entryPoint: string][] = [...pageModules.map((p): [string, string] => [p, `lectern:page:${p}`]), ...components.map((n): [string, string] => [`@theme/${n}`, `lectern:lazy:@theme/${n}`]), ...mdx.map((m): [string, string] => [`mdx:${m.file}`, `lectern:mdx:${m.file}`])];
  for (const [key, entryPoint] of entries) {
    const out = byEntry.get(entryPoint);
    if (out) clientChunks[key] = chunkList(out);
    if (cssOf.has(entryPoint)) entryCss[key] = cssOf.get(entryPoint)!;
  }
  const mainCss = cssOf.get('lectern:client');
  const assetUrls: ClientAssets = { css, moreCss: mainCss ? [mainCss] : [], js: url(main), preload: [...mainClosure].filter((o) => o !== main).map(url).sort() };
  return { assets, assetUrls, clientChunks, entryCss };
}

/** Keeps the newest few bundles (watch and build may alternate) and removes the rest. */
function pruneOldBundles(parent: string, keep: string): void {
  const dirs = readdirSync(parent)
    .filter((d) => d !== keep)
    .map((d) => ({ d, t: statSync(join(parent, d)).mtimeMs }))
    .sort((a, b) => b.t - a.t);
  for (const { d } of dirs.slice(2)) rmSync(join(parent, d), { recursive: true, force: true });
}
