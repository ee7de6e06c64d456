/**
 * The reference site (site.config.ts + content/) builds cleanly — every internal link and anchor
 * resolves — and produces every route the specification lists.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { build } from '../src/build/build.ts';
import type { BuildReport } from '../src/build/report.ts';

const REPO = fileURLToPath(new URL('..', import.meta.url));
const TMP = fileURLToPath(new URL('./.tmp/', import.meta.url));
mkdirSync(TMP, { recursive: true });
const root = mkdtempSync(join(TMP, 'site-'));
for (const part of ['site.config.ts', 'content', 'static']) cpSync(join(REPO, part), join(root, part), { recursive: true });

let report: BuildReport;

test.before(async () => {
  report = await build({ root });
});

test.after(() => rmSync(root, { recursive: true, force: true }));

const exists = (route: string) => existsSync(join(root, 'build', decodeURIComponent(route), 'index.html'));
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

const DOC_PAGES = [
  '', 'installation/', 'configuration/', 'playground/', 'typescript-support/', 'cli/', 'docusaurus-core/', 'creating-pages/', 'create-doc/',
  'docs-introduction/', 'docs-multi-instance/', 'sidebar/', 'versioning/', 'styling-layout/', 'swizzling/', 'static-assets/', 'search/',
  'browser-support/', 'seo/', 'using-plugins/', 'deployment/', 'guides/whats-next/', 'category/getting-started/', 'category/guides/',
  'markdown-features/', ...['admonitions', 'assets', 'code-blocks', 'diagrams', 'head-metadata', 'links', 'math-equations', 'plugins', 'react', 'tabs', 'toc'].map((p) => `markdown-features/${p}/`),
  ...['introduction', 'tutorial', 'git', 'crowdin'].map((p) => `i18n/${p}/`),
  'advanced/', ...['architecture', 'plugins', 'routing', 'ssg', 'client'].map((p) => `advanced/${p}/`),
  'migration/', 'migration/v2/', 'migration/v3/',
  'api/docusaurus-config/', 'api/plugin-methods/', 'api/plugins/', 'api/themes/', 'api/misc/',
];

const REQUIRED = [
  '/', '/search/', '/showcase/', '/versions/', '/feature-requests/', '/changelog/', '/blog/',
  '/blog/archive/', '/blog/authors/', '/blog/tags/', ...range(2, 5).map((n) => `/blog/page/${n}/`), ...range(2, 3).map((n) => `/blog/tags/release/page/${n}/`),
  ...['2.2', '2.3', '2.4', '3.0', '3.1', '3.2', '3.3', '3.4', '3.5', '3.6'].map((v) => `/blog/releases/${v}/`),
  '/blog/preparing-your-site-for-lectern-v3/', '/blog/visual-regression-testing/',
  ...range(2, 6).map((n) => `/changelog/page/${n}/`), '/changelog/authors/', '/changelog/3.6.3/', '/changelog/2.0.0/', '/changelog/2.0.0-alpha.1/', '/changelog/v2/',
  ...['canary', 'contributing', 'release-process', 'resources', 'support', 'team'].map((p) => `/community/${p}/`),
  ...['', '3.6.3/', '3.5.2/'].flatMap((v) => DOC_PAGES.map((p) => `/docs/${v}${p}`)),
  '/docs/api/plugins/plugin-svgr/',
  '/__docusaurus/debug/', ...['config', 'content', 'globalData', 'metadata', 'registry', 'routes'].map((p) => `/__docusaurus/debug/${p}/`),
  '/examples/markdownPageExample/', '/examples/noIndex/',
  '/tests/blog/', '/tests/blog/archive/', '/tests/blog/authors/', '/tests/blog/tags/', ...range(2, 7).map((n) => `/tests/blog/page/${n}/`),
  '/tests/docs/', '/tests/docs/tags/',
  ...['docs/support', 'docs/team', 'docs/resources', 'docs/next/support', 'docs/next/team', 'docs/next/resources', 'home'].map((p) => `/${p}/`),
];

test('the build succeeds with only the test blog’s two intended warnings', () => {
  assert.equal(report.warnings.length, 2, report.warnings.join('\n'));
  assert.ok(report.warnings.every((w) => w.includes('content/tests/blog/')), report.warnings.join('\n'));
});

test('every route the specification lists exists', () => {
  const missing = REQUIRED.filter((r) => !exists(r));
  assert.equal(missing, []);
});

test('the svgr plugin page exists only in the current docs version', () => {
  assert.not.ok(exists('/docs/3.6.3/api/plugins/plugin-svgr/'));
  assert.not.ok(exists('/docs/3.5.2/api/plugins/plugin-svgr/'));
});

test('blog authors: at least five author pages, and one author paginated to page 4', () => {
  const authors = readdirSync(join(root, 'build/blog/authors'), { withFileTypes: true }).filter((e) => e.isDirectory());
  assert.ok(authors.length >= 5, `${authors.length} author pages`);
  const paginated = authors.filter((a) => existsSync(join(root, 'build/blog/authors', a.name, 'authors/4/index.html')));
  assert.is(paginated.length, 1);
});

test('redirect pages point at the community docs', () => {
  assert.ok(readFileSync(join(root, 'build/docs/support/index.html'), 'utf8').includes('url=/community/support/'));
});

test('a doc set page with spaces in its path builds to an encoded URL', () => {
  const sitemap = readFileSync(join(root, 'build/sitemap.xml'), 'utf8');
  assert.match(sitemap, /<loc>https:\/\/lectern\.dev\/tests\/docs\/[^<]*%20[^<]*<\/loc>/);
});

test.run();
