/**
 * A site with `docusaurus.config.{js,mjs,ts}` and no Lectern config: the Docusaurus config is bundled
 * with stand-ins for the packages it imports, translated into Lectern's options, and the build reports
 * what it applied and what it ignored.
 */
import { spawn } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { build, cacheFile } from '../src/build/build.ts';
import { Cache } from '../src/cache/cache.ts';
import { loadConfig } from '../src/config/load.ts';
import { assertSameTree, editFile, fixtureCopies, page, snapshot } from './helpers/tree.ts';
import { loadError } from './helpers/load-error.ts';

const FIXTURES = fileURLToPath(new URL('./fixtures/docusaurus-config/', import.meta.url));
const BIN = fileURLToPath(new URL('../bin/site.js', import.meta.url));
const sites = fixtureCopies(join(FIXTURES, 'esm'), 'docusaurus');

test.after(() => sites.cleanup());

/** A copy of one fixture variant (`esm`, `cjs`, `ts`). */
const copyOf = (variant: string) => sites.copy(variant, join(FIXTURES, variant));

/** A copy of the ESM fixture with its config replaced by `config` (written as `file`). */
function withConfig(config: string, file = 'docusaurus.config.js'): string {
  const root = sites.copy('inline');
  rmSync(join(root, 'docusaurus.config.js'));
  writeFileSync(join(root, file), config);
  return root;
}

test('ESM config: site options, the classic preset, navbar, footer and prism carried over', async () => {
  const c = await loadConfig(copyOf('esm'));
  assert.is(c.configFile, 'docusaurus.config.js');
  assert.equal([c.title, c.tagline, c.url, c.baseUrl], ['Widget handbook', 'Everything about the widget', 'https://widgets.example', '/handbook/']);
  assert.equal([c.onBrokenLinks, c.onBrokenAnchors, c.onBrokenMarkdownLinks], ['warn', 'ignore', 'throw'], 'the markdown hook sets the Markdown link policy');
  const [docs] = c.docs;
  assert.equal([c.docs.length, docs.path, docs.routeBasePath, docs.sidebarPath, docs.breadcrumbs], [1, 'docs', 'guide', 'sidebars.js', false]);
  const [blog] = c.blog;
  assert.equal([c.blog.length, blog.path, blog.routeBasePath, blog.postsPerPage, blog.blogTitle, blog.showReadingTime, blog.feedOptions.types], [1, 'blog', 'news', 4, 'Widget news', false, ['rss', 'atom']]);
  assert.equal(c.markdown, { toc: { minHeadingLevel: 2, maxHeadingLevel: 4 }, additionalLanguages: ['java'], format: 'detect', math: false, mermaid: true, onUnknownLanguage: 'warn' }, 'markdown.mermaid turns diagrams on; unknown code languages only warn, as Docusaurus shows them plain');
  assert.equal(c.customCss, ['src/css/custom.css'], "the preset theme's stylesheet");
  assert.equal([c.favicon, c.locale], ['img/favicon.ico', 'en'], 'the favicon and i18n.defaultLocale');
  const { navbar, footer } = c.themeConfig;
  assert.equal([navbar.title, navbar.logo, navbar.hideOnScroll], ['Widgets', { alt: 'Widget logo', src: 'img/logo.svg' }, false]);
  assert.equal(navbar.items, [
    { type: 'docSidebar', sidebarId: 'handbook', position: 'left', label: 'Handbook' },
    { to: '/news', label: 'News', position: 'left' },
    { href: 'https://git.example/widgets', label: 'Source', position: 'right' },
  ]);
  assert.equal(footer, {
    style: 'light',
    links: [
      { title: 'Read', items: [{ label: 'Handbook', to: '/guide/intro' }] },
      { title: 'Elsewhere', items: [{ label: 'Forum', href: 'https://forum.widgets.example' }] },
    ],
    logo: undefined,
    copyright: 'Copyright © Widget makers',
  });
});

test('ESM config: what was applied, what was ignored, and the plugins left out', async () => {
  const { translation } = await loadConfig(copyOf('esm'));
  assert.equal(translation?.applied, [
    'title', 'tagline', 'favicon', 'url', 'baseUrl', 'onBrokenLinks', 'onBrokenAnchors', 'trailingSlash', 'i18n.defaultLocale', 'i18n.locales', 'markdown.format', 'markdown.mermaid', 'markdown.hooks.onBrokenMarkdownLinks',
    'presets.classic', 'presets.classic.docs', 'presets.classic.docs.path', 'presets.classic.docs.routeBasePath', 'presets.classic.docs.sidebarPath', 'presets.classic.docs.editUrl', 'presets.classic.docs.showLastUpdateTime', 'presets.classic.docs.breadcrumbs',
    'presets.classic.blog', 'presets.classic.blog.routeBasePath', 'presets.classic.blog.postsPerPage', 'presets.classic.blog.blogTitle', 'presets.classic.blog.showReadingTime', 'presets.classic.blog.feedOptions', 'presets.classic.theme.customCss', 'plugins.sass',
    'themeConfig.navbar.title', 'themeConfig.navbar.logo', 'themeConfig.navbar.hideOnScroll', 'themeConfig.navbar.items',
    'themeConfig.footer.style', 'themeConfig.footer.links', 'themeConfig.footer.copyright',
    'themeConfig.image', 'themeConfig.prism.additionalLanguages', 'themeConfig.tableOfContents.minHeadingLevel', 'themeConfig.tableOfContents.maxHeadingLevel',
  ]);
  assert.equal(translation?.ignored, [
    'organizationName',
    'presets.classic.docs.remarkPlugins', 'presets.classic.blog.feedOptions.xslt',
    'themeConfig.navbar.logo.style', 'themeConfig.navbar.items[2].prependBaseUrlToHref', 'themeConfig.prism.theme', 'themeConfig.prism.darkTheme',
  ]);
  assert.equal(translation?.unknownPlugins, ['plugins[1] (function releaseNotesPlugin)'], 'docusaurus-plugin-sass is not needed: Sass is built in');
});

test("CommonJS config in Docusaurus 2's template shape (module.exports = config, require.resolve, prism themes by path) loads", async () => {
  const c = await loadConfig(copyOf('cjs-v2'));
  assert.equal([c.title, c.docs[0].sidebarPath, c.customCss], ['Sprocket', 'sidebars.js', ['src/css/custom.css']]);
  assert.equal(c.blog[0].showReadingTime, true);
});

test("a package.json whose type changes is read again: the config's module format follows it, not a remembered bundle", async () => {
  const root = copyOf('cjs-v2');
  const pkg = join(root, 'package.json');
  const plain = readFileSync(pkg, 'utf8');
  writeFileSync(pkg, plain.replace('"private": true', '"private": true,\n  "type": "module"'));
  try {
    await loadConfig(root);
    assert.unreachable('module.exports in an ES module fails');
  } catch (err) {
    assert.match((err as Error).message, /module is not defined/);
  }
  writeFileSync(pkg, plain);
  assert.is((await loadConfig(root)).title, 'Sprocket', 'CommonJS again once the type is gone');
});

test('CommonJS config exporting an async function: require, require.resolve and __dirname', async () => {
  const c = await loadConfig(copyOf('cjs'));
  assert.equal(c.staticDirectories, ['public', 'assets'], 'a path resolved from __dirname is made relative to the site');
  assert.equal(
    c.docs.map((d) => [d.id, d.path, d.routeBasePath, d.sidebarPath, d.lastVersion, d.versions]),
    [
      ['default', 'manual', '', 'sidebars.js', 'current', { current: { label: 'Next', path: 'next' } }],
      ['api', 'api', 'api', false, undefined, {}],
    ],
  );
  assert.equal(c.blog.map((b) => [b.id, b.path, b.routeBasePath, b.archiveBasePath, b.blogSidebarCount]), [['changelog', 'changelog', 'changelog', undefined, 0]], 'blog: false leaves only the plugin instance');
  assert.equal(c.pages, { path: 'src/pages', routeBasePath: '', prefixRoutes: [] });
  assert.equal([c.sitemap, c.debug, c.onBrokenMarkdownLinks], [true, false, 'ignore']);
  assert.equal(c.themeConfig.colorMode, { defaultMode: 'dark', disableSwitch: false, respectPrefersColorScheme: true });
  assert.equal(c.themeConfig.announcementBar, { id: 'v2', content: 'Version 2 is out', backgroundColor: '#fff', textColor: '#000', isCloseable: false });
  assert.equal(c.themeConfig.algolia, { appId: 'APP', apiKey: 'public-key', indexName: 'gadgets' });
  assert.equal(c.translation?.ignored, [
    'onDuplicateRoutes', 'presets.classic.docs.versions.current.banner', 'presets.classic.docs.remarkPlugins', 'presets.classic.sitemap.changefreq',
    'plugins.content-docs(api).sidebarPath', 'themeConfig.algolia.contextualSearch', 'themeConfig.docs', 'themeConfig.prism.theme',
  ]);
  for (const applied of ['presets.classic.blog', 'presets.classic.debug', 'plugins.content-docs(api)', 'plugins.content-blog(changelog).archiveBasePath']) {
    assert.ok(c.translation?.applied.includes(applied), applied);
  }
  assert.ok(c.translation?.applied.includes('themes.mermaid'), 'the Mermaid theme is one Lectern stands in for');
  assert.equal(c.translation?.unknownPlugins, []);
});

test('TypeScript config with type imports and satisfies: dropdowns keep only the keys Lectern knows', async () => {
  const c = await loadConfig(copyOf('ts'));
  assert.is(c.configFile, 'docusaurus.config.ts');
  assert.equal([c.title, c.docs[0].routeBasePath, c.docs[0].sidebarPath], ['Sprocket reference', 'reference', 'sidebars.ts']);
  assert.equal([c.blog[0].path, c.blog[0].blogSidebarTitle, c.blog[0].authorsMapPath], ['updates', 'Latest', 'updates/people.yml']);
  assert.equal(c.markdown.additionalLanguages, ['rust', 'toml']);
  assert.is(c.markdown.format, 'mdx', 'unset, .md files are read as MDX, as Docusaurus reads them');
  assert.is(c.markdown.math, true, 'remark-math in remarkPlugins turns math on');
  assert.equal(c.themeConfig.navbar.items, [
    { type: 'dropdown', label: 'More', items: [{ label: 'Updates', to: '/updates' }, { type: 'doc', docId: 'intro', label: 'Start' }], position: 'right' },
    { type: 'docsVersionDropdown', dropdownItemsAfter: [{ to: '/versions', label: 'All versions', className: 'all' }], position: 'right' },
    { type: 'search', position: 'right' },
  ]);
  assert.equal(c.translation?.ignored, ['presets.classic.docs.remarkPlugins', 'themeConfig.navbar.items[0].items[1].dropdownItemsAfter', 'themeConfig.navbar.items[1].dropdownActiveClassDisabled', 'themeConfig.prism.theme']);
  assert.ok(c.translation?.applied.includes('themes.search-algolia'));
  assert.equal(c.translation?.unknownPlugins, []);
});

test('docs without sidebarPath get an autogenerated sidebar, as in Docusaurus, even beside a sidebars.js', async () => {
  const root = withConfig("export default { presets: [['classic', { docs: { routeBasePath: 'guide' } }]] };\n");
  const c = await loadConfig(root);
  assert.equal(c.docs.map((d) => d.sidebarPath), [false]);
  const off = await loadConfig(withConfig("export default { presets: [['classic', { docs: { sidebarPath: false } }]] };\n"));
  assert.equal(off.translation?.ignored, ['presets.classic.docs.sidebarPath'], 'Lectern cannot hide the sidebar: recorded as ignored');
});

test('trailingSlash: false, other locales, and redirects or PWA settings made by functions are ignored', async () => {
  const c = await loadConfig(withConfig("export default { trailingSlash: false, i18n: { defaultLocale: 'fr', locales: ['fr', 'en'], path: 'i18n' } };\n"));
  assert.is(c.locale, 'fr');
  assert.equal(c.translation?.applied, ['i18n.defaultLocale']);
  assert.equal(c.translation?.ignored, ['trailingSlash', 'i18n.path', 'i18n.locales']);
});

test('client redirects and the PWA plugin become Lectern\'s redirects and pwa options', async () => {
  const config = `export default {
    plugins: [
      ['@docusaurus/plugin-client-redirects', { redirects: [{ from: '/old/', to: '/new/' }, { from: ['/a/', '/b/'], to: '/new/' }], createRedirects: (path) => undefined }],
      ['@docusaurus/plugin-pwa', { debug: true, offlineModeActivationStrategies: ['appInstalled', 'queryString'], swRegister: false,
        pwaHead: [{ tagName: 'link', rel: 'manifest', href: '/manifest.json' }, { tagName: 'meta', name: 'theme-color', content: '#123456' }] }],
    ],
  };\n`;
  const c = await loadConfig(withConfig(config));
  assert.equal(c.redirects, [{ from: '/old/', to: '/new/' }, { from: ['/a/', '/b/'], to: '/new/' }]);
  assert.equal([c.pwa?.debug, c.pwa?.offlineModeActivationStrategies, c.pwa?.manifest.theme_color], [true, ['appInstalled', 'queryString'], '#123456']);
  assert.equal(c.translation?.applied, ['plugins.client-redirects', 'plugins.client-redirects.redirects', 'plugins.pwa', 'plugins.pwa.debug', 'plugins.pwa.offlineModeActivationStrategies', 'plugins.pwa.pwaHead (theme-color)']);
  assert.equal(c.translation?.ignored, ['plugins.client-redirects.createRedirects', 'plugins.pwa.swRegister']);
  assert.equal(c.translation?.unknownPlugins, []);
});

test("customFields, clientModules, headTags, stylesheets, scripts and the theme's image and metadata become Lectern's options; KaTeX's CDN stylesheet is left out", async () => {
  const root = withConfig('');
  const config = `export default {
    customFields: { supportEmail: 'help@example.com', limits: [1, 2] },
    headTags: [{ tagName: 'link', attributes: { rel: 'preconnect', href: 'https://fonts.example.com' } }],
    stylesheets: ['https://fonts.example.com/inter.css', { href: 'https://cdn.jsdelivr.net/npm/katex@0.16.11/dist/katex.min.css', crossorigin: 'anonymous' }],
    scripts: ['/js/one.js', { src: 'https://stats.example.com/s.js', async: true, 'data-domain': 'example.com' }],
    clientModules: ['./src/a.js', ${JSON.stringify(join(root, 'src/b.js'))}], // an absolute path, as require.resolve gives
    themeConfig: { image: 'img/card.png', metadata: [{ name: 'keywords', content: 'jobs, scheduling' }] },
  };\n`;
  writeFileSync(join(root, 'docusaurus.config.js'), config);
  const c = await loadConfig(root);
  assert.equal(c.customFields, { supportEmail: 'help@example.com', limits: [1, 2] });
  assert.is(c.themeConfig.image, 'img/card.png', "themeConfig.image: every page's default link-preview image");
  assert.equal(c.headTags, [
    { tagName: 'meta', attributes: { name: 'keywords', content: 'jobs, scheduling' } },
    { tagName: 'link', attributes: { rel: 'preconnect', href: 'https://fonts.example.com' } },
    { tagName: 'link', attributes: { rel: 'stylesheet', href: 'https://fonts.example.com/inter.css' } },
    { tagName: 'script', attributes: { src: '/js/one.js' } },
    { tagName: 'script', attributes: { src: 'https://stats.example.com/s.js', async: true, 'data-domain': 'example.com' } },
  ]);
  assert.equal(c.clientModules, ['src/a.js', 'src/b.js'], 'relative to the site, absolute ones too');
  assert.equal(c.translation?.applied, ['customFields', 'clientModules', 'themeConfig.image', 'themeConfig.metadata', 'headTags', 'stylesheets', 'scripts']);
  assert.equal(c.translation?.ignored, ["stylesheets: https://cdn.jsdelivr.net/npm/katex@0.16.11/dist/katex.min.css (Lectern publishes KaTeX's stylesheet itself)"]);
});

test('without the classic preset there are no docs, blog or pages unless plugins add them', async () => {
  const c = await loadConfig(withConfig("export default { title: 'Bare' };\n"));
  assert.equal([c.docs, c.blog, c.pages], [[], [], undefined]);
  assert.equal(c.translation?.applied, ['title']);
});

test('a site config wins over a Docusaurus config beside it', async () => {
  const root = copyOf('esm');
  writeFileSync(join(root, 'site.config.ts'), "export default { title: 'Lectern config' };\n");
  const c = await loadConfig(root);
  assert.equal([c.configFile, c.title, c.translation], ['site.config.ts', 'Lectern config', undefined]);
});

test('an invalid translated value is an error naming docusaurus.config.js', async () => {
  const err = await loadError(withConfig("export default { baseUrl: 'handbook' };\n"));
  assert.is(err.location?.file, 'docusaurus.config.js');
  assert.match(err.message, /"baseUrl": a path that starts and ends with "\/"/);
  assert.match(err.hint ?? '', /settings translated from docusaurus\.config\.js/);
});

test('a config function that throws, a config that exports nothing, and presets that are no list are errors naming the file', async () => {
  const thrown = await loadError(withConfig("export default async () => { throw new Error('no token'); };\n", 'docusaurus.config.mjs'));
  assert.equal([thrown.location?.file, /no token/.test(thrown.message)], ['docusaurus.config.mjs', true]);
  const empty = await loadError(withConfig('export const title = 1;\n'));
  assert.equal([empty.location?.file, /exports no config object/.test(empty.message)], ['docusaurus.config.js', true]);
  const presets = await loadError(withConfig("export default { presets: 'classic' };\n"));
  assert.equal([presets.location?.file, /`presets` must be a list/.test(presets.message)], ['docusaurus.config.js', true]);
});

test('a syntax error names the file and line', async () => {
  const err = await loadError(withConfig("export default {\n  title: 'x'\n  tagline: 'y',\n};\n"));
  assert.equal([err.location?.file, err.location?.line], ['docusaurus.config.js', 3]);
});

test('a site with only docs/ and docusaurus.config.js builds, reporting what it ignored in one warning', async () => {
  const root = copyOf('esm');
  const report = await build({ root });
  assert.match(page(root, 'guide/intro/index.html'), /<title>Introduction \| Widget handbook<\/title>/);
  assert.match(page(root, 'guide/intro/index.html'), /<html lang="en" dir="ltr"[^>]*>.*<link rel="icon" href="\/handbook\/img\/favicon.ico"\/>/s, 'the favicon under the base URL');
  assert.match(page(root, 'guide/guides/assembly/index.html'), /href="\/handbook\/guide\/intro\/"/, 'a Markdown link resolves under the base URL and route base path');
  const fromConfig = report.warnings.filter((w) => w.startsWith('docusaurus.config.js:'));
  assert.equal(fromConfig, [
    'docusaurus.config.js: presets, plugins and themes Lectern does not know were left out: plugins[1] (function releaseNotesPlugin)',
    `docusaurus.config.js: settings Lectern has no option for were ignored: ${report.translation?.ignored.join(', ')}`,
  ]);
  assert.ok(report.translation?.ignored.includes('organizationName'));
  const again = await build({ root });
  assert.equal([again.routes.rendered, again.warnings], [0, report.warnings], 'a no-change rebuild reports the same warnings');
});

test('editing a module the Docusaurus config imports changes the next build', async () => {
  const root = copyOf('esm');
  await build({ root });
  const cache = Cache.open(cacheFile(root), () => {});
  assert.ok(cache.traced().includes('config/site-title.js'), 'the build scans the imported module as an input');
  cache.close();
  editFile(root, 'config/site-title.js', (t) => t.replace('Widget handbook', 'Gizmo handbook'));
  await build({ root });
  assert.match(page(root, 'guide/intro/index.html'), /<title>Introduction \| Gizmo handbook<\/title>/);
  const clean = sites.copy('clean', root);
  await build({ root: clean, clean: true });
  assertSameTree(snapshot(root), snapshot(clean), 'edited config import');
});

test('an ignored setting changes no output file', async () => {
  const root = copyOf('esm');
  await build({ root });
  const before = snapshot(root);
  editFile(root, 'docusaurus.config.js', (t) => t.replace("trailingSlash: true", "trailingSlash: false, projectName: 'widgets'"));
  const report = await build({ root });
  assert.ok(report.translation?.ignored.includes('projectName'));
  assertSameTree(snapshot(root), before, 'output after an ignored edit');
});

test('site build prints what the translation applied, once, in its summary', async () => {
  const root = copyOf('esm');
  const child = spawn(process.execPath, [BIN, 'build', '--root', root], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  const code = await new Promise((done) => child.on('close', done));
  assert.is(code, 0, stderr);
  const summary = stderr.split('\n').filter((l) => l.startsWith('docusaurus.config.js:'));
  assert.equal(summary.length, 1, stderr);
  assert.match(summary[0], /^docusaurus\.config\.js: 40 settings applied \(title, tagline, .*themeConfig\.tableOfContents\.maxHeadingLevel\); 7 settings ignored, 1 plugin left out \(see the warnings\)$/);
  assert.match(stderr, /^warning: docusaurus\.config\.js: settings Lectern has no option for were ignored: organizationName, /m);
});

test.run();
