/**
 * A Docusaurus 3 site written as Docusaurus documents it (test/fixtures/docusaurus-real: versioned docs,
 * blog, pages, components, swizzles, math, client redirects) builds with Lectern unchanged, and produces
 * at least 95% of the routes real Docusaurus built for it (test/fixtures/docusaurus-real.routes.txt).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { build } from '../src/build/build.ts';
import type { BuildReport } from '../src/build/report.ts';
import { copySources, fixtureCopies, page, readTree } from './helpers/tree.ts';

const FIXTURE = fileURLToPath(new URL('./fixtures/docusaurus-real/', import.meta.url));
const ROUTES = fileURLToPath(new URL('./fixtures/docusaurus-real.routes.txt', import.meta.url));
const sites = fixtureCopies(FIXTURE, 'docusaurus-real');
test.after(() => sites.cleanup());

/** One hash over every file of a folder, names included. */
function treeHash(dir: string): string {
  const hash = createHash('sha256');
  for (const [file, bytes] of [...readTree(dir)].sort(([a], [b]) => (a < b ? -1 : 1))) hash.update(file).update('\0').update(bytes).update('\0');
  return hash.digest('hex');
}

/**
 * The output files that serve a Docusaurus route. The fixture sets `trailingSlash: true`, so `/a/b/` is
 * `a/b/index.html`; a route without the slash (`/404.html`, or `/a/b` under other settings) is that file,
 * `a/b.html` or `a/b/index.html`.
 */
function filesOf(route: string): string[] {
  const path = decodeURI(route).slice(1);
  if (path === '' || path.endsWith('/')) return [`${path}index.html`];
  return /\.html$/.test(path) ? [path] : [`${path}.html`, `${path}/index.html`];
}

let root = '';
let report: BuildReport;

test.before(async () => {
  const before = treeHash(FIXTURE);
  root = sites.copy('build');
  report = await build({ root, clean: true });
  assert.is(treeHash(FIXTURE), before, 'the fixture is never written to');
});

test('the site builds unchanged, its copy untouched but for the output and cache', () => {
  const copy = readTree(root);
  const sources = [...copy.keys()].filter((f) => !/^(build|\.lectern)\//.test(f));
  assert.equal(sources.sort(), [...readTree(FIXTURE).keys()].sort(), 'the build adds no file beside the sources');
  assert.ok(sources.every((f) => copy.get(f)!.equals(readFileSync(join(FIXTURE, f)))), 'and changes none');
  assert.ok(report.routes.rendered > 0);
  assert.equal(report.translation?.unknownPlugins, [], 'every plugin of the config is known');
});

test("at least 95% of Docusaurus's routes exist in Lectern's output", () => {
  const routes = readFileSync(ROUTES, 'utf8').split('\n').filter((l) => l && !l.startsWith('#'));
  const missing = routes.filter((r) => !filesOf(r).some((f) => existsSync(join(root, 'build', f))));
  const covered = routes.length - missing.length;
  console.log(`  docusaurus-real: ${covered} of ${routes.length} Docusaurus routes built (${((100 * covered) / routes.length).toFixed(1)}%)${missing.length ? `; missing: ${missing.join(', ')}` : ''}`);
  assert.ok(covered / routes.length >= 0.95, `missing: ${missing.join(', ')}`);
});

test('the settings translated from the config show on the pages', () => {
  const intro = page(root, 'docs/intro/index.html');
  assert.match(intro, /<html lang="en-GB"/, 'i18n.defaultLocale');
  assert.match(intro, /<link rel="icon" href="\/img\/favicon.ico"\/>/, 'favicon');
  const dropdown = intro.slice(intro.indexOf('docs-version-dropdown'), intro.indexOf('</ul>', intro.indexOf('docs-version-dropdown')));
  assert.equal([...dropdown.matchAll(/dropdown-link[^>]*>([^<]+)</g)].map((m) => m[1]), ['2.2 (unreleased)', '2.1', '1.0'], 'the versions dropdown lists every version');
  const next = page(root, 'docs/next/intro/index.html');
  assert.match(next, /href="https:\/\/git\.example\.com\/tidewatch\/tidewatch\/edit\/main\/website\/docs\/intro\.md"[^>]*>Edit this page/, 'the docs editUrl string');
  assert.match(next, /Last updated.*March 2, 2025.*by Mara Lindqvist/s, 'front matter last_update without git');
  const post = page(root, 'blog/2024/03/10/introducing-tidewatch/index.html');
  assert.match(post, /<time dateTime="2024-03-10">/, "the dated folder's date");
  assert.match(post, /href="https:\/\/git\.example\.com\/tidewatch\/tidewatch\/edit\/main\/website\/blog\/2024\/03-10-introducing-tidewatch\/index\.mdx"/, 'the blog editUrl function');
  const clientRedirect = page(root, 'docs/install/index.html');
  assert.match(clientRedirect, /url=\/docs\/learn\/getting-started\/installation\//, 'a client redirect');
  assert.match(clientRedirect, /<link rel="icon" href="\/img\/favicon.ico"\/>/, "the site's icon: without one the browser asks for /favicon.ico");
});

test("a code block in a language Prism has no grammar for is shown as plain text with a warning, as Docusaurus shows it", () => {
  const docker = page(root, 'docs/next/learn/guides/deploy-with-docker/index.html');
  assert.match(docker, /<pre class="prism-code language-dockerfile" tabindex="0"><code><span class="code-line">FROM registry\.tidewatch\.example\.com\/tidewatch:2\.2<\/span>/);
  assert.ok(report.warnings.some((w) => /^code blocks in "dockerfile" are shown without highlighting \(no Prism grammar\): docs\/learn\/guides\/deploy-with-docker\.md:\d+;/.test(w)), report.warnings.join('\n'));
});

test("the site's CSS may name a static file by its site path (url(/img/logo.svg)): left as written, not bundled", () => {
  const css = readdirSync(join(root, 'build/assets/css')).filter((f) => /^styles\.\w+\.css$/.test(f)).map((f) => readFileSync(join(root, 'build/assets/css', f), 'utf8'));
  assert.is(css.length, 1);
  assert.match(css[0], /\.tidewatch-status\{background-image:url\(\/img\/logo\.svg\)\}/);
});

test("an ejected override importing what Lectern lacks is left out with a warning, and Lectern's own component stands in", () => {
  assert.ok(report.warnings.includes('src/theme/EditThisPage/index.js:5: theme component "@theme/Icon/Edit" does not exist; Lectern\'s own @theme/EditThisPage is used instead of this override (adapt it to Lectern\'s components, or remove it)'), report.warnings.join('\n'));
  const next = page(root, 'docs/next/intro/index.html');
  assert.match(next, /Edit this page/, "Lectern's edit link");
  assert.not.match(next, /Suggest a change/);
});

test('math, swizzles, components and pages render', () => {
  const backoff = page(root, 'docs/next/learn/concepts/backoff/index.html');
  assert.match(backoff, /class="katex-display"/, 'display math as KaTeX');
  assert.match(backoff, /<aside class="tidewatch-callout tidewatch-callout--info">.*Retry budget/s, 'the replaced Admonition');
  assert.match(backoff, /The <mark class="highlight" style="background-color:#0b6e99;color:#fff;padding:0 0.2rem">random factor<\/mark>/, 'a component src/theme/MDXComponents.js adds, used without an import');
  const home = page(root, 'index.html');
  assert.match(home, /Tidewatch service status: all schedulers healthy/, 'the wrapped Footer');
  assert.match(home, /class="footer/, "the original footer inside the wrapper");
  assert.match(home, /Exactly one run/, 'a component the home page imports');
  assert.match(home, /Current release: <!-- -->2\.2/, "a context the site's src/theme/Root.js provides to every page");
  assert.match(home, /<div class="main-wrapper home-wrapper" id="main"/, "Layout's wrapperClassName");
  const status = page(root, 'status/index.html');
  assert.match(status, /All schedulers are healthy/);
  assert.not.match(status, /class="footer/, "Layout's noFooter");
  assert.match(status, /<a href="\/img\/logo.svg">Logo<\/a> <a href="https:\/\/tidewatch.example.com\/img\/logo.svg">Logo, absolute<\/a>/, "useBaseUrlUtils' withBaseUrl, and useBaseUrl's absolute option");
  assert.match(status, /<p id="status-versions">current, 2\.1, 1\.0<\/p>/, "usePluginData('docusaurus-plugin-content-docs') of @docusaurus/useGlobalData: the versions");
  assert.match(status, /<p id="status-plugin">docusaurus-plugin-content-pages<\/p>/, '@docusaurus/useRouteContext on a page');
  assert.match(status, /<p id="status-support">help@tidewatch.example.com<\/p>/, "the config's customFields through useDocusaurusContext");
  const head = status.slice(0, status.indexOf('</head>'));
  assert.match(head, /<meta name="tidewatch-verification" content="tw-7f3a"\/>/, "the config's headTags");
  assert.match(head, /<meta property="og:image" content="https:\/\/tidewatch.example.com\/img\/social-card.png"\/>/, "themeConfig.image: the link-preview image of a page without its own");
  assert.match(head, /<link rel="stylesheet" href="\/css\/print.css"\/><script src="\/js\/stats.js" defer="" data-domain="tidewatch.example.com"><\/script>$/, 'its stylesheets and scripts, last in the head');
  assert.not.match(status, /katex\.min\.css/, "KaTeX's stylesheet from a CDN is left out: Lectern publishes its own");
  assert.match(home, /<h1 class="hero__title">Tidewatch<\/h1>/, '@theme/Heading as h1: no anchor');
  assert.match(home, /<h2 id="features" class="text--center">Why Tidewatch<a href="#features" class="hash-link" aria-label="Direct link to Why Tidewatch" title="Direct link to Why Tidewatch">/, '@theme/Heading with an id: the hash link');
  assert.match(home, /<h3>Exactly one run<\/h3>/, '@theme/Heading as h3');
  assert.match(home, /<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 32 32" class="[^"]+" role="img" aria-label="Tidewatch logo"><circle cx="16" cy="16" r="14" fill="#0b6e99"\/><path d="M4 19c4-3 8 3 12 0s8-3 12 0" stroke="#fff" stroke-width="2.5" fill="none"\/><\/svg>/, "require('….svg').default is a component drawing the SVG");
  const card = /<img class="[^"]+" alt="" src="(\/assets\/social-card-\w+\.png)"\/>/.exec(home)?.[1];
  assert.ok(card && existsSync(join(root, 'build', card)), "require('….png').default in a component is the published file's URL");
  const observability = page(root, 'docs/next/learn/guides/observability/index.html');
  assert.equal([...observability.matchAll(/<a href="([^"]+)" class="card card-doc">/g)].map((m) => m[1]), ['/docs/next/learn/guides/observability/metrics/', '/docs/next/learn/guides/observability/tracing/'], 'useCurrentSidebarCategory() of @docusaurus/theme-common feeds DocCardList');
  const oldHome = page(root, 'old-home/index.html');
  assert.match(oldHome, /<head>.*<meta http-equiv="refresh" content="0; url=\/docs\/intro\/"\/>.*<\/head>/, "<Redirect> of @docusaurus/router: a refresh to the target, with the trailing slash");
  assert.match(oldHome, /<link rel="icon" href="\/img\/favicon.ico"\/>.*<link rel="stylesheet" href="\/assets\/css\/styles\.\w+\.css"\/>.*<script type="module" src="\/assets\/js\/main\.\w+\.js"><\/script>/, 'a page without @theme/Layout still gets the document: its icon (else the browser asks for /favicon.ico), the styles and the client');
  assert.match(oldHome, /<body><p>Redirecting to .*<script id="__lectern" type="application\/json">\{"payload":\{"route":\{"path":"\/old-home\/".*"bare":true\}/, 'no shell around it; the client is told to render the document alone too');
  const versions = page(root, 'versions/index.html');
  assert.match(versions, /<p id="latest"><a href="\/docs\/intro\/">2\.1(<!-- -->)? documentation<\/a><\/p>/, 'useLatestVersion of @docusaurus/plugin-content-docs/client, with its main doc');
  assert.match(versions, /<ul id="past"><li><a href="\/docs\/1\.0\/intro\/">1\.0<\/a><\/li><\/ul>/, 'useVersions: the past versions');
  const api = page(root, 'docs/next/reference/http-api/index.html');
  assert.match(api, /examples\/token-request\.sh<\/div>.*<span class="token function">curl<\/span> <span class="token parameter variable">-H<\/span>/s, "'!!raw-loader!' gives the file's text, highlighted by CodeBlock");
  assert.match(api, /<img alt="The API in a terminal" width="320" src="\/assets\/social-card-\w+\.png"\/>/, "require('….png').default in MDX");
  assert.match(page(root, 'community/index.html'), /<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 32 32" width="48" height="48"><title>Tidewatch<\/title><circle /, 'an SVG an MDX page imports, with a title');
  assert.match(page(root, 'community/index.html'), /<span class="badge badge--secondary">monthly calls<\/span>/, 'a component an MDX page imports');
  assert.match(page(root, 'docs/next/learn/getting-started/first-job/index.html'), /<code>job\.overlap<\/code>/, 'a component a doc imports');
  assert.match(page(root, 'docs/next/learn/getting-started/first-job/index.html'), /<img src="\/img\/social-card\.png" alt="The jobs dashboard" class="themed-image themed-image--light" width="320"\/><img src="\/img\/logo\.svg" alt="The jobs dashboard" class="themed-image themed-image--dark" width="320"\/>/, '@theme/ThemedImage: a source per colour mode');
});

test("the site builds where no node_modules holds its packages: remark-math in the config and clsx in a page come from Lectern's", async () => {
  const dir = mkdtempSync(join(tmpdir(), 'lectern-no-modules-'));
  try {
    const site = join(dir, 'site');
    copySources(FIXTURE, site);
    const alone = await build({ root: site });
    assert.is(alone.routes.total, report.routes.total);
    const article = (at: string) => {
      const html = page(at, 'docs/next/learn/concepts/backoff/index.html');
      return html.slice(html.indexOf('data-lectern-slot'), html.indexOf('</article>'));
    };
    assert.ok(article(site).includes('class="katex"'), 'math, by the remark-math the config imports');
    assert.is(article(site), article(root), 'the same article as with the packages at hand');
    assert.match(page(site, 'index.html'), /<header class="hero hero--primary \w+"/, 'clsx joined the home page classes');
    // The site installs its own clsx (here one that marks what it joins): the pages use it from the next build.
    mkdirSync(join(site, 'node_modules/clsx'), { recursive: true });
    writeFileSync(join(site, 'node_modules/clsx/package.json'), JSON.stringify({ name: 'clsx', version: '9.9.9', main: 'index.js' }));
    writeFileSync(join(site, 'node_modules/clsx/index.js'), "module.exports = (...names) => ['site-clsx', ...names.filter(Boolean)].join(' ');\n");
    await build({ root: site });
    assert.match(page(site, 'index.html'), /<header class="site-clsx hero hero--primary \w+"/, "the site's own package once installed");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
