/**
 * The integration fixture test/fixtures/docs-site (two docs versions, a paginated blog with tags and
 * authors, redirects) and the docs plugin over it: versions (current relabelled "Canary" at the base path,
 * 1.0 beside it), tags, drafts, unlisted docs, encoded paths, version metadata, the docs:version snapshot,
 * and every docs error. Also the site-wide outputs this fixture exercises: redirects, sitemap, debug pages
 * and link validation.
 */
import { readFileSync, rmSync, writeFileSync, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { build } from '../src/build/build.ts';
import { loadConfig } from '../src/config/load.ts';
import { snapshotVersion } from '../src/plugins/docs/snapshot.ts';
import { BuildError, BuildErrors } from '../src/util/errors.ts';
import { fixtureCopies, page as html, snapshot } from './helpers/tree.ts';
import { isRouteData } from './helpers/tree.ts';

const FIXTURE = fileURLToPath(new URL('./fixtures/docs-site/', import.meta.url));
const sites = fixtureCopies(FIXTURE, 'docs');
const copySite = sites.copy;

function write(root: string, file: string, text: string): void {
  mkdirSync(join(root, file, '..'), { recursive: true });
  writeFileSync(join(root, file), text);
}

/** The JSON a debug page shows. */
function debugJson(root: string, page: string): Record<string, unknown> {
  const code = /<code>([\s\S]*?)<\/code>/.exec(html(root, `__docusaurus/debug/${page}/index.html`))![1];
  const text = code.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  return JSON.parse(text) as Record<string, unknown>;
}

async function failure(root: string): Promise<string> {
  try {
    await build({ root });
  } catch (err) {
    if (err instanceof BuildError) return err.format();
    if (err instanceof BuildErrors) return err.message;
    throw err;
  }
  return assert.unreachable('the build should have failed') as never;
}

let built: Promise<string> | undefined;
function builtSite(): Promise<string> {
  built ??= (async () => {
    const root = copySite('built');
    await build({ root });
    return root;
  })();
  return built;
}

test.after(() => {
  sites.cleanup();
});

test('the exact set of output files: docs versions, tags, category index, blog pages, feeds, redirects, debug, sitemap', async () => {
  const root = await builtSite();
  const files = [...snapshot(root).keys()].filter((f) => !f.startsWith('assets/') && !isRouteData(f)).sort();
  assert.equal(files, [
    '404.html',
    '__docusaurus/debug/config/index.html',
    '__docusaurus/debug/content/index.html',
    '__docusaurus/debug/globalData/index.html',
    '__docusaurus/debug/index.html',
    '__docusaurus/debug/metadata/index.html',
    '__docusaurus/debug/registry/index.html',
    '__docusaurus/debug/routes/index.html',
    '_redirects',
    'blog/2024/01/11/post-1/index.html',
    'blog/2024/02/12/post-2/index.html',
    'blog/2024/03/13/post-3/index.html',
    'blog/2024/04/14/post-4/index.html',
    'blog/archive/index.html',
    'blog/atom.xml',
    'blog/authors/ann/authors/2/index.html',
    'blog/authors/ann/index.html',
    'blog/authors/ben/index.html',
    'blog/authors/index.html',
    'blog/feed.json',
    'blog/index.html',
    'blog/page/2/index.html',
    'blog/rss.xml',
    'blog/tags/index.html',
    'blog/tags/news/index.html',
    'blog/tags/news/page/2/index.html',
    'blog/tags/release/index.html',
    'blog/tags/release/page/2/index.html',
    'docs/1.0/guide/one/index.html',
    'docs/1.0/index.html',
    'docs/api/ref/index.html',
    'docs/category/guide/index.html',
    'docs/guide/one/index.html',
    'docs/guide/two/index.html',
    'docs/index.html',
    'docs/next/old-intro/index.html',
    'docs/old-intro/index.html',
    'docs/special chars/a b & c/index.html',
    'docs/tags/alpha/index.html',
    'docs/tags/beta-release/index.html',
    'docs/tags/index.html',
    'home/index.html',
    'index.html',
    'sitemap.xml',
  ]);
});

test('each debug page\'s JSON is a tab stop: on a phone it scrolls sideways, and a scrolling region must be reachable from the keyboard', async () => {
  const root = await builtSite();
  for (const name of ['config', 'content', 'globalData', 'metadata', 'registry', 'routes']) {
    assert.match(readFileSync(join(root, 'build/__docusaurus/debug', name, 'index.html'), 'utf8'), /<pre class="debug-json" tabindex="0">/, name);
  }
});

test('version metadata: label, path, mainDocId, docs, draftIds and sidebars', async () => {
  const root = await builtSite();
  const global = debugJson(root, 'globalData') as Record<string, { [k: string]: unknown }>;
  const current = global['docs:default:current:metadata'];
  assert.equal({ name: current.name, label: current.label, isLast: current.isLast, path: current.path, mainDocId: current.mainDocId }, { name: 'current', label: 'Canary', isLast: true, path: '/docs/', mainDocId: 'intro' });
  assert.equal(current.draftIds, ['guide/draft']);
  assert.equal(current.sidebars, { docs: { link: { path: '/docs/', label: 'Introduction' } }, api: { link: { path: '/docs/api/ref/', label: 'API reference' } } });
  assert.equal((current.docs as { id: string }[]).map((d) => d.id).sort(), ['api/ref', 'guide/one', 'guide/two', 'intro', 'special chars/a b & c']);
  assert.ok((current.docs as { id: string; unlisted?: boolean }[]).find((d) => d.id === 'guide/two')!.unlisted, 'the unlisted doc is marked');
  const old = global['docs:default:1.0:metadata'];
  assert.equal({ label: old.label, isLast: old.isLast, path: old.path, mainDocId: old.mainDocId }, { label: '1.0', isLast: false, path: '/docs/1.0/', mainDocId: 'intro' });
});

test('drafts have no page; unlisted docs have a noindex page but stay out of tags, sidebar and sitemap', async () => {
  const root = await builtSite();
  const two = html(root, 'docs/guide/two/index.html');
  assert.match(two, /<meta name="robots" content="noindex, nofollow"\/>/);
  assert.not.ok(html(root, 'docs/tags/alpha/index.html').includes('Hidden guide'), 'not on its tag page');
  assert.ok(html(root, 'docs/tags/alpha/index.html').includes('First guide'));
  const sitemap = html(root, 'sitemap.xml');
  for (const hidden of ['/docs/guide/two/', '/docs/old-intro/', '/__docusaurus/', '404']) assert.not.ok(sitemap.includes(hidden), `${hidden} is not in the sitemap`);
  assert.ok(sitemap.includes('<loc>https://docs.example/docs/special%20chars/a%20b%20%26%20c/</loc>'), 'encoded URLs in the sitemap');
  assert.not.ok(html(root, 'docs/index.html').includes('Draft guide'), 'no draft in the sidebar');
});

test('tags from tags.yml keep their label, permalink and description; the index counts docs', async () => {
  const root = await builtSite();
  const index = html(root, 'docs/tags/index.html');
  assert.ok(index.includes('href="/docs/tags/beta-release/"'), 'custom tag permalink');
  assert.match(index, /Beta release<\/a> <span class="tag-count">2<\/span>/);
  assert.ok(html(root, 'docs/tags/alpha/index.html').includes('Docs about the first letter.'));
});

test('a path with spaces and an ampersand builds to an encoded URL that links resolve to', async () => {
  const root = await builtSite();
  const page = html(root, 'docs/special chars/a b & c/index.html');
  assert.ok(page.includes('<a href="/docs/special%20chars/a%20b%20%26%20c/" class="active" aria-current="page">'), 'the sidebar links the encoded URL');
  assert.ok(page.includes('<link rel="canonical" href="https://docs.example/docs/special%20chars/a%20b%20%26%20c/"/>'));
});

test('redirect pages forward with meta refresh, canonical and a script that keeps query and hash', async () => {
  const root = await builtSite();
  const page = html(root, 'home/index.html');
  assert.ok(page.includes('<meta http-equiv="refresh" content="0; url=/docs/guide/one/"/>'));
  assert.ok(page.includes('<link rel="canonical" href="/docs/guide/one/"/>'));
  assert.ok(page.includes('window.location.replace("/docs/guide/one/" + window.location.search + window.location.hash)'));
  assert.is(html(root, '_redirects'), '/docs/old-intro/ /docs/ 301\n/docs/next/old-intro/ /docs/ 301\n/home/ /docs/guide/one/ 301\n');
});

test('pagination_next names a doc in another sidebar; prev/next otherwise follow the sidebar', async () => {
  const root = await builtSite();
  assert.ok(html(root, 'docs/guide/one/index.html').includes('href="/docs/api/ref/"'));
});

test('debug routes list every route the build made', async () => {
  const root = await builtSite();
  const routes = debugJson(root, 'routes') as unknown as { path: string }[];
  assert.is(routes.length, 39);
  assert.ok(routes.some((r) => r.path === '/docs/1.0/guide/one/'));
});

test('a doc referenced from another sidebar keeps the paging of its own sidebar', async () => {
  const root = copySite('ref');
  write(root, 'sidebars.ts', "export default { docs: ['intro', { type: 'ref', id: 'api/ref' }], api: ['api/ref', 'guide/one'] };\n");
  await build({ root });
  const ref = html(root, 'docs/api/ref/index.html');
  assert.ok(ref.includes('pagination-next" href="/docs/guide/one/"') || /href="\/docs\/guide\/one\/"[^>]*class="pagination-link pagination-next"/.test(ref), 'next comes from the api sidebar');
  assert.not.ok(/pagination-prev/.test(ref), 'no previous link borrowed from the docs sidebar');
});

test('a category linking its own doc in _category_.json does not list that doc again', async () => {
  const root = copySite('catlink');
  write(root, 'docs/guide/_category_.json', JSON.stringify({ label: 'Guide', link: { type: 'doc', id: 'guide/one' } }));
  write(root, 'sidebars.ts', "export default { docs: ['intro', { type: 'autogenerated', dirName: '.' }] };\n");
  await build({ root });
  const page = html(root, 'docs/guide/one/index.html');
  assert.is(page.split('href="/docs/guide/one/"').length - 1, 1, 'one sidebar link to the category doc');
});

test('markdown.toc sets the default heading levels; keywords and image become meta tags', async () => {
  const root = copySite('toc');
  write(root, 'site.config.ts', readFileSync(join(root, 'site.config.ts'), 'utf8').replace('  pages:', '  markdown: { toc: { minHeadingLevel: 2, maxHeadingLevel: 4 } },\n  pages:'));
  write(root, 'docs/api/ref.md', '---\ntitle: Ref\nkeywords: [alpha, beta]\nimage: /img/card.png\n---\n\n## Two\n\n### Three\n\n#### Four\n\nText.\n');
  await build({ root });
  const page = html(root, 'docs/api/ref/index.html');
  assert.ok(page.includes('class="toc-level-4"'), 'level 4 is in the table of contents');
  assert.ok(page.includes('<meta name="keywords" content="alpha, beta"/>'));
  assert.ok(page.includes('<meta property="og:image" content="https://docs.example/img/card.png"/>'));
  write(root, 'docs/api/ref.md', readFileSync(join(root, 'docs/api/ref.md'), 'utf8').replace('image: /img/card.png', 'image: img/card.png'));
  await build({ root });
  assert.ok(html(root, 'docs/api/ref/index.html').includes('<meta property="og:image" content="https://docs.example/img/card.png"/>'), 'the same image without its leading slash');
});

test('front matter: sidebar_label and sidebar_class_name in the sidebar; hide_title, hide_table_of_contents, description, toc levels; breadcrumbs', async () => {
  const root = copySite('frontmatter');
  write(root, 'docs/guide/one.md', '---\ntitle: First guide\nsidebar_label: Short label\nsidebar_class_name: special-item\ndescription: About the first guide.\ntoc_max_heading_level: 4\n---\n\n## Setting up\n\n### Three\n\n#### Four\n\nText.\n');
  write(root, 'docs/api/ref.md', '---\ntitle: API reference\nhide_title: true\nhide_table_of_contents: true\n---\n\n## Functions\n\nNothing yet.\n');
  await build({ root });
  const one = html(root, 'docs/guide/one/index.html');
  assert.ok(one.includes('<li class="sidebar-item special-item"><a href="/docs/guide/one/" class="active" aria-current="page">Short label</a></li>'), 'sidebar label and class');
  assert.ok(one.includes('<meta name="description" content="About the first guide."/>'));
  assert.ok(one.includes('class="toc-level-4"'), 'toc_max_heading_level 4 lists h4');
  assert.match(one, /<nav class="breadcrumbs" aria-label="Breadcrumbs"><ol><li class="breadcrumbs-home"><a href="\/" aria-label="Home page" class="breadcrumbs-home-link">.*?<\/a><\/li><li><a href="\/docs\/category\/guide\/">Guide<\/a><\/li><li><span aria-current="page">Short label<\/span><\/li><\/ol><\/nav>/);
  const ref = html(root, 'docs/api/ref/index.html');
  assert.not.ok(ref.includes('<h1>API reference</h1>'), 'hide_title');
  assert.not.ok(ref.includes('class="toc'), 'hide_table_of_contents');
});

test('last_update front matter shows the date and author under the doc', async () => {
  const root = copySite('lastupdate');
  write(root, 'docs/api/ref.md', '---\ntitle: Ref\nlast_update:\n  date: 2023-03-04\n  author: Ada\n---\n\nText.\n');
  await build({ root });
  assert.ok(html(root, 'docs/api/ref/index.html').includes('Last updated<!-- --> on <time dateTime="2023-03-04">March 4, 2023</time> by Ada'));
});

test('a layout override in src/theme/layouts replaces the theme layout; static dotfiles are published', async () => {
  const root = copySite('override');
  write(root, 'src/theme/layouts/NotFoundPage.tsx', 'export default function NotFoundPage() {\n  return <html><body><p>custom-not-found-marker</p></body></html>;\n}\n');
  write(root, 'static/.well-known/security.txt', 'Contact: mailto:security@docs.example\n');
  await build({ root });
  assert.ok(html(root, '404.html').includes('custom-not-found-marker'));
  assert.is(html(root, '.well-known/security.txt'), 'Contact: mailto:security@docs.example\n');
});

// ---------------------------------------------------------------------------------------------------
// Errors

const ERRORS: { name: string; change(root: string): void; expect: RegExp }[] = [
  {
    name: 'a sidebar naming an unknown doc id lists the available ids',
    change: (root) => write(root, 'sidebars.ts', "export default { docs: ['intro', 'guide/nope'] };\n"),
    expect: /sidebars\.ts: sidebar "docs" refers to the unknown doc id "guide\/nope"\n  → available doc ids: api\/ref, guide\/one, guide\/two, intro, special chars\/a b & c/,
  },
  {
    name: 'a category linking a missing doc',
    change: (root) => write(root, 'sidebars.ts', "export default { docs: [{ type: 'category', label: 'G', link: { type: 'doc', id: 'missing' }, items: ['intro'] }] };\n"),
    expect: /unknown doc id "missing"/,
  },
  {
    name: 'pagination_next naming an unknown doc',
    change: (root) => write(root, 'docs/guide/one.md', '---\ntitle: One\npagination_next: nowhere\n---\n\nText.\n'),
    expect: /docs\/guide\/one\.md: pagination_next names the unknown doc id "nowhere"\n  → available doc ids: /,
  },
  {
    name: 'displayed_sidebar naming an unknown sidebar',
    change: (root) => write(root, 'docs/guide/one.md', '---\ntitle: One\ndisplayed_sidebar: nope\n---\n\nText.\n'),
    expect: /docs\/guide\/one\.md: displayed_sidebar names the unknown sidebar id "nope"\n  → available sidebars: docs, api/,
  },
  {
    name: 'a version in versions.json without its docs folder',
    change: (root) => write(root, 'versions.json', '["2.0", "1.0"]'),
    expect: /versions\.json: version "2\.0" is listed in versions\.json but its docs folder versioned_docs\/version-2\.0 is missing/,
  },
  {
    name: 'a _category_.json with a stray token (no offset in V8\'s message)',
    change: (root) => write(root, 'docs/guide/_category_.json', '{\n  "label": "Guide",\n  "position": }\n'),
    expect: /^docs\/guide\/_category_\.json:3:15: invalid JSON: Unexpected token '\}'\n  → fix the syntax of this file$/,
  },
  {
    name: 'an authors.yml that is not YAML',
    change: (root) => write(root, 'blog/authors.yml', 'ann:\n  name: Ann\n  title: [Maintainer\nben:\n  name: Ben\n'),
    expect: /^blog\/authors\.yml:\d+:\d+: invalid YAML: .*\n  → fix the syntax of this file$/,
  },
  {
    name: 'an undeclared tag with onInlineTags: throw',
    change: (root) => write(root, 'docs/api/ref.md', '---\ntitle: Ref\ntags: [gamma]\n---\n\nText.\n'),
    expect: /docs\/api\/ref\.md: tag "gamma" is not declared in docs\/tags\.yml\n  → declare it there or use one of: alpha, beta/,
  },
  {
    name: 'a broken link fails the build and lists the page',
    change: (root) => write(root, 'docs/api/ref.md', '---\ntitle: Ref\n---\n\nSee [nothing](/docs/nothing/).\n'),
    expect: /broken links found on 1 page:\n- on \/docs\/api\/ref\/: \/docs\/nothing\//,
  },
  {
    name: 'a broken anchor fails the build',
    change: (root) => write(root, 'docs/api/ref.md', '---\ntitle: Ref\n---\n\nSee [setup](./../guide/one.md#no-such-heading).\n'),
    expect: /broken anchors found on 1 page:\n- on \/docs\/api\/ref\/: \/docs\/guide\/one\/#no-such-heading/,
  },
];

for (const c of ERRORS) {
  test(`error: ${c.name}; the previous output survives`, async () => {
    const root = copySite('error');
    await build({ root });
    const before = snapshot(root);
    c.change(root);
    assert.match(await failure(root), c.expect);
    assert.equal(snapshot(root), before, 'output untouched');
  });
}

test('broken links only warn with onBrokenLinks: warn', async () => {
  const root = copySite('warn');
  write(root, 'site.config.ts', readFileSync(join(root, 'site.config.ts'), 'utf8').replace("  pages:", "  onBrokenLinks: 'warn',\n  pages:"));
  write(root, 'docs/api/ref.md', '---\ntitle: Ref\n---\n\nSee [nothing](/docs/nothing/).\n');
  const report = await build({ root });
  assert.equal(report.warnings, ['broken links found on 1 page:\n- on /docs/api/ref/: /docs/nothing/']);
});

test('an incremental build re-checks links against a deleted target', async () => {
  const root = copySite('relink');
  await build({ root });
  rmSync(join(root, 'docs/special chars/a b & c.md'));
  write(root, 'docs/api/ref.md', '---\ntitle: Ref\n---\n\nSee [special](/docs/special%20chars/a%20b%20%26%20c/).\n');
  assert.match(await failure(root), /broken links found on 1 page:\n- on \/docs\/api\/ref\/: \/docs\/special%20chars\/a%20b%20%26%20c\//);
});

// ---------------------------------------------------------------------------------------------------
// site docs:version

test('docs:version snapshots docs and sidebars; the new version builds; the name cannot be reused', async () => {
  const root = copySite('snapshot');
  const config = await loadConfig(root);
  const made = await snapshotVersion(config, '2.0');
  assert.equal(made, { docsDir: 'versioned_docs/version-2.0', sidebarsFile: 'versioned_sidebars/version-2.0-sidebars.json', versionsFile: 'versions.json' });
  assert.equal(JSON.parse(readFileSync(join(root, 'versions.json'), 'utf8')), ['2.0', '1.0']);
  assert.ok(existsSync(join(root, 'versioned_docs/version-2.0/special chars/a b & c.md')));
  assert.equal(Object.keys(JSON.parse(readFileSync(join(root, made.sidebarsFile!), 'utf8'))), ['docs', 'api']);
  await build({ root });
  assert.ok(existsSync(join(root, 'build/docs/2.0/guide/one/index.html')), 'the snapshot is served at /docs/2.0/');
  assert.ok(existsSync(join(root, 'build/docs/2.0/tags/alpha/index.html')));
  try {
    await snapshotVersion(config, '2.0');
    assert.unreachable('a second snapshot with the same name must fail');
  } catch (err) {
    assert.match((err as BuildError).message, /version "2\.0" already exists/);
  }
});

test.run();
