/**
 * MDX imports what Docusaurus content imports: local components by relative path and `@site/…`, JSON,
 * npm packages, the common `@docusaurus/*` modules and theme components. They are bundled with the theme
 * (shared chunks), each route is keyed on what its imports read, and a bad import names its line.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { build } from '../src/build/build.ts';
import { BuildError } from '../src/util/errors.ts';
import { cleanBuildOf } from './helpers/clean-build.ts';
import { assertSameTree, editFile, fixtureCopies, page, snapshot } from './helpers/tree.ts';

const FIXTURE = fileURLToPath(new URL('./fixtures/mdx-imports-site/', import.meta.url));
const sites = fixtureCopies(FIXTURE, 'mdx-imports');
test.after(() => sites.cleanup());

/** The MDX article of a page, without the inline client payload. */
function article(root: string, file: string): string {
  const html = page(root, file);
  return html.slice(html.indexOf('data-lectern-slot'), html.indexOf('<script id="__lectern"'));
}

test('every kind of import renders on the server', async () => {
  const root = sites.copy('render');
  await build({ root });
  const html = article(root, 'docs/usage/index.html');
  for (const marker of ['badge-marker', 'local-marker', '<span class="site-title">MDX imports</span>', 'src="/img/logo.svg"', '4.2.0', 'HELLO!', 'href="/docs/other/"', 'server-fallback', 'role="tablist"', 'token keyword', 'admonition-tip', '<details', 'at /docs/usage/ in light mode, DOM flag boolean', 'Hello, <b>Ada</b>: interpolated', 'internal-check-ok']) {
    assert.ok(html.includes(marker), `the page shows ${marker}`);
  }
  assert.not.ok(html.includes('browser-only'), 'BrowserOnly children wait for the browser');
});

test('an imported .mdx or .md partial renders as content of the page: props, heading anchor, resolved link, admonition, theme imports, highlighted code', async () => {
  const root = sites.copy('partials');
  await build({ root });
  const html = article(root, 'docs/partials/index.html');
  for (const marker of ['<h2 id="shared-setup">Shared setup<a href="#shared-setup" class="hash-link"', '<strong>partial-prop-value</strong>', '<a href="/docs/target/#target">the target page</a>', 'admonition-tip', 'partial-admonition-marker', 'role="tablist"', 'partial-tab-marker', '<strong>Markdown</strong> snippet: partial-snippet-marker', '<span class="token keyword">const</span> shared']) {
    assert.ok(html.includes(marker), `the page shows ${marker}`);
  }
  assert.not.ok(html.includes('Front matter of a partial'), "the partial's front matter is not content");
  const image = /<img src="(\/assets\/[^"]+\.svg)" alt="The flow" title="How it flows"\/>/.exec(html)?.[1];
  assert.ok(image && readFileSync(join(root, 'build', image), 'utf8').includes('partial-image-marker'), "a relative image in the partial is published and shown from the page's own URL");
  assert.ok(html.includes('<img src="../../../outside.png" alt="Outside"/>'), 'one outside the site is not read: its src stays as written, as in a page body');
  assert.not.ok(['docs/parts/_intro', 'docs/parts/intro'].some((dir) => existsSync(join(root, 'build', dir))), 'a partial is not a page');
  assert.match(page(root, 'shared/index.html'), /<main><p>A <strong>Markdown<\/strong> snippet: partial-snippet-marker\.<\/p>/, 'a React page shows a partial inside @theme/MDXContent and MDXProvider of @mdx-js/react');
});

test('editing a partial, or moving the page its link names, re-renders the page importing it as a clean build would', async () => {
  const root = sites.copy('partials-edit');
  await build({ root });
  editFile(root, 'docs/parts/_intro.mdx', (t) => t.replace('Written once', 'Written exactly once'));
  const edited = await build({ root });
  assert.ok(edited.routes.rendered >= 1, 'the importing page rendered');
  assert.match(article(root, 'docs/partials/index.html'), /Written exactly once/);
  assertSameTree(snapshot(root), await cleanBuildOf(root, sites.copy), 'after editing the partial');
  editFile(root, 'docs/target.md', (t) => t.replace('title: Target', 'title: Target\nslug: /elsewhere'));
  await build({ root });
  assert.match(article(root, 'docs/partials/index.html'), /<a href="\/docs\/elsewhere\/#target">the target page<\/a>/, "the partial's link follows the page");
  assertSameTree(snapshot(root), await cleanBuildOf(root, sites.copy), 'after moving the linked page');
});

test('imports reach the browser as one chunk per file, with shared code in shared chunks', async () => {
  const root = sites.copy('client');
  await build({ root });
  const payload = JSON.parse(readFileSync(join(root, 'build/docs/usage/__route.json'), 'utf8')) as { modules: { content: { importsChunk?: string } } };
  const chunk = payload.modules.content.importsChunk;
  assert.match(chunk ?? '', /^\/assets\/js\/mdx\/docs-usage\.[\w-]+\.js$/);
  // Two pages import Badge: its code is published once.
  const scripts = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? scripts(join(dir, e.name)) : e.name.endsWith('.js') ? [join(dir, e.name)] : []));
  const withBadge = scripts(join(root, 'build/assets')).filter((f) => readFileSync(f, 'utf8').includes('data-shared-badge-component'));
  assert.is(withBadge.length, 1, `Badge's code in one chunk: ${withBadge.join(', ')}`);
  assert.not.ok(scripts(join(root, 'build/assets')).some((f) => readFileSync(f, 'utf8').includes('onRouteDidUpdate')), 'a site without clientModules ships no route lifecycle code');
  const plain = JSON.parse(readFileSync(join(root, 'build/docs/plain/__route.json'), 'utf8')) as { modules: { content: { kind: string } } };
  assert.is(plain.modules.content.kind, 'html', 'a .md page keeps the fast path');
});

test('an edit to an imported component, JSON file or package re-renders the pages importing it', async () => {
  const root = sites.copy('edit');
  await build({ root });
  editFile(root, 'src/components/Badge.tsx', (t) => t.replace('className={`badge ${styles.badge}`}', 'className={`badge badge-v2 ${styles.badge}`}'));
  editFile(root, 'src/data/info.json', (t) => t.replace('4.2.0', '4.3.0'));
  editFile(root, 'node_modules/fake-lib/index.js', (t) => t.replace("'!'", "'!!'"));
  const report = await build({ root });
  assert.is(report.routes.rendered, 2, 'the two pages importing them');
  assert.match(article(root, 'docs/usage/index.html'), /badge badge-v2[\s\S]*4\.3\.0[\s\S]*HELLO!!/);
  assert.match(article(root, 'docs/other/index.html'), /badge badge-v2/);
  assertSameTree(snapshot(root), await cleanBuildOf(root, sites.copy), 'after editing imported modules');
});

test('customCss joins the theme stylesheet; a CSS module a component imports is linked, with the class names the HTML uses', async () => {
  const root = sites.copy('css');
  await build({ root });
  const html = page(root, 'docs/usage/index.html');
  const sheets = [...html.matchAll(/<link rel="stylesheet" href="\/([^"]+)"/g)].map((m) => readFileSync(join(root, 'build', m[1]), 'utf8'));
  assert.ok(sheets.some((css) => /--site-custom-marker/.test(css) && /\.markdown/.test(css)), 'the site stylesheet is in the theme one');
  const moduleClass = /class="badge ([^"]+)"/.exec(html)?.[1];
  assert.ok(moduleClass, 'the component applies its CSS module class');
  assert.ok(sheets.some((css) => css.includes(`.${moduleClass}{`)), `a linked stylesheet styles .${moduleClass}`);
  // Only the routes importing CSS link it: a page without imports gets the theme's stylesheet alone.
  assert.is([...page(root, 'docs/plain/index.html').matchAll(/<link rel="stylesheet"/g)].length, 1);
  const payload = JSON.parse(readFileSync(join(root, 'build/docs/usage/__route.json'), 'utf8')) as { route: { stylesheets?: string[] } };
  assert.is(payload.route.stylesheets?.length, 1, 'the route payload names its stylesheet, for client navigations');
});

test("a site's .js module may hold JSX, as Docusaurus compiles it", async () => {
  const root = sites.copy('jsx-in-js');
  writeFileSync(join(root, 'src/components/Shout.js'), 'export default function Shout({ children }) {\n  return <strong className="shout-marker">{children}</strong>;\n}\n');
  writeFileSync(join(root, 'docs/shout.mdx'), "---\ntitle: Shout\n---\n\nimport Shout from '@site/src/components/Shout';\n\n<Shout>loud</Shout>\n");
  await build({ root });
  assert.ok(article(root, 'docs/shout/index.html').includes('<strong class="shout-marker">loud</strong>'));
});

test('an import that cannot be resolved names the file, its line and the specifier', async () => {
  const root = sites.copy('broken');
  writeFileSync(join(root, 'docs/broken.mdx'), "---\ntitle: Broken\n---\n\nimport Badge from '@site/src/components/Badge';\nimport Missing from './parts/Missing.tsx';\n\n<Missing />\n");
  const err = await build({ root }).then(
    () => undefined,
    (e: unknown) => e,
  );
  assert.instance(err, BuildError);
  const { message, location } = err as BuildError;
  assert.match(message, /MDX import of "\.\/parts\/Missing\.tsx" failed/);
  assert.equal([location?.file, location?.line], ['docs/broken.mdx', 6]);
});

test.run();
