// Client-side budget benchmark: what a browser downloads on first load, how big a client
// navigation's route data is, how page HTML grows with the site, and axe-core violation counts.
// Prints a Markdown table plus one JSON line per measurement (progress goes to stderr) and writes
// bench/results/client.json.
// Usage: node --import tsx bench/client.ts [--skip-large] [--seed 42] [--reuse-builds]
import { spawn } from 'node:child_process';
import { cpSync, existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { join, posix } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from 'playwright-core';
import { generateCorpus } from './corpus/generate.ts';
import { REPO_ROOT } from './runner/site-cli.ts';
import { SIZES, type BenchSize } from './runner/sizes.ts';
import { startStaticServer } from '../src/dev/static-server.ts';
import { layoutShifts, recordLayoutShifts } from '../test/helpers/layout-shift.ts';
import { measureSearch } from './search-client.ts';

const log = (message: string) => process.stderr.write(`${message}\n`);

/** KB here means 1,024 bytes. */
const KB = 1024;
const BUDGETS = {
  firstLoadJsGzip: 85 * KB,
  firstLoadCssGzip: 25 * KB,
  /** Route data may exceed the article it carries by this much (gzip). */
  routeOverArticleGzip: 2 * KB,
  /** A doc's HTML in the 10k corpus over the same doc's HTML in the 1k corpus. */
  htmlGrowth: 1.3,
  /** Everything the first search downloads, from opening the modal to its results (issue 10). */
  firstQueryGzip: 100 * KB,
  /** A keystroke to its results, once the index is loaded (median). */
  keystrokeMs: 10,
};

const FIRST_LOAD_PAGES = [
  { kind: 'home', path: '/' },
  { kind: 'doc', path: '/docs/installation/' },
  // MDX with `<CodeBlock>`: its grammars must not come with it (they were 46 KB gzip).
  { kind: 'doc with CodeBlock', path: '/docs/markdown-features/code-blocks/' },
  { kind: 'blog post', path: '/blog/releases/3.6/' },
];
const ROUTE_DATA_PAGE = '/docs/installation/';
const AXE_PAGES = [
  { kind: 'home', path: '/' },
  { kind: 'doc', path: '/docs/installation/' },
  { kind: 'blog post', path: '/blog/releases/3.6/' },
  { kind: 'blog list', path: '/blog/' },
  { kind: 'changelog', path: '/changelog/' },
  { kind: 'showcase', path: '/showcase/' },
  { kind: 'search', path: '/search/' },
  { kind: '404', path: '/no/such/page/' },
];
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// ---------------------------------------------------------------------------------------------
// Building

type BuildSummary = { root: string; out: string; wallSeconds: number; routes: number };

function buildSite(root: string): Promise<BuildSummary> {
  return new Promise((done, fail) => {
    const started = performance.now();
    const child = spawn(process.execPath, [join(REPO_ROOT, 'bin/site.js'), 'build', '--root', root, '--json'], {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
    child.on('error', fail);
    child.on('close', (code) => {
      const wallSeconds = (performance.now() - started) / 1000;
      if (code !== 0) {
        fail(new Error(`site build --root ${root} exited with code ${code}\n${Buffer.concat(stderr).toString('utf8')}`));
        return;
      }
      let routes = NaN;
      try {
        routes = (JSON.parse(Buffer.concat(stdout).toString('utf8')) as { routes: { total: number } }).routes.total;
      } catch {
        // The counts are informational only.
      }
      done({ root, out: join(root, 'build'), wallSeconds, routes });
    });
  });
}

async function buildReference(reuse: boolean): Promise<BuildSummary> {
  const root = join(REPO_ROOT, 'bench/.corpus/client-reference');
  if (reuse && existsSync(join(root, 'build/index.html'))) {
    log(`Reusing the reference build in ${root}`);
    return { root, out: join(root, 'build'), wallSeconds: NaN, routes: NaN };
  }
  await rm(root, { recursive: true, force: true });
  await mkdir(root, { recursive: true });
  for (const part of ['site.config.ts', 'content', 'static']) cpSync(join(REPO_ROOT, part), join(root, part), { recursive: true });
  log(`Building the reference site in ${root}`);
  const summary = await buildSite(root);
  log(`  ${summary.routes} routes in ${summary.wallSeconds.toFixed(1)} s`);
  return summary;
}

async function buildCorpus(size: BenchSize, seed: number, reuse: boolean): Promise<BuildSummary> {
  const root = join(REPO_ROOT, 'bench/.corpus', `client-${size.label}-${seed}`);
  if (reuse && existsSync(join(root, 'build/docs/intro/index.html'))) {
    log(`Reusing the ${size.label} build in ${root}`);
    return { root, out: join(root, 'build'), wallSeconds: NaN, routes: NaN };
  }
  log(`Generating the ${size.label} corpus (seed ${seed}) in ${root}`);
  await generateCorpus({ dir: root, docs: size.docs, posts: size.posts, seed });
  log(`Building the ${size.label} corpus`);
  const summary = await buildSite(root);
  log(`  ${summary.routes} routes in ${summary.wallSeconds.toFixed(1)} s`);
  return summary;
}

// ---------------------------------------------------------------------------------------------
// HTML and module parsing

type Tag = { name: string; attrs: Record<string, string> };

function parseAttributes(source: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const match of source.matchAll(/([^\s=/>"']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>"']+)))?/g)) {
    attrs[match[1].toLowerCase()] = match[2] ?? match[3] ?? match[4] ?? '';
  }
  return attrs;
}

/** Every `<script>` and `<link>` start tag of a page, in document order. */
function resourceTags(html: string): Tag[] {
  return [...html.matchAll(/<(script|link)\b([^>]*)>/gi)].map((m) => ({ name: m[1].toLowerCase(), attrs: parseAttributes(m[2]) }));
}

/** The inner HTML of the first element carrying `attribute`, found by balancing its tag name. */
function innerHtmlOf(html: string, attribute: string): string {
  const at = html.indexOf(attribute);
  if (at < 0) throw new Error(`no element with ${attribute}`);
  const open = html.lastIndexOf('<', at);
  const name = /^<([a-zA-Z][\w-]*)/.exec(html.slice(open))?.[1];
  if (!name) throw new Error(`cannot read the tag that carries ${attribute}`);
  const start = html.indexOf('>', at) + 1;
  const tags = new RegExp(`<(/?)${name}\\b[^>]*>|<!--[\\s\\S]*?-->|<(script|style|textarea)\\b[^>]*>[\\s\\S]*?</\\2\\s*>`, 'gi');
  tags.lastIndex = start;
  let depth = 1;
  for (let m = tags.exec(html); m; m = tags.exec(html)) {
    if (m[0].startsWith('<!--') || m[2]) continue;
    depth += m[1] ? -1 : 1;
    if (depth === 0) return html.slice(start, m.index);
  }
  throw new Error(`unbalanced <${name}> around ${attribute}`);
}

/** Relative specifiers of static `import`/`export … from` statements (dynamic `import()` excluded). */
function staticImports(code: string): string[] {
  const specs: string[] = [];
  const pattern = /(?<![\w$.])(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?(["'])(\.{1,2}\/[^"']+)\1/g;
  for (const match of code.matchAll(pattern)) specs.push(match[2]);
  return specs;
}

function cssImports(css: string): string[] {
  return [...css.matchAll(/@import\s+(?:url\()?\s*["']?([^"')\s;]+)/g)].map((m) => m[1]).filter((url) => !/^[a-z]+:/i.test(url));
}

// ---------------------------------------------------------------------------------------------
// 1. First-load bytes

type FileSize = { url: string; raw: number; gzip: number };
type TypeTotal = { files: number; raw: number; gzip: number; list: FileSize[] };
type ResourceType = 'js' | 'css' | 'html' | 'json';

const gzipSize = (data: Buffer | string) => gzipSync(data, { level: 9 }).length;

function sizeOf(buildDir: string, url: string): FileSize {
  const data = readFileSync(join(buildDir, decodeURIComponent(url.replace(/[?#].*$/, ''))));
  return { url, raw: data.length, gzip: gzipSize(data) };
}

function total(list: FileSize[]): TypeTotal {
  return { files: list.length, raw: list.reduce((s, f) => s + f.raw, 0), gzip: list.reduce((s, f) => s + f.gzip, 0), list };
}

const isLocal = (url: string | undefined): url is string => !!url && url.startsWith('/') && !url.startsWith('//');

/** Follows static imports from the entry URLs; each file counts once. */
function closure(buildDir: string, entries: string[], importsOf: (text: string) => string[]): string[] {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const url = queue.shift()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const text = readFileSync(join(buildDir, url), 'utf8');
    for (const spec of importsOf(text)) queue.push(spec.startsWith('/') ? spec : posix.join(posix.dirname(url), spec));
  }
  return [...seen];
}

function pageFile(buildDir: string, path: string): string {
  return join(buildDir, path, 'index.html');
}

function firstLoad(buildDir: string, path: string): Record<ResourceType, TypeTotal> {
  const html = readFileSync(pageFile(buildDir, path), 'utf8');
  const tags = resourceTags(html);
  const rel = (tag: Tag) => (tag.attrs.rel ?? '').toLowerCase().split(/\s+/);
  const js = tags.filter((t) => (t.name === 'script' && t.attrs.type === 'module') || (t.name === 'link' && rel(t).includes('modulepreload')))
    .map((t) => t.attrs.src ?? t.attrs.href)
    .filter(isLocal);
  const css = tags.filter((t) => t.name === 'link' && rel(t).includes('stylesheet')).map((t) => t.attrs.href).filter(isLocal);
  const json = tags.filter((t) => t.name === 'link' && rel(t).includes('preload') && t.attrs.as === 'fetch').map((t) => t.attrs.href).filter(isLocal);
  return {
    js: total(closure(buildDir, js, staticImports).map((url) => sizeOf(buildDir, url))),
    css: total(closure(buildDir, css, cssImports).map((url) => sizeOf(buildDir, url))),
    html: total([{ url: path, raw: Buffer.byteLength(html), gzip: gzipSize(html) }]),
    json: total([...new Set(json)].map((url) => sizeOf(buildDir, url))),
  };
}

// ---------------------------------------------------------------------------------------------
// 3. HTML growth with the site: pick docs from the corpus's sidebar

type SidebarItem = { type: string; label?: string; href?: string; docId?: string; items?: SidebarItem[] };

/** The preloaded sidebar (the JSON array among the page's preloaded data). */
function sidebarOf(buildDir: string, path: string): SidebarItem[] {
  const html = readFileSync(pageFile(buildDir, path), 'utf8');
  for (const tag of resourceTags(html)) {
    if (tag.name !== 'link' || tag.attrs.as !== 'fetch' || !isLocal(tag.attrs.href)) continue;
    const data: unknown = JSON.parse(readFileSync(join(buildDir, tag.attrs.href), 'utf8'));
    if (Array.isArray(data)) return data as SidebarItem[];
  }
  throw new Error(`${path} preloads no sidebar`);
}

/** Doc links in sidebar order with how many categories enclose them. */
function docLinks(items: SidebarItem[], depth = 0): { href: string; depth: number }[] {
  return items.flatMap((item) => [
    ...(item.type === 'link' && item.docId && item.href ? [{ href: item.href, depth }] : []),
    ...(item.items ? docLinks(item.items, depth + 1) : []),
  ]);
}

type DocPick = { label: string; small: string; large: string | null };

/**
 * Which docs to compare. The corpora are planned from the doc count, so with seed 42 only
 * /docs/intro/ has the same path in both; that is compared, plus the first doc at the deepest
 * sidebar level both corpora have (different docs, same place in the sidebar).
 */
function pickDocs(smallDir: string, largeDir: string | null): DocPick[] {
  const small = docLinks(sidebarOf(smallDir, '/docs/intro/'));
  const large = largeDir ? docLinks(sidebarOf(largeDir, '/docs/intro/')) : null;
  const inLarge = new Set((large ?? small).map((d) => d.href));
  const common = small.filter((d) => inLarge.has(d.href) && (large || d.href === '/docs/intro/')).sort((a, b) => b.depth - a.depth)[0];
  const picks: DocPick[] = [];
  if (common) picks.push({ label: 'same path', small: common.href, large: large ? common.href : null });
  const maxDepth = (links: { depth: number }[]) => Math.max(...links.map((d) => d.depth));
  const depth = Math.min(maxDepth(small), large ? maxDepth(large) : Infinity);
  const a = small.find((d) => d.depth === depth);
  const b = large?.find((d) => d.depth === depth);
  if (a && (b || !large) && depth > (common?.depth ?? -1)) {
    picks.push({ label: `first doc ${depth} categories deep in the sidebar`, small: a.href, large: b?.href ?? null });
  }
  return picks;
}

// ---------------------------------------------------------------------------------------------
// 4. axe-core in Chromium

type AxeViolation = { id: string; impact: string | null; nodes: number };
type AxeResult = { kind: string; path: string; scheme: 'light' | 'dark'; theme: string | null; violations: AxeViolation[]; layoutShift: number };

async function openHydrated(browser: Browser, url: string, scheme: 'light' | 'dark'): Promise<Page> {
  const page = await browser.newPage();
  await page.emulateMedia({ colorScheme: scheme });
  await recordLayoutShifts(page);
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => (window as { __lecternHydrated?: boolean }).__lecternHydrated === true, null, { timeout: 15_000 });
  // Late shifts (a lazy chunk, a font) would land in this window.
  await page.waitForTimeout(500);
  return page;
}

async function runAxe(buildDir: string): Promise<AxeResult[]> {
  const axeSource = await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  const server = await startStaticServer({ dir: buildDir, port: 0, host: '127.0.0.1' });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const results: AxeResult[] = [];
  try {
    for (const scheme of ['light', 'dark'] as const) {
      for (const { kind, path } of AXE_PAGES) {
        const page = await openHydrated(browser, server.url.replace(/\/$/, '') + path, scheme);
        const { total: layoutShift } = await layoutShifts(page);
        await page.addScriptTag({ content: axeSource });
        const violations = await page.evaluate(async () => {
          type Result = { violations: { id: string; impact: string | null; nodes: unknown[] }[] };
          const axe = (window as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<Result> } }).axe;
          const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] } });
          return result.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.length }));
        });
        const theme = await page.evaluate(() => document.documentElement.getAttribute('data-theme'));
        results.push({ kind, path, scheme, theme, violations, layoutShift });
        log(`  axe ${scheme} ${path}: ${violations.length} violation(s), layout shift ${layoutShift.toFixed(4)}`);
        await page.close();
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return results;
}

// ---------------------------------------------------------------------------------------------
// Reporting

type Measurement = Record<string, unknown> & { measurement: string };
type Row = [section: string, page: string, value: string, budget: string];

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const check = (met: boolean) => (met ? '✓' : '✗');

function markdownTable(rows: Row[]): string {
  const header = ['measurement', 'page', 'value', 'budget'];
  return [header, header.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

function searchRows(search: Awaited<ReturnType<typeof measureSearch>>, measurements: Measurement[], site: string): Row[] {
  const { firstQuery: q, keystrokes: k } = search;
  const bytesMet = q.gzipBytes <= BUDGETS.firstQueryGzip;
  const msMet = k.medianMs <= BUDGETS.keystrokeMs;
  measurements.push({ measurement: 'search-first-query', site, page: search.page, ...q, budgetGzipBytes: BUDGETS.firstQueryGzip, met: bytesMet });
  measurements.push({ measurement: 'search-keystroke', site, page: search.page, ...k, budgetMs: BUDGETS.keystrokeMs, met: msMet });
  const w = k.wholeAnswer;
  const js = q.files.filter((f) => f.path.endsWith('.js'));
  const index = q.files.filter((f) => f.path.startsWith('/assets/search/'));
  const sum = (files: typeof q.files) => files.reduce((n, f) => n + f.gzipBytes, 0);
  return [
    [
      'search: first query downloads',
      `${site} doc \`${search.page}\`, "${q.query}"`,
      `${kb(q.gzipBytes)} gzip in ${q.files.length} files (${kb(q.rawBytes)} raw): code ${kb(sum(js))} (${js.map((f) => f.path.split('/').pop()).join(', ')}), index ${kb(sum(index))} (${index.map((f) => f.path.split('/').pop()).join(', ')}); results ${q.ms} ms after typing`,
      `≤ ${kb(BUDGETS.firstQueryGzip)} gzip ${check(bytesMet)}`,
    ],
    [
      'search: keystroke to results in the DOM',
      `${site} doc \`${search.page}\`, ${k.count} keystrokes`,
      `median ${k.medianMs.toFixed(1)} ms, p90 ${k.p90Ms.toFixed(1)} ms, max ${k.maxMs.toFixed(1)} ms; whole answer median ${w.medianMs.toFixed(1)} ms, p90 ${w.p90Ms.toFixed(1)} ms, max ${w.maxMs.toFixed(1)} ms`,
      `≤ ${BUDGETS.keystrokeMs} ms median ${check(msMet)}`,
    ],
  ];
}

function parseOptions() {
  const { values } = parseArgs({
    options: {
      'skip-large': { type: 'boolean', default: false },
      'reuse-builds': { type: 'boolean', default: false },
      seed: { type: 'string', default: '42' },
    },
  });
  const seed = Number(values.seed);
  if (!Number.isInteger(seed)) throw new Error('--seed must be an integer');
  return { skipLarge: values['skip-large'], reuse: values['reuse-builds'], seed };
}

async function main(): Promise<void> {
  const { skipLarge, reuse, seed } = parseOptions();
  const measurements: Measurement[] = [];
  const rows: Row[] = [];

  // 1. First-load bytes of the reference site.
  const reference = await buildReference(reuse);
  for (const { kind, path } of FIRST_LOAD_PAGES) {
    const load = firstLoad(reference.out, path);
    for (const type of ['js', 'css', 'html', 'json'] as const) {
      const t = load[type];
      const budget = type === 'js' ? BUDGETS.firstLoadJsGzip : type === 'css' ? BUDGETS.firstLoadCssGzip : null;
      // An MDX page's body is a script of its own, and so is a `.tsx` page module (the site's own React
      // page, like the home page): the page's content, not the framework the budget is for.
      const contentGzip = t.list.filter((f) => f.url.includes('/assets/mdx/') || f.url.includes('/assets/js/pages/')).reduce((n, f) => n + f.gzip, 0);
      const met = budget === null ? null : t.gzip - contentGzip <= budget;
      measurements.push({
        measurement: 'first-load',
        page: path,
        kind,
        type,
        files: t.files,
        rawBytes: t.raw,
        gzipBytes: t.gzip,
        ...(contentGzip ? { contentGzipBytes: contentGzip } : {}),
        budgetGzipBytes: budget,
        met,
        list: t.list,
      });
      const files = type === 'js' ? `, ${t.files} files` : t.files === 1 ? '' : `, ${t.files} files`;
      rows.push([
        `first-load ${type.toUpperCase()}`,
        `${kind} \`${path}\``,
        `${kb(t.gzip)} gzip (${kb(t.raw)} raw${files}${contentGzip ? `; ${kb(contentGzip)} of it the page's own content (MDX body or page module)` : ''})`,
        budget === null ? '—' : `≤ ${kb(budget)} gzip${contentGzip ? ' besides content' : ''} ${check(met!)}`,
      ]);
    }
  }

  // 2. Route data of a client navigation vs the article it carries.
  {
    const html = readFileSync(pageFile(reference.out, ROUTE_DATA_PAGE), 'utf8');
    const article = innerHtmlOf(html, 'data-lectern-slot="content"');
    const route = readFileSync(join(reference.out, ROUTE_DATA_PAGE, '__route.json'));
    const routeGzip = gzipSize(route);
    const articleGzip = gzipSize(article);
    const limit = articleGzip + BUDGETS.routeOverArticleGzip;
    measurements.push({
      measurement: 'route-data',
      page: ROUTE_DATA_PAGE,
      routeRawBytes: route.length,
      routeGzipBytes: routeGzip,
      articleRawBytes: Buffer.byteLength(article),
      articleGzipBytes: articleGzip,
      budgetGzipBytes: limit,
      met: routeGzip <= limit,
    });
    rows.push([
      'route data (`__route.json`)',
      `doc \`${ROUTE_DATA_PAGE}\``,
      `${kb(routeGzip)} gzip (${kb(route.length)} raw); article HTML ${kb(articleGzip)} gzip (${kb(Buffer.byteLength(article))} raw)`,
      `≤ article + ${kb(BUDGETS.routeOverArticleGzip)} = ${kb(limit)} gzip ${check(routeGzip <= limit)}`,
    ]);
  }

  // 4 (runs before 3, so the quick figures are not held up by the large build).
  log('Running axe-core in Chromium on the reference build');
  const axeResults = await runAxe(reference.out);

  // 5. Search in Chromium: what the first query downloads, and keystroke latency once loaded.
  log('Measuring search in Chromium on the reference build');
  rows.push(...searchRows(await measureSearch(reference.out), measurements, 'reference'));

  // 3. HTML of the same doc in the 1k and the 10k corpus.
  const corpora: Measurement[] = [];
  const builds: Record<string, number> = { reference: reference.wallSeconds };
  const small = await buildCorpus(SIZES.default, seed, reuse);
  builds[SIZES.default.label] = small.wallSeconds;
  let large: BuildSummary | null = null;
  if (skipLarge) {
    log('Skipping the 10k corpus (--skip-large)');
  } else {
    large = await buildCorpus(SIZES.large, seed, reuse);
    builds[SIZES.large.label] = large.wallSeconds;
  }
  for (const pick of pickDocs(small.out, large?.out ?? null)) {
    const chrome = (html: string) => Buffer.byteLength(html) - Buffer.byteLength(innerHtmlOf(html, 'data-lectern-slot="content"'));
    const sizes = (dir: string, path: string) => {
      const html = readFileSync(pageFile(dir, path), 'utf8');
      return { page: path, htmlBytes: Buffer.byteLength(html), htmlGzipBytes: gzipSize(html), htmlWithoutArticleBytes: chrome(html) };
    };
    const a = sizes(small.out, pick.small);
    const b = large && pick.large ? sizes(large.out, pick.large) : null;
    const samePath = pick.small === pick.large || !large;
    const ratio = b ? b.htmlBytes / a.htmlBytes : null;
    const chromeRatio = b ? b.htmlWithoutArticleBytes / a.htmlWithoutArticleBytes : null;
    // Different docs have different articles, so for those only the page around the article compares.
    const judged = samePath ? ratio : chromeRatio;
    const met = judged === null ? null : judged <= BUDGETS.htmlGrowth;
    corpora.push({
      measurement: 'doc-html-growth',
      pick: pick.label,
      sizes: { [SIZES.default.label]: a, ...(b ? { [SIZES.large.label]: b } : {}) },
      ratio,
      ratioWithoutArticle: chromeRatio,
      budgetRatio: BUDGETS.htmlGrowth,
      met,
    });
    const page = samePath || !pick.large ? `\`${pick.small}\` (${pick.label})` : `${pick.label}: \`${pick.small}\` (1k), \`${pick.large}\` (10k)`;
    const value = b
      ? `1k ${a.htmlBytes} B → 10k ${b.htmlBytes} B = ${ratio!.toFixed(2)}×; without the article ${a.htmlWithoutArticleBytes} B → ${b.htmlWithoutArticleBytes} B = ${chromeRatio!.toFixed(2)}×`
      : `1k ${a.htmlBytes} B (without the article ${a.htmlWithoutArticleBytes} B); 10k skipped (--skip-large)`;
    const budget = `≤ ${BUDGETS.htmlGrowth}×${samePath ? '' : ' without the article'} ${met === null ? 'n/a' : check(met)}`;
    rows.push(['doc HTML, 1k vs 10k corpus', page, value, budget]);
  }
  measurements.push(...corpora);

  // 5 again, on the 10k corpus: its current docs alone are a few hundred index files.
  const largeDoc = large && pickDocs(small.out, large.out).find((p) => p.large)?.large;
  if (large && largeDoc) {
    log('Measuring search in Chromium on the 10k corpus');
    rows.push(...searchRows(await measureSearch(large.out, largeDoc), measurements, SIZES.large.label));
  }

  // 4. axe rows.
  for (const { kind, path } of AXE_PAGES) {
    const perScheme = axeResults.filter((r) => r.path === path);
    const describe = (r: AxeResult) =>
      `${r.scheme} ${r.violations.length}${r.violations.length ? ` (${r.violations.map((v) => `${v.id}×${v.nodes}`).join(', ')})` : ''}`;
    rows.push([`axe violations (wcag2a, wcag2aa)`, `${kind} \`${path}\``, perScheme.map(describe).join('; '), '—']);
    const shift = Math.max(...perScheme.map((r) => r.layoutShift));
    rows.push(['layout shift on load', `${kind} \`${path}\``, perScheme.map((r) => `${r.scheme} ${r.layoutShift.toFixed(4)}`).join('; '), `0 ${check(shift === 0)}`]);
    for (const r of perScheme) measurements.push({ measurement: 'axe', ...r, count: r.violations.length });
  }

  process.stdout.write(`${markdownTable(rows)}\n\n${measurements.map((m) => JSON.stringify(m)).join('\n')}\n`);
  const resultsDir = join(REPO_ROOT, 'bench/results');
  await mkdir(resultsDir, { recursive: true });
  const environment = { node: process.version, platform: process.platform, arch: process.arch, cpus: availableParallelism() };
  const report = { date: new Date().toISOString(), seed, skipLarge, environment, budgets: BUDGETS, buildWallSeconds: builds, measurements };
  await writeFile(join(resultsDir, 'client.json'), JSON.stringify(report, null, 2) + '\n');
  log(`Wrote ${join(resultsDir, 'client.json')}`);
}

main().catch((error: unknown) => {
  log(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
});
