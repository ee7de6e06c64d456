/**
 * Front matter is checked against each plugin's documented keys (test/fixtures/front-matter: a doc, a
 * post and a Markdown page): a value of the wrong type fails the build naming the file, the line, the key,
 * the value and what is allowed; `onInvalidFrontMatter` turns that into a warning or silence, and the value
 * is then left out. Unknown keys pass through, and numbers are read as text where text is expected.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { build } from '../src/build/build.ts';
import { loadConfig, resolveConfig } from '../src/config/load.ts';
import type { UserConfig } from '../src/config/define.ts';
import { checkFrontMatter } from '../src/plugins/front-matter/check.ts';
import { frontMatterLine } from '../src/plugins/front-matter/line.ts';
import type { PluginContext } from '../src/plugins/types.ts';
import { BuildError, BuildErrors } from '../src/util/errors.ts';
import { assertSameTree, editFile, fixtureCopies, page, snapshot } from './helpers/tree.ts';

const FIXTURE = fileURLToPath(new URL('./fixtures/front-matter/', import.meta.url));
const sites = fixtureCopies(FIXTURE, 'front-matter');

test.after(() => sites.cleanup());

function titleOf(html: string): string | undefined {
  return /<title>([^<]*)<\/title>/.exec(html)?.[1];
}

/** The labels of the doc sidebar, in order. */
function sidebarLabels(html: string): string[] {
  const sidebar = /<nav class="doc-sidebar[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
  return [...sidebar.matchAll(/<li class="sidebar-item"><a [^>]*>([^<]*)<\/a>/g)].map((m) => m[1]);
}

async function buildErrors(root: string): Promise<BuildError[]> {
  try {
    await build({ root });
  } catch (err) {
    if (err instanceof BuildErrors) return err.errors;
    if (err instanceof BuildError) return [err];
    throw err;
  }
  return assert.unreachable('the build should have failed') as never;
}

function setSeverity(root: string, severity: 'warn' | 'ignore'): void {
  writeFileSync(join(root, 'site.config.ts'), `export default { onInvalidFrontMatter: '${severity}' };\n`);
}

/** Breaks one key in each plugin's file; the comments give the line each key is on. */
function breakEveryPlugin(root: string): void {
  editFile(root, 'docs/intro.md', (t) => t.replace('title: "42"', 'title: true').replace('sidebar_position: 1', 'sidebar_position: "not a number"')); // lines 2, 3
  editFile(root, 'blog/2024-01-02-hello.md', (t) => t.replace('tags: [news]', 'tags: news')); // line 4
  editFile(root, 'src/pages/about.md', (t) => t.replace('hide_table_of_contents: true', 'hide_table_of_contents: "yes"')); // line 3
}

test('valid front matter builds without a warning: quoted numbers are text; unknown keys pass', async () => {
  const root = sites.copy('valid');
  const report = await build({ root });
  assert.equal(report.warnings, []);
  assert.is(titleOf(page(root, 'docs/intro/index.html')), '42 | My Site', 'title: "42" is the title "42"');
  assert.ok(page(root, 'docs/tags/2024/index.html').includes('href="/docs/intro/"'), 'tags: ["2024"] is the tag "2024"');
  assert.equal(sidebarLabels(page(root, 'docs/intro/index.html')), ['42', 'Second'], 'sidebar_position orders the sidebar');
  assert.is(page(root, 'about/index.html').match(/toc-link/g), null, 'hide_table_of_contents: true hides the table of contents');
});

test('an invalid value fails the build: each error names the file, the line, the key, the value given and what is allowed; the output stays as it was', async () => {
  const root = sites.copy('throw');
  await build({ root });
  const before = snapshot(root);
  editFile(root, 'docs/intro.md', (t) => t.replace('title: "42"', 'title: 42').replace('sidebar_position: 1', 'sidebar_position: "not a number"').replace('tags: ["2024", guide]', 'tags: 7'));
  const errors = await buildErrors(root);
  assert.equal(
    errors.map((e) => e.format().split('\n')[0]),
    [
      'docs/intro.md:2: front matter "title" is 42; allowed: text',
      'docs/intro.md:3: front matter "sidebar_position" is "not a number"; allowed: a number',
      'docs/intro.md:4: front matter "tags" is 7; allowed: a list of tag names or { label, permalink } objects, like [release, guide]',
    ],
  );
  assert.match(errors[0].hint ?? '', /onInvalidFrontMatter: 'warn'/, 'the hint says how to build anyway');
  assertSameTree(snapshot(root), before, 'output after the failed build');
});

test("onInvalidFrontMatter: 'warn' builds, warns once per invalid key of every plugin and ignores those values; 'ignore' gives the same output without a word", async () => {
  const root = sites.copy('warn');
  setSeverity(root, 'warn');
  breakEveryPlugin(root);
  const report = await build({ root });
  assert.equal(
    report.warnings.map((w) => w.split('\n')[0]),
    [
      'docs/intro.md:2: front matter "title" is true; allowed: text (ignored)',
      'docs/intro.md:3: front matter "sidebar_position" is "not a number"; allowed: a number (ignored)',
      'blog/2024-01-02-hello.md:4: front matter "tags" is "news"; allowed: a list of tag names or { label, permalink } objects, like [release, guide] (ignored)',
      'src/pages/about.md:3: front matter "hide_table_of_contents" is "yes"; allowed: true or false (ignored)',
    ],
  );
  assert.is(titleOf(page(root, 'docs/intro/index.html')), 'intro | My Site', 'the title falls back to the file name');
  assert.equal(sidebarLabels(page(root, 'docs/intro/index.html')), ['Second', 'intro'], 'a doc without a position comes after those with one');
  assert.ok(page(root, 'about/index.html').includes('toc-link'), 'the page shows its table of contents');
  assert.not.ok(page(root, 'blog/2024/01/02/hello/index.html').includes('/blog/tags/'), 'the post has no tags');
  // The debug page that shows the config differs, as it should.
  const pages = () => new Map([...snapshot(root)].filter(([file]) => !file.startsWith('__docusaurus/debug/config/')));
  const warned = pages();

  setSeverity(root, 'ignore');
  assert.equal((await build({ root })).warnings, []);
  assertSameTree(pages(), warned, "'ignore' vs 'warn'");
});

test('onInvalidFrontMatter accepts only throw, warn or ignore; it defaults to throw', async () => {
  assert.is(resolveConfig(FIXTURE, undefined, {}).onInvalidFrontMatter, 'throw');
  const root = sites.copy('config');
  writeFileSync(join(root, 'site.config.ts'), "export default { onInvalidFrontMatter: 'loud' };\n");
  const message = await loadConfig(root).then(
    () => 'loaded',
    (err: BuildError) => err.format(),
  );
  assert.match(message, /"onInvalidFrontMatter" must be one of "throw", "warn", "ignore"/);
});

test('a check is kept by the front matter it read: an unchanged file is not checked again, a changed one is', async () => {
  const frontMatters: Record<string, Record<string, unknown>> = { 'docs/a.md': { title: 'A' }, 'docs/b.md': { title: 'B' } };
  const warnings: string[] = [];
  const remembered = new Map<string, string>();
  const memory = { get: (k: string) => remembered.get(k), set: (k: string, v: string) => void remembered.set(k, v) };
  const ctx = { config: resolveConfig(FIXTURE, undefined, { onInvalidFrontMatter: 'warn' }), meta: (source: string) => ({ frontMatter: frontMatters[source] }), memory, warn: (m: string) => warnings.push(m.split('\n')[0]) } as unknown as PluginContext;
  const sources = Object.keys(frontMatters);
  await checkFrontMatter('docs', 'docs:default', sources, ctx);
  assert.equal(warnings, []);
  // Plant a verdict on both remembered checks: only what is read back from the record can report it.
  const [key, text] = [...remembered][0];
  const record = JSON.parse(text) as { pipeline: string; checked: Record<string, { value: unknown; rejected: unknown[] }> };
  for (const entry of Object.values(record.checked)) entry.rejected = [{ key: 'title', given: 'planted', allowed: 'a planted verdict' }];
  remembered.set(key, JSON.stringify(record));
  frontMatters['docs/b.md'] = { title: 'B, edited' };
  await checkFrontMatter('docs', 'docs:default', sources, ctx);
  assert.equal(warnings, ['docs/a.md: front matter "title" is "planted"; allowed: a planted verdict (ignored)'], 'a.md reused, b.md checked again');
  assert.is(Object.keys((JSON.parse(remembered.get(key)!) as typeof record).checked).length, 2, 'the record keeps only the front matter in use');
  // A second docs instance keeps its own record: checking it leaves the first one's verdicts alone.
  frontMatters['community/c.md'] = { title: 'C' };
  const first = remembered.get(key);
  await checkFrontMatter('docs', 'docs:community', ['community/c.md'], ctx);
  assert.is(remembered.get(key), first, 'untouched');
  assert.is(remembered.size, 2);
  // Another engine's record is not trusted.
  warnings.length = 0;
  remembered.set(key, JSON.stringify({ ...record, pipeline: 'another engine' }));
  await checkFrontMatter('docs', 'docs:default', sources, ctx);
  assert.equal(warnings, []);
});

/** Checks one file's front matter the way a plugin does, collecting warnings. */
async function check(kind: Parameters<typeof checkFrontMatter>[0], frontMatter: Record<string, unknown>, user: UserConfig = { onInvalidFrontMatter: 'warn' }) {
  const warnings: string[] = [];
  const remembered = new Map<string, string>();
  const memory = { get: (k: string) => remembered.get(k), set: (k: string, v: string) => void remembered.set(k, v) };
  const ctx = { config: resolveConfig(FIXTURE, undefined, user), meta: () => ({ frontMatter }), memory, warn: (m: string) => warnings.push(m.split('\n')[0]) } as unknown as PluginContext;
  const valid = (await checkFrontMatter(kind, kind, ['content/missing.md'], ctx)).get('content/missing.md');
  // A second check reads the remembered result and says the same.
  const before = warnings.splice(0);
  assert.equal((await checkFrontMatter(kind, kind, ['content/missing.md'], ctx)).get('content/missing.md'), valid);
  assert.equal(warnings, before, 'the remembered check reports the same');
  return { valid, warnings };
}

test('a date written another way names the day written, in every time zone', async () => {
  const zone = process.env.TZ;
  try {
    for (const tz of ['Asia/Tokyo', 'America/Los_Angeles', 'UTC']) {
      process.env.TZ = tz;
      for (const date of ['January 2, 2024', '2024/01/02', 'Jan 2 2024 23:30']) assert.equal((await check('blog', { date })).valid, { date: '2024-01-02' }, `${date} in ${tz}`);
    }
  } finally {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  }
});

test('blog posts: dates become YYYY-MM-DD, authors take keys or objects; a bad date, an author without key or name, and rules between keys are reported', async () => {
  const good = await check('blog', { date: '2024-03-05T10:00:00Z', authors: ['ada', { key: 'bo', title: 'Editor' }, { name: 'Cy' }], last_update: { author: 'Ada' } });
  assert.equal(good.warnings, []);
  assert.equal(good.valid, { date: '2024-03-05', authors: ['ada', { key: 'bo', title: 'Editor' }, { name: 'Cy' }], last_update: { author: 'Ada' } });
  const bad = await check('blog', { date: 'someday', authors: [{ title: 'No name' }], last_update: {}, toc_min_heading_level: 4, toc_max_heading_level: 3, draft: true, unlisted: true, custom: 1 });
  assert.equal(bad.warnings, [
    'content/missing.md: front matter "date" is "someday"; allowed: a date, like 2024-05-01 (ignored)',
    'content/missing.md: front matter "authors" is [{"title":"No name"}]; allowed: an author key, { key } or { name, title, url, image_url }, or a list of them (ignored)',
    'content/missing.md: front matter "last_update" is {}; allowed: { author, date } with at least one of them, like { date: 2024-05-01, author: Ada } (ignored)',
    'content/missing.md: front matter "toc_min_heading_level" is 4; allowed: a heading level from 2 to toc_max_heading_level (3) (ignored)',
    'content/missing.md: front matter "unlisted" is true; allowed: false while draft is true (a draft is never published) (ignored)',
  ]);
  assert.equal(bad.valid, { toc_max_heading_level: 3, draft: true, custom: 1 }, 'only the valid and the unknown keys are left');
});

test("pages: wrapperClassName and the search keys are checked too; with 'ignore' nothing is said", async () => {
  const { warnings } = await check('pages', { wrapperClassName: ['a'], search: 'no', search_boost: 0 });
  assert.equal(warnings.map((w) => /"(\w+)"/.exec(w)?.[1]), ['wrapperClassName', 'search', 'search_boost']);
  const quiet = await check('pages', { wrapperClassName: ['a'] }, { onInvalidFrontMatter: 'ignore' });
  assert.equal(quiet, { valid: {}, warnings: [] });
});

test('the line of a key: bare or quoted keys, CRLF line ends; nothing after the closing ---, nothing for nested keys', () => {
  const source = '---\r\ntitle: A\r\n"sidebar_position": 2\r\nlast_update:\r\n  date: x\r\n---\r\ntags: in the body\r\n';
  assert.is(frontMatterLine(source, 'title'), 2);
  assert.is(frontMatterLine(source, 'sidebar_position'), 3);
  assert.is(frontMatterLine(source, 'last_update'), 4);
  assert.is(frontMatterLine(source, 'date'), undefined);
  assert.is(frontMatterLine(source, 'tags'), undefined);
});

test.run();
