/**
 * The Docusaurus compatibility fixture (issue #12): a Docusaurus-layout site without a Lectern config that
 * uses every piece of Docusaurus's Markdown dialect and layout conventions. It is built once; each test
 * reads the rendered HTML (and data) of one feature.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Element } from 'domhandler';
import { DomUtils, parseDocument } from 'htmlparser2';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { build } from '../src/build/build.ts';
import type { BuildReport } from '../src/build/report.ts';
import { fixtureCopies, page } from './helpers/tree.ts';

const FIXTURE = fileURLToPath(new URL('./fixtures/docusaurus-dialect/', import.meta.url));
const sites = fixtureCopies(FIXTURE, 'docusaurus-dialect');
let root = '';
let report: BuildReport;

test.before(async () => {
  root = sites.copy('site');
  report = await build({ root });
});
test.after(() => sites.cleanup());

// ---------------------------------------------------------------------------- reading the output

type Node = ReturnType<typeof parseDocument>;

const out = (file: string) => join(root, 'build', file);
const dom = (file: string): Node => parseDocument(page(root, file));
const hasClass = (el: Element, cls: string) => (el.attribs.class ?? '').split(/\s+/).includes(cls);
const all = (scope: Node | Element, test: (el: Element) => boolean): Element[] => DomUtils.findAll(test, scope.children);
const byClass = (scope: Node | Element, cls: string) => all(scope, (el) => hasClass(el, cls));
const byTag = (scope: Node | Element, tag: string) => all(scope, (el) => el.name === tag);
/** The one element with class `cls` under `scope`: a second one is a broken fixture or a bug. */
function one(scope: Node | Element, cls: string): Element {
  const found = byClass(scope, cls);
  assert.is(found.length, 1, `exactly one .${cls}`);
  return found[0];
}
/** Text as a reader sees it: entities decoded, comments left out, runs of white space as one space. */
const text = (el: Node | Element) => DomUtils.textContent(el).replace(/\s+/g, ' ').trim();
/** The rendered body of a page's `content` slot. */
const article = (file: string) => all(dom(file), (el) => el.attribs['data-lectern-slot'] === 'content')[0];
/** The raw HTML of a page's content slot, for checks of what is (not) written at all. */
function articleHtml(file: string): string {
  const html = page(root, file);
  return html.slice(html.indexOf('data-lectern-slot="content"'), html.indexOf('<script id="__lectern"'));
}
const routeData = <T,>(file: string) => JSON.parse(readFileSync(out(file.replace(/index\.html$/, '__route.json')), 'utf8')) as T;

/** Every code line of a code block: its text and whether it is highlighted. */
const codeLines = (block: Element) => byClass(block, 'code-line').map((line) => ({ text: DomUtils.textContent(line), highlighted: hasClass(line, 'highlighted') }));
/** The code block whose title bar reads `title`. */
const titledBlock = (scope: Element, title: string) => byClass(scope, 'code-block').find((b) => byClass(b, 'code-block-title').some((t) => text(t) === title))!;

/** Shared data files of the build (sidebars, the site datum), parsed. */
function dataFiles(): unknown[] {
  const dir = out('assets/data');
  return readdirSync(dir).map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as unknown);
}
interface SidebarLink {
  type: string;
  label: string;
  href?: string;
  unlisted?: boolean;
  customProps?: Record<string, unknown>;
  items?: SidebarLink[];
}
/** The sidebar whose first item is labelled `first`. */
function sidebarStartingWith(first: string): SidebarLink[] {
  const found = dataFiles().find((d): d is SidebarLink[] => Array.isArray(d) && (d[0] as SidebarLink | undefined)?.label === first);
  assert.ok(found, `a sidebar starting with ${first}`);
  return found!;
}
const sitemap = () => readFileSync(out('sitemap.xml'), 'utf8');

const PLAIN = 'docs/dialect/plain/index.html';
const RICH = 'docs/dialect/rich/index.html';

// ---------------------------------------------------------------------------- the config

test('docusaurus.config.js is read and translated: mermaid, math, the mermaid theme and its themeConfig applied', () => {
  assert.not.ok(existsSync(join(root, 'site.config.ts')));
  const applied = report.translation?.applied ?? [];
  for (const key of ['markdown.format', 'markdown.mermaid', 'remarkPlugins: remark-math (markdown.math)', 'themes.mermaid', 'themeConfig.mermaid.theme', 'themeConfig.mermaid.options', 'presets.classic.theme.customCss']) {
    assert.ok(applied.includes(key), `applied: ${key}`);
  }
  assert.equal(report.translation?.unknownPlugins, []);
  const site = dataFiles().find((d): d is { themeConfig: { mermaid?: unknown } } => typeof d === 'object' && d !== null && 'themeConfig' in d);
  assert.equal(site?.themeConfig.mermaid, { theme: { light: 'neutral', dark: 'forest' }, options: { fontFamily: 'monospace' } }, 'themeConfig.mermaid reaches the browser');
});

// ---------------------------------------------------------------------------- the Markdown dialect

test("format 'detect': a .md file is CommonMark on the fast path (braces and < are text), a .mdx file is MDX", () => {
  assert.is(routeData<{ modules: { content: { kind: string } } }>(PLAIN).modules.content.kind, 'html');
  assert.is(routeData<{ modules: { content: { kind: string } } }>(RICH).modules.content.kind, 'mdx');
  assert.is(text(byTag(article(PLAIN), 'p')[0]), "A .md file under format: 'detect' is CommonMark: {braces stay text}, and so does 2 <3 here.");
  assert.ok(articleHtml(PLAIN).includes('2 &lt;3 here'), 'the < is escaped');
});

test('MDX expressions and import/export anywhere: values computed, the components imported mid-file and at the end render', () => {
  const body = article(RICH);
  assert.ok(text(body).includes('The sum is 42 and the release is Lectern 3.'), text(body));
  assert.is(text(one(body, 'stamp')), 'mdx-stamp', 'imported with @site/ after a paragraph');
  const panels = all(body, (el) => el.attribs.role === 'tabpanel' && el.attribs['data-tab-value'] === 'one');
  assert.equal(panels.map(text), ['late-import-tab'], 'Tabs imported after the content that uses them');
  assert.not.ok(articleHtml(RICH).includes('export const'), 'the export is code, not text');
});

test('HTML comments: hidden in .md (a comment in the HTML), dropped from .mdx (an MDX comment)', () => {
  assert.not.ok(text(article(PLAIN)).includes('a comment the reader never sees'));
  assert.ok(articleHtml(PLAIN).includes('<!-- a comment the reader never sees -->'));
  assert.not.ok(articleHtml(RICH).includes('which MDX would not accept'));
});

test('an mdx-code-block fence is unwrapped: its content is MDX, not code', () => {
  const [block] = byClass(article(RICH), 'unwrapped-block');
  assert.ok(block, 'the div inside the fence rendered');
  assert.is(DomUtils.getInnerHTML(block), '<p>Markdown <strong>inside</strong> an mdx-code-block fence.</p>');
  assert.not.ok(articleHtml(RICH).includes('mdx-code-block</'), 'no code block shows the fence');
});

test('{#custom-id} sets the heading id (and its anchor) in .md and .mdx, and leaves the text', () => {
  for (const [file, id, label] of [[PLAIN, 'custom-id', 'Setting things up'], [RICH, 'mdx-custom-id', 'Explicit id here']]) {
    const h2 = byTag(article(file), 'h2').find((h) => h.attribs.id === id);
    assert.ok(h2, `${file}: h2#${id}`);
    assert.is(text(h2!), label, 'the text without the {#…} (the hash link is empty)');
    assert.is(byTag(h2!, 'a')[0]?.attribs.href, `#${id}`);
  }
  assert.not.ok(articleHtml(PLAIN).includes('{#') || articleHtml(RICH).includes('{#'));
});

test('admonitions: :::note[Title] and :::note Title forms, and one nested in a four-colon parent, in .md and .mdx', () => {
  const cases = [
    { file: PLAIN, bracket: ['note', 'Bracket title'], parent: ['tip', 'Spaced title'], child: ['warning', 'Warning', 'nested-warning-body'] },
    { file: RICH, bracket: ['note', 'Bracketed in MDX'], parent: ['caution', 'Spaced in MDX'], child: ['danger', 'Inner danger', 'mdx-nested-danger-body'] },
  ];
  for (const { file, bracket, parent, child } of cases) {
    const body = article(file);
    const heading = (box: Element) => text(byClass(box, 'admonition-heading')[0]);
    assert.is(heading(one(body, `admonition-${bracket[0]}`)), bracket[1], `${file}: bracket title`);
    const outer = one(body, `admonition-${parent[0]}`);
    assert.is(heading(outer), parent[1], `${file}: title after a space`);
    const content = outer.children.filter((c): c is Element => c.type === 'tag' && hasClass(c, 'admonition-content'))[0];
    const inner = byClass(content, `admonition-${child[0]}`);
    assert.is(inner.length, 1, `${file}: the ${child[0]} box is inside the ${parent[0]} box's content`);
    assert.is(heading(inner[0]), child[1]);
    assert.is(text(byClass(inner[0], 'admonition-content')[0]), child[2]);
    assert.not.ok(text(body).includes(':::'), `${file}: no colons left over`);
  }
});

test('<details> with a <summary> keeps its Markdown content', () => {
  const [details] = byTag(article(PLAIN), 'details');
  assert.is(text(byTag(details, 'summary')[0]), 'More about the cache');
  assert.is(DomUtils.getInnerHTML(byTag(details, 'p')[0]), 'The cache lives in <code>.lectern/</code>.');
});

test('code blocks: title=, showLineNumbers and {1,4-6} mark lines 1 and 4 to 6, in .md and .mdx', () => {
  for (const [file, title] of [[PLAIN, 'src/cache.ts'], [RICH, 'src/compile.ts']]) {
    const block = titledBlock(article(file), title);
    assert.ok(block, `${file}: a block titled ${title}`);
    assert.ok(hasClass(block, 'with-line-numbers'), `${file}: line numbers`);
    const lines = codeLines(block);
    assert.is(lines.length, 7);
    assert.equal(lines.flatMap((l, i) => (l.highlighted ? [i + 1] : [])), [1, 4, 5, 6], file);
  }
});

test('code blocks: highlight-next-line and highlight-start/end mark lines and are removed', () => {
  const block = byClass(article(PLAIN), 'language-js').find((el) => hasClass(el, 'code-block'))!;
  assert.equal(codeLines(block), [
    { text: 'const quiet = true;', highlighted: false },
    { text: 'const loud = true;', highlighted: true },
    { text: "const first = 'a';", highlighted: true },
    { text: "const second = 'b';", highlighted: true },
    { text: 'const after = false;', highlighted: false },
  ]);
});

test('npm2yarn: titled npm, Yarn and pnpm blocks in .md; synced tabs in .mdx', () => {
  const plain = article(PLAIN);
  assert.equal(['npm', 'yarn', 'pnpm'].map((pm) => text(byTag(titledBlock(plain, pm), 'pre')[0])), ['npm install lectern-plugin', 'yarn add lectern-plugin', 'pnpm add lectern-plugin']);
  const rich = article(RICH);
  const tabs = all(rich, (el) => el.attribs.role === 'tab').map(text);
  assert.equal(tabs.slice(0, 3), ['npm', 'yarn', 'pnpm']);
  const panel = (pm: string) => text(all(rich, (el) => el.attribs.role === 'tabpanel' && el.attribs['data-tab-value'] === pm)[0]);
  assert.equal(['npm', 'yarn', 'pnpm'].map(panel), ['npm install --save-dev lectern-theme', 'yarn add --dev lectern-theme', 'pnpm add --save-dev lectern-theme']);
});

test('math through remark-math and rehype-katex: KaTeX markup in .md and .mdx, and its stylesheet linked and published', () => {
  const annotations = (file: string) => byTag(article(file), 'annotation').map(text);
  assert.equal(annotations(PLAIN), ['a^2 + b^2 = c^2', '\\int_0^1 x\\,dx = \\frac{1}{2}']);
  assert.is(byClass(article(PLAIN), 'katex-display').length, 1, 'the $$ block is display math');
  assert.equal(annotations(RICH), ['e^{i\\pi} + 1 = 0']);
  const href = byTag(dom(PLAIN), 'link').map((l) => l.attribs.href).find((h) => /\/katex\/katex\.\w+\.css$/.test(h ?? ''));
  assert.ok(href, 'the page links KaTeX stylesheet');
  assert.match(readFileSync(out(href!.slice(1)), 'utf8'), /\.katex\{/);
});

test('mermaid: each fence is a diagram container with its source as text (escaped), and the drawing code ships as a chunk', () => {
  const sources = {
    [PLAIN]: 'graph TD;\n  Source-->Compile;\n  Compile-->Render;',
    [RICH]: 'sequenceDiagram\n  Reader->>Server: page, please\n  Server-->>Reader: HTML & <svg>',
  };
  for (const [file, source] of Object.entries(sources)) {
    const container = one(article(file), 'mermaid-diagram');
    const pres = byTag(container, 'pre');
    assert.equal(pres.map((p) => p.attribs.class), ['mermaid-source'], file);
    assert.is(DomUtils.textContent(pres[0]), source, file);
    assert.not.ok(byClass(article(file), 'language-mermaid').length, `${file}: not a code block`);
  }
  assert.ok(articleHtml(RICH).includes('HTML &amp; &lt;svg&gt;'), 'the source is escaped');
  const scripts = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? scripts(join(dir, e.name)) : e.name.endsWith('.js') ? [join(dir, e.name)] : []));
  assert.ok(scripts(out('assets')).some((f) => readFileSync(f, 'utf8').includes('lectern-mermaid-')), 'the drawing chunk is published');
});

test('blog excerpts: <!-- truncate --> in .md and {/* truncate */} in .mdx cut the list, not the post', () => {
  const list = text(dom('blog/index.html'));
  assert.ok(list.includes('plain-post-excerpt') && list.includes('folder-post-excerpt'));
  assert.not.ok(list.includes('plain-post-rest') || list.includes('folder-post-rest'), 'the list stops at the marker');
  assert.equal(byClass(dom('blog/index.html'), 'read-more').map((a) => a.attribs.href), ['/blog/2024/02/01/plain-post/', '/blog/2021/05/12/folder-post/']);
  assert.ok(text(article('blog/2024/02/01/plain-post/index.html')).includes('plain-post-rest'));
  assert.ok(text(article('blog/2021/05/12/folder-post/index.html')).includes('folder-post-rest'));
});

// ---------------------------------------------------------------------------- layout conventions

test('_category_.json with a generated index: its page lists the category items with its title and description', () => {
  const main = byTag(dom('docs/category/dialect/index.html'), 'main')[0];
  assert.is(text(byTag(main, 'h1')[0]), 'Dialect overview');
  assert.is(text(one(main, 'category-description')), 'Every piece of the Markdown dialect, one page each.');
  assert.equal(byClass(main, 'card').map((a) => [a.attribs.href, text(a)]), [['/docs/dialect/plain/', 'Plain Markdown'], ['/docs/dialect/rich/', 'Rich MDX']]);
});

test('_category_.yml with a generated index at its own slug: listed docs only (no unlisted, no draft), customProps kept', () => {
  const main = byTag(dom('docs/layout-overview/index.html'), 'main')[0];
  assert.is(text(byTag(main, 'h1')[0]), 'Layout overview');
  assert.equal(byClass(main, 'card').map((a) => a.attribs.href), ['/docs/layout/aside/', '/docs/paging-demo/', '/docs/layout/props/', '/docs/layout/updated/']);
  const layout = sidebarStartingWith('Welcome').find((i) => i.label === 'Layout')!;
  assert.equal([layout.href, layout.customProps], ['/docs/layout-overview/', { area: 'layout' }]);
});

test('a category index.md or README.md is the category page', () => {
  const sidebar = sidebarStartingWith('Welcome');
  for (const [label, href, marker] of [['Guides', '/docs/guides/', 'guides-index-body'], ['reference', '/docs/reference/', 'reference-readme-body']]) {
    const category = sidebar.find((i) => i.label === label);
    assert.equal([category?.type, category?.href], ['category', href], label);
    assert.ok(text(article(`${href.slice(1)}index.html`)).includes(marker), `${href} shows the index doc`);
  }
  assert.not.ok(existsSync(out('docs/guides/index/index.html')) || existsSync(out('docs/reference/README/index.html')));
});

test('sidebars.js with an autogenerated sidebar: folders as categories in _category_ position order', () => {
  assert.equal(sidebarStartingWith('Welcome').map((i) => [i.type, i.label]), [['link', 'Welcome'], ['category', 'Dialect'], ['category', 'Layout'], ['category', 'Guides'], ['category', 'reference']]);
});

test('id and slug from front matter: the doc with id "welcome" and slug / is the docs home, paged.md lives at /docs/paging-demo/', () => {
  assert.is(text(byTag(article('docs/index.html'), 'p')[0]), 'This site checks that a Docusaurus-layout folder builds with Lectern as it is.');
  assert.is(routeData<{ route: { props: { id: string } } }>('docs/index.html').route.props.id, 'welcome');
  assert.not.ok(existsSync(out('docs/intro/index.html')) || existsSync(out('docs/layout/paged/index.html')));
  assert.ok(existsSync(out('docs/paging-demo/index.html')));
});

test('pagination_prev / pagination_next: the pager links the docs front matter names (by id)', () => {
  const pager = (file: string) => byClass(dom(file), 'pagination-link').map((a) => [a.attribs.href, text(byClass(a, 'pagination-label')[0])]);
  assert.equal(pager('docs/paging-demo/index.html'), [['/docs/', 'Welcome'], ['/docs/dialect/rich/', 'Rich MDX']]);
  assert.equal(pager('docs/index.html'), [['/docs/paging-demo/', 'Paged']]);
});

test('displayed_sidebar: the page shows the sidebar it names', () => {
  const sidebar = byClass(dom('docs/layout/aside/index.html'), 'doc-sidebar')[0];
  assert.equal(byTag(sidebar, 'a').map((a) => [a.attribs.href, text(a)]), [['/docs/layout/aside/', 'Aside'], ['https://lectern.example', 'Lectern on the web']]);
});

test('sidebar_custom_props reach the sidebar item', () => {
  const layout = sidebarStartingWith('Welcome').find((i) => i.label === 'Layout')!;
  assert.equal(layout.items?.find((i) => i.label === 'Custom props')?.customProps, { badge: 'fresh' });
});

test('unlisted: the page has the banner and noindex, and is in no sitemap, sidebar or generated index', () => {
  const hidden = dom('docs/layout/hidden/index.html');
  assert.is(text(byClass(hidden, 'unlisted-banner')[0]).startsWith('Unlisted page'), true);
  assert.ok(byTag(hidden, 'meta').some((m) => m.attribs.name === 'robots' && m.attribs.content.includes('noindex')));
  assert.not.ok(sitemap().includes('/docs/layout/hidden/'));
  assert.not.ok(text(byClass(dom('docs/layout/updated/index.html'), 'doc-sidebar')[0]).includes('Hidden page'), 'not shown in the sidebar of a listed page');
});

test('draft: the doc is not built, nor listed anywhere', () => {
  assert.not.ok(existsSync(out('docs/layout/unfinished')));
  assert.not.ok(sitemap().includes('unfinished'));
  assert.not.ok(JSON.stringify(dataFiles()).includes('Unfinished'));
});

test('last_update from front matter: date and author under the doc', () => {
  const footer = one(dom('docs/layout/updated/index.html'), 'doc-last-update');
  assert.is(text(footer), 'Last updated on March 1, 2024 by Ada Writer');
  assert.is(byTag(footer, 'time')[0].attribs.datetime, '2024-03-01');
});

test('docs tags.yml: a predefined tag has its label and description on the doc and on its page', () => {
  const tag = byClass(dom('docs/layout/updated/index.html'), 'tag')[0];
  assert.equal([tag.attribs.href, tag.attribs.title, text(tag)], ['/docs/tags/conventions/', 'Pages about layout conventions.', 'Conventions']);
  const main = byTag(dom('docs/tags/conventions/index.html'), 'main')[0];
  assert.is(text(byTag(main, 'h1')[0]), '1 doc tagged with "Conventions"');
  assert.ok(text(main).includes('Pages about layout conventions.'));
});

test('blog authors.yml socials: a handle becomes the profile URL, a URL is kept', () => {
  const links = byClass(dom('blog/2024/02/01/plain-post/index.html'), 'blog-author-links')[0];
  assert.equal(byTag(links, 'a').map((a) => [text(a), a.attribs.href]), [['Website', 'https://ada.example'], ['GitHub', 'https://github.com/ada-writes'], ['X', 'https://x.com/adawrites']]);
});

test('blog inline author objects: name, title and link', () => {
  const author = one(dom('blog/2021/05/12/folder-post/index.html'), 'blog-author');
  const name = byTag(one(author, 'blog-author-name'), 'a')[0];
  assert.equal([text(name), name.attribs.href, text(one(author, 'blog-author-title'))], ['Guest Author', 'https://guest.example', 'Visiting']);
});

test('blog folders: blog/2021/05-12-folder-post/index.mdx is dated 2021-05-12 from its folder names', () => {
  const times = byTag(byClass(dom('blog/2021/05/12/folder-post/index.html'), 'blog-post-meta')[0], 'time');
  assert.is(times[0].attribs.datetime, '2021-05-12');
});

test('src/theme: a wrapper from @theme-original/Footer renders around the original footer on every page', () => {
  for (const file of ['index.html', 'docs/index.html', 'blog/index.html']) {
    const html = page(root, file);
    assert.match(html, /<p class="footer-wrapper-note">wrapped-footer-marker<\/p><footer class="footer footer-light">[\s\S]*Written for the dialect check/, file);
  }
});

test('src/components: a component importing @theme/Admonition and a CSS module, from a page and from MDX; custom.css joins the theme stylesheet', () => {
  for (const file of ['index.html', RICH]) {
    const doc = dom(file);
    const stamp = byClass(doc, 'stamp')[0];
    const moduleClass = stamp.attribs.class.split(' ').find((c) => c !== 'stamp')!;
    assert.match(moduleClass, /^Stamp_stamp/, `${file}: the CSS module's class`);
    const sheets = byTag(doc, 'link').filter((l) => l.attribs.rel === 'stylesheet').map((l) => readFileSync(out(l.attribs.href.slice(1)), 'utf8'));
    assert.ok(sheets.some((css) => css.includes(`.${moduleClass}{`)), `${file}: a linked stylesheet styles .${moduleClass}`);
    assert.ok(sheets.some((css) => css.includes('--dialect-custom-marker')), `${file}: src/css/custom.css is linked`);
    const admonition = byClass(doc, 'admonition-info').find((a) => text(byClass(a, 'admonition-heading')[0]) === 'Stamped');
    assert.is(admonition && text(byClass(admonition, 'admonition-content')[0]), 'stamp-admonition-body', `${file}: @theme/Admonition from a site component`);
  }
});

test.run();
