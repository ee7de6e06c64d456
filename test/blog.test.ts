/**
 * The blog plugin: file-name conventions, the exact routes of a fixture blog (pagination, tags, authors,
 * archive, unlisted and draft posts, a custom author page, an `.html`-looking slug), feeds, the errors
 * its options turn on, and which routes an edit re-renders. Builds run on copies under test/.tmp/.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { build } from '../src/build/build.ts';
import { resolveConfig } from '../src/config/load.ts';
import { configSchema } from '../src/config/schema.ts';
import { compileSource } from '../src/markdown/compile.ts';
import { feedFiles } from '../src/plugins/blog/feeds.ts';
import { escapeXml } from '../src/util/xml.ts';
import { parseFileName, type Post } from '../src/plugins/blog/posts.ts';
import { paginate } from '../src/plugins/blog/routes.ts';
import { BuildError, BuildErrors } from '../src/util/errors.ts';
import { changedFiles, copySources, diffTrees, editFile as edit, page, snapshot as outputs } from './helpers/tree.ts';
import { isRouteData, routeDataOf } from './helpers/tree.ts';
import { toAuthor } from '../src/plugins/blog/authors.ts';

// Every build here is small: rendering on the main thread beats starting workers.
process.env.LECTERN_WORKERS = '1';

const FIXTURES = fileURLToPath(new URL('./fixtures/blog/', import.meta.url));
const TMP = fileURLToPath(new URL('./.tmp/', import.meta.url));
mkdirSync(TMP, { recursive: true });
const work = mkdtempSync(join(TMP, 'blog-'));
let copies = 0;

test.after(() => rmSync(work, { recursive: true, force: true }));

function copyFixture(name: string): string {
  const root = join(work, `${name}-${++copies}`);
  copySources(join(FIXTURES, name), root);
  return root;
}

/** Post links listed in the page's main column, in order (the sidebar comes before <main>). */
function listed(html: string): string[] {
  return [...html.split('<main')[1].matchAll(/<h2 class="blog-post-title"><a href="([^"]+)"/g)].map((m) => m[1]);
}

function assertWellFormedXml(xml: string, what: string): void {
  assert.ok(xml.startsWith('<?xml version="1.0" encoding="utf-8"?>\n'), `${what}: XML declaration`);
  const stack: string[] = [];
  let roots = 0;
  const badAmp = /&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[\da-fA-F]+);)/;
  for (const m of xml.slice(xml.indexOf('?>') + 2).matchAll(/<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>|([^<]+)|(<)/g)) {
    const [, close, name, attrs, selfClosing, text, stray] = m;
    assert.not.ok(stray, `${what}: stray "<" at ${m.index}`);
    if (text !== undefined) {
      assert.not.ok(badAmp.test(text) || text.includes('>'), `${what}: unescaped text ${JSON.stringify(text.slice(0, 60))}`);
      if (stack.length === 0) assert.ok(text.trim() === '', `${what}: text outside the root element`);
      continue;
    }
    assert.not.ok(badAmp.test(attrs), `${what}: unescaped attribute in <${name}>`);
    if (close) assert.is(stack.pop(), name, `${what}: </${name}> closes the open element`);
    else if (!selfClosing) {
      if (stack.length === 0) roots++;
      stack.push(name);
    } else if (stack.length === 0) roots++;
  }
  assert.equal(stack, [], `${what}: every element closed`);
  assert.is(roots, 1, `${what}: one root element`);
}

// ---------------------------------------------------------------------------------------------------
// Units

test('file names: dated files and folders, Y/M/D folders, text before the date, undated files', () => {
  assert.equal(parseFileName('2024-05-01-hello.md'), { date: '2024-05-01', slug: '2024/05/01/hello', text: 'hello' });
  assert.equal(parseFileName('2024-05-01-hello/index.mdx'), { date: '2024-05-01', slug: '2024/05/01/hello', text: 'hello' });
  assert.equal(parseFileName('2021/03/09/folder-post/index.md'), { date: '2021-03-09', slug: '2021/03/09/folder-post', text: 'folder-post' });
  assert.equal(parseFileName('2023/9-29-preparing/index.md'), { date: '2023-09-29', slug: '2023/9/29/preparing', text: 'preparing' });
  assert.equal(parseFileName('releases/2024-02-03-v2.md'), { date: '2024-02-03', slug: '2024/02/03/releases/v2', text: 'v2' });
  assert.equal(parseFileName('notes/undated/index.md'), { slug: 'notes/undated', text: 'notes/undated' });
});

test('word count and first-paragraph description agree between the .md and .mdx pipelines', async () => {
  const source = '---\ntitle: x\n---\n\n# Title here\n\nHello **bold** world, don\'t\nstop `code` [link text](https://x.test).\n\n## Sub {#custom}\n\n```js\nconst a = 1;\n```\n\n日本語\n';
  const md = (await compileSource(source, '.md', { additionalLanguages: [], format: 'detect', math: false, mermaid: false, onUnknownLanguage: 'throw' }, 'x.md')).meta;
  const mdx = (await compileSource(source, '.mdx', { additionalLanguages: [], format: 'detect', math: false, mermaid: false, onUnknownLanguage: 'throw' }, 'x.mdx')).meta;
  // 2 (title) + 8 (paragraph) + 1 (heading, its id cut) + 3 (code) + 3 (one per CJK character)
  assert.equal([md.wordCount, md.description], [17, "Hello bold world, don't stop code link text."]);
  assert.equal([mdx.wordCount, mdx.description], [md.wordCount, md.description]);
});

test('authors.yml socials: a handle becomes the platform profile URL, a URL is kept, an unknown platform needs a URL', () => {
  const author = toAuthor({ name: 'Ada', socials: { github: 'ada', x: '@ada', mastodon: 'https://social.example/@ada', myspace: 'ada' } }, 'ada');
  assert.equal(author.socials, [
    { label: 'GitHub', href: 'https://github.com/ada' },
    { label: 'X', href: 'https://x.com/ada' },
    { label: 'Mastodon', href: 'https://social.example/@ada' },
  ]);
  assert.is(toAuthor({ name: 'Bo' }).socials, undefined, 'no socials: no field, so unchanged authors keep their data hash');
});

test('escapeXml escapes markup and quotes and drops characters XML forbids', () => {
  assert.is(escapeXml(`a & <b> "c" 'd'`), 'a &amp; &lt;b&gt; &quot;c&quot; &apos;d&apos;');
  assert.is(escapeXml('bell\u0007 tab\t nl\n'), 'bell tab\t nl\n');
});

test('feedFiles: only the chosen types, at most `limit` posts, files at the root for a root blog', () => {
  const post = (n: number): Post => ({ source: `blog/p${n}.md`, permalink: `/p${n}/`, title: `Post ${n}`, date: `2024-01-0${n}`, formattedDate: '', authors: [], tags: [], truncated: true, unlisted: false, settings: { hideTableOfContents: false, keywords: [] }, inlineAuthors: [] });
  const channel = { title: 'T', description: 'D', home: 'https://x.test/', origin: 'https://x.test' };
  const files = feedFiles({ types: ['rss', 'json'], limit: 1 }, channel, [post(2), post(1)], '');
  assert.equal(Object.keys(files), ['rss.xml', 'feed.json']);
  assert.equal((JSON.parse(files['feed.json']) as { items: { id: string }[] }).items.map((i) => i.id), ['https://x.test/p2/']);
  assert.is(files['rss.xml'].split('<item>').length - 1, 1);
  assert.ok(files['rss.xml'].includes('<atom:link href="https://x.test/rss.xml"'), 'self link at the root');
  const atom = feedFiles({ types: ['atom'], limit: false }, channel, [post(2), post(1)], 'news')['news/atom.xml'];
  assertWellFormedXml(atom, 'atom without authors');
  assert.ok(atom.includes('<author><name>T</name></author>'), 'a feed-level author when entries have none');
});

test('paginate: first page at the base, then {pageBase}/n; ALL gives one page; no posts still one page', () => {
  const posts = [1, 2, 3, 4, 5].map((n) => ({ permalink: `/p${n}/` })) as never[];
  const pages = paginate('/blog/', 'page', posts, 2);
  assert.equal(pages.map((p) => p.path), ['/blog/', '/blog/page/2/', '/blog/page/3/']);
  assert.equal(pages.map((p) => p.posts.length), [2, 2, 1]);
  assert.equal(pages[1].info, { number: 2, total: 3, newer: '/blog/', older: '/blog/page/3/' });
  assert.equal(paginate('/a/x/', 'authors', posts, 'ALL').map((p) => [p.path, p.posts.length]), [['/a/x/', 5]]);
  assert.equal(paginate('/blog/', 'page', [], 10).map((p) => p.path), ['/blog/']);
});

test('config: blog defaults, feed types and files relative to the blog folder', () => {
  const [blog] = resolveConfig(work, undefined, { blog: { path: 'news' } }).blog;
  assert.equal(blog, {
    id: 'default',
    path: 'news',
    routeBasePath: 'blog',
    postsPerPage: 10,
    blogTitle: 'Blog',
    blogDescription: 'Blog',
    pageBasePath: 'page',
    blogSidebarCount: 5,
    blogSidebarTitle: 'Recent posts',
    archiveBasePath: 'archive',
    tagsBasePath: 'tags',
    authorsBasePath: 'authors',
    tags: 'news/tags.yml',
    onInlineTags: 'warn',
    authorsMapPath: 'news/authors.yml',
    onInlineAuthors: 'warn',
    onUntruncatedBlogPosts: 'warn',
    showReadingTime: true,
    feedOptions: { types: ['rss', 'atom', 'json'], title: undefined, description: undefined, copyright: undefined, limit: 20 },
    editUrl: undefined,
  });
  const [custom] = resolveConfig(work, undefined, { blog: { tags: false, archiveBasePath: null, feedOptions: { type: ['json', 'rss'], limit: false } } }).blog;
  assert.is(custom.tags, undefined);
  assert.is(custom.archiveBasePath, undefined);
  assert.equal(custom.feedOptions.types, ['rss', 'json']);
  assert.is(custom.feedOptions.limit, false);
  assert.equal(resolveConfig(work, undefined, { blog: { feedOptions: { type: null } } }).blog[0].feedOptions.types, []);
  assert.ok(configSchema.safeParse({ blog: { postsPerPage: 'ALL', blogSidebarCount: 0, onInlineAuthors: 'throw' } }).success);
  assert.not.ok(configSchema.safeParse({ blog: { postsPerPage: 0 } }).success, 'postsPerPage must be positive');
  assert.not.ok(configSchema.safeParse({ blog: { feedOptions: { type: 'xml' } } }).success, 'unknown feed type');
});

// ---------------------------------------------------------------------------------------------------
// A clean build of the fixture blog

let basic: Promise<{ root: string; warnings: string[] }> | undefined;
function basicBuild(): Promise<{ root: string; warnings: string[] }> {
  basic ??= (async () => {
    const root = copyFixture('basic');
    const report = await build({ root });
    return { root, warnings: report.warnings };
  })();
  return basic;
}

test('a clean build writes exactly the expected blog routes and feeds', async () => {
  const { root, warnings } = await basicBuild();
  const files = [...outputs(root).keys()].filter((f) => (f.startsWith('blog/') || f.startsWith('tests/')) && !isRouteData(f)).sort();
  assert.equal(files, [
    'blog/2023/12/24/christmas/index.html',
    'blog/2024/01/05/first/index.html',
    'blog/2024/02/10/second/index.html',
    'blog/2024/03/15/folder-post/index.html',
    'blog/2024/04/01/unlisted/index.html',
    'blog/archive/index.html',
    'blog/atom.xml',
    'blog/authors/alice/authors/2/index.html',
    'blog/authors/alice/index.html',
    'blog/authors/bob/index.html',
    'blog/authors/carol-custom/index.html',
    'blog/authors/index.html',
    'blog/custom-slug/index.html',
    'blog/feed.json',
    'blog/index.html',
    'blog/legacy.html/index.html',
    'blog/page/2/index.html',
    'blog/page/3/index.html',
    'blog/rss.xml',
    'blog/tags/index.html',
    'blog/tags/news/index.html',
    'blog/tags/news/page/2/index.html',
    'blog/tags/news/page/3/index.html',
    'blog/tags/rel/index.html',
    'blog/tags/secret/index.html',
    'tests/blog/2022/01/01/only/index.html',
    'tests/blog/feed.json',
    'tests/blog/index.html',
  ]);
  assert.equal(warnings, []);
  assert.ok(page(root, 'blog/legacy.html/index.html').includes('html-slug-marker'), 'the .html-looking slug is a folder page');
  const everything = [...outputs(root).values()].map((b) => b.toString('utf8')).join('\n');
  assert.not.ok(everything.includes('draft-marker') || everything.includes('Draft post'), 'a draft appears nowhere');
});

test('list, tag and author pages paginate the listed posts, newest first', async () => {
  const { root } = await basicBuild();
  const lists: Record<string, string[]> = {
    'blog/index.html': ['/blog/legacy.html/', '/blog/2024/03/15/folder-post/'],
    'blog/page/2/index.html': ['/blog/2024/02/10/second/', '/blog/2024/01/05/first/'],
    'blog/page/3/index.html': ['/blog/2023/12/24/christmas/', '/blog/custom-slug/'],
    'blog/tags/news/index.html': ['/blog/legacy.html/', '/blog/2024/02/10/second/'],
    'blog/tags/news/page/2/index.html': ['/blog/2024/01/05/first/', '/blog/2023/12/24/christmas/'],
    'blog/tags/news/page/3/index.html': ['/blog/custom-slug/'],
    'blog/tags/rel/index.html': ['/blog/2024/03/15/folder-post/', '/blog/2024/02/10/second/'],
    'blog/tags/secret/index.html': ['/blog/2024/04/01/unlisted/'],
    'blog/authors/alice/index.html': ['/blog/2024/02/10/second/', '/blog/2024/01/05/first/'],
    'blog/authors/alice/authors/2/index.html': ['/blog/custom-slug/'],
    'blog/authors/bob/index.html': ['/blog/2024/03/15/folder-post/', '/blog/2024/02/10/second/'],
    'blog/authors/carol-custom/index.html': ['/blog/2023/12/24/christmas/'],
    'tests/blog/index.html': ['/tests/blog/2022/01/01/only/'],
  };
  const actual = Object.fromEntries(Object.keys(lists).map((f) => [f, listed(page(root, f))]));
  assert.equal(actual, lists);
  const first = page(root, 'blog/index.html');
  assert.ok(first.includes('href="/blog/page/2/"') && first.includes('Older entries'), 'page 1 links page 2');
  assert.ok(page(root, 'blog/authors/alice/index.html').includes('href="/blog/authors/alice/authors/2/"'), 'author pagination uses {author}/authors/{n}');
  assert.ok(page(root, 'blog/tags/news/index.html').includes('Everything new.'), 'tag description from tags.yml');
  assert.ok(first.includes('first-excerpt-marker') === false && page(root, 'blog/page/2/index.html').includes('first-excerpt-marker'), 'lists show excerpts');
  assert.not.ok(page(root, 'blog/page/2/index.html').includes('first-rest-marker'), 'excerpts stop at the truncate marker');
  assert.not.ok(page(root, 'blog/page/2/index.html').includes('second-rest-marker'), 'MDX excerpts stop at {/* truncate */}');
});

test('tags and authors indexes list only what listed posts use; a custom author permalink is linked', async () => {
  const { root } = await basicBuild();
  const tags = page(root, 'blog/tags/index.html');
  assert.equal([...tags.matchAll(/<a href="([^"]+)" class="tag">([^<]+)/g)].map((m) => [m[1], m[2].trim()]), [
    ['/blog/tags/news/', 'News'],
    ['/blog/tags/rel/', 'Release'],
  ]);
  assert.match(tags, /News(?:<!-- -->)? <span class="tag-count">5<\/span>/, 'five listed posts carry News (the unlisted one is not counted)');
  const authors = page(root, 'blog/authors/index.html');
  assert.equal([...authors.matchAll(/class="blog-author-name"><a href="([^"]+)">([^<]+)/g)].map((m) => [m[1], m[2]]), [
    ['/blog/authors/alice/', 'Alice Example'],
    ['/blog/authors/bob/', 'Bob Example'],
    ['/blog/authors/carol-custom/', 'Carol Custom'],
  ]);
  assert.ok(page(root, 'blog/2023/12/24/christmas/index.html').includes('<a href="/blog/authors/carol-custom/">Carol Custom</a>'), 'post links the custom author page');
  const legacy = page(root, 'blog/legacy.html/index.html');
  assert.ok(legacy.includes('Dan Pageless') && !legacy.includes('/blog/authors/dan'), 'an author with page: false has no page link');
});

test('post pages: neighbours, reading time, toc settings, meta (og:image absolute); the unlisted post is noindex and listed nowhere', async () => {
  const { root } = await basicBuild();
  const second = page(root, 'blog/2024/02/10/second/index.html');
  assert.match(second, /Newer post<\/span><span class="pagination-label">Folder post</);
  assert.match(second, /Older post<\/span><span class="pagination-label">First post</);
  assert.ok(second.includes('1<!-- --> min read'), 'reading time');
  assert.ok(second.includes('<meta name="keywords" content="mdx,escaping"/>'), 'keywords meta');
  assert.match(second, /<meta property="og:image" content="https:\/\/[^"/]+\/img\/second-card.png"\/>/, 'a site path without its leading slash is absolute too');
  assert.ok(second.includes('<meta name="description" content="A description with &lt;b&gt;markup&lt;/b&gt; &amp; an ampersand."/>'), 'description escaped');
  assert.ok(second.includes('<nav class="toc"'), 'toc shown by default');
  assert.not.ok(page(root, 'blog/2024/03/15/folder-post/index.html').includes('<nav class="toc"'), 'hide_table_of_contents hides it');
  assert.ok(page(root, 'blog/2024/01/05/first/index.html').includes('<meta name="description" content="The first post&#x27;s excerpt: first-excerpt-marker."/>'), 'first paragraph as description');

  const unlisted = page(root, 'blog/2024/04/01/unlisted/index.html');
  assert.ok(unlisted.includes('<meta name="robots" content="noindex, nofollow"/>') && unlisted.includes('unlisted-marker'));
  assert.not.ok(unlisted.includes('pagination-label'), 'an unlisted post has no neighbours');
  for (const file of ['blog/index.html', 'blog/page/2/index.html', 'blog/page/3/index.html', 'blog/archive/index.html', 'blog/tags/news/index.html', 'blog/authors/alice/index.html', 'blog/tags/index.html', 'blog/2024/01/05/first/index.html']) {
    assert.not.ok(page(root, file).includes('/blog/2024/04/01/unlisted/'), `${file} does not link the unlisted post`);
  }
  assert.ok(page(root, 'blog/tags/secret/index.html').includes('noindex'), 'a tag only unlisted posts carry is noindex');
});

test('sidebar: the newest blogSidebarCount posts grouped by year; archive: every listed post by year', async () => {
  const { root } = await basicBuild();
  const sidebar = page(root, 'blog/2023/12/24/christmas/index.html').split('<main')[0];
  assert.match(sidebar, /<div class="blog-sidebar-title">Latest<\/div><section class="blog-sidebar-year"><h3 class="blog-sidebar-year-title">2024<\/h3><ul><li><a href="\/blog\/legacy.html\/">Legacy HTML address<\/a><\/li><li><a href="\/blog\/2024\/03\/15\/folder-post\/">Folder post<\/a><\/li><\/ul><\/section><\/nav>/);
  assert.not.ok(page(root, 'tests/blog/index.html').includes('blog-sidebar'), 'blogSidebarCount 0 hides the sidebar');
  const archive = page(root, 'blog/archive/index.html');
  assert.equal([...archive.matchAll(/<h2 id="archive-(\d+)">/g)].map((m) => m[1]), ['2024', '2023']);
  assert.equal([...archive.matchAll(/– <a href="([^"]+)">/g)].map((m) => m[1]), ['/blog/legacy.html/', '/blog/2024/03/15/folder-post/', '/blog/2024/02/10/second/', '/blog/2024/01/05/first/', '/blog/2023/12/24/christmas/', '/blog/custom-slug/']);
});

test('feeds: well-formed RSS, Atom and JSON Feed with escaped text, absolute links and no unlisted post', async () => {
  const { root } = await basicBuild();
  const order = ['legacy.html/', '2024/03/15/folder-post/', '2024/02/10/second/', '2024/01/05/first/', '2023/12/24/christmas/', 'custom-slug/'].map((p) => `https://example.com/blog/${p}`);
  const rss = page(root, 'blog/rss.xml');
  assertWellFormedXml(rss, 'rss.xml');
  assert.equal([...rss.matchAll(/<item><title>[^<]*<\/title><link>([^<]+)<\/link>/g)].map((m) => m[1]), order);
  assert.ok(rss.includes('<title>Ampersands &amp; &lt;angle&gt; &quot;quotes&quot;</title>'), 'escaped title');
  assert.ok(rss.includes('<category>News</category>') && rss.includes('<dc:creator>Bob Example</dc:creator>'), 'tags and authors');
  assert.ok(rss.includes('<pubDate>Sat, 10 Feb 2024 00:00:00 GMT</pubDate>'), 'RFC 822 date');

  const atom = page(root, 'blog/atom.xml');
  assertWellFormedXml(atom, 'atom.xml');
  assert.equal([...atom.matchAll(/<entry><title type="text">[^<]*<\/title><id>([^<]+)<\/id>/g)].map((m) => m[1]), order);
  assert.ok(atom.includes('<summary type="text">A description with &lt;b&gt;markup&lt;/b&gt; &amp; an ampersand.</summary>'), 'escaped summary');
  assert.ok(atom.includes('<author><name>Alice Example</name><uri>https://example.com/alice</uri></author>'), 'author with uri');

  const json = JSON.parse(page(root, 'blog/feed.json')) as { version: string; title: string; feed_url: string; items: { url: string; title: string; content_text: string; date_published: string; tags?: string[]; authors?: { name: string; avatar?: string }[] }[] };
  assert.is(json.version, 'https://jsonfeed.org/version/1.1');
  assert.is(json.feed_url, 'https://example.com/blog/feed.json');
  assert.equal(json.items.map((i) => i.url), order);
  const second = json.items[2];
  assert.equal([second.title, second.date_published, second.tags], ['Ampersands & <angle> "quotes"', '2024-02-10T00:00:00.000Z', ['News', 'Release']]);
  assert.is(json.items[3].authors?.[0].avatar, 'https://example.com/img/alice.png', 'a site-relative avatar becomes absolute');

  for (const feed of ['blog/rss.xml', 'blog/atom.xml', 'blog/feed.json']) assert.not.ok(page(root, feed).includes('unlisted'), `${feed} leaves out the unlisted post`);
  const tests = JSON.parse(page(root, 'tests/blog/feed.json')) as { title: string; items: unknown[] };
  assert.equal([tests.title, tests.items.length], ['Test feed', 1], 'each instance writes its own feed');
});

// ---------------------------------------------------------------------------------------------------
// Errors

async function buildError(root: string): Promise<BuildError> {
  const err = await build({ root }).then(
    () => 'the build succeeded',
    (e: unknown) => e,
  );
  assert.instance(err, BuildError, `expected one BuildError, got: ${String(err)}`);
  return err as BuildError;
}

test('onUntruncatedBlogPosts: throw fails naming the post; warn builds and warns about it', async () => {
  const root = copyFixture('errors-untruncated');
  const err = await buildError(root);
  assert.is(err.location?.file, 'blog/2024-01-02-whole.md');
  assert.match(err.message, /truncate/);
  edit(root, 'site.config.ts', (t) => t.replace("'throw'", "'warn'"));
  const report = await build({ root });
  assert.is(report.warnings.length, 1);
  assert.match(report.warnings[0], /^blog\/2024-01-02-whole\.md: .*truncate/);
});

test('onInlineTags: throw fails naming the post, the tag and the declared tags', async () => {
  const err = await buildError(copyFixture('errors-inline-tags'));
  assert.is(err.location?.file, 'blog/2024-01-01-tagged.md');
  assert.match(err.message, /"undeclared-tag"/);
  assert.match(err.message, /blog\/tags\.yml/);
  assert.match(err.hint ?? '', /news, release/);
});

test('onInlineAuthors: throw fails naming the post with the inline author', async () => {
  const err = await buildError(copyFixture('errors-inline-authors'));
  assert.is(err.location?.file, 'blog/2024-01-02-inline.md');
  assert.match(err.message, /"Inline Person"/);
  assert.match(err.message, /blog\/authors\.yml/);
  assert.not.instance(err, BuildErrors);
});

// ---------------------------------------------------------------------------------------------------
// Incremental builds: one copy, edited step by step

let inc: string | undefined;
async function incrementalRoot(): Promise<string> {
  if (!inc) {
    inc = copyFixture('basic');
    await build({ root: inc });
  }
  return inc;
}

const FEEDS = ['blog/atom.xml', 'blog/feed.json', 'blog/rss.xml'];
/** The blog's search index: a retitled or edited post changes its record there. */
const BLOG_INDEX = 'assets/search/blog-default.json.gz';

test('editing a post body after its excerpt rewrites only that post', async () => {
  const root = await incrementalRoot();
  const before = outputs(root);
  edit(root, 'blog/2024-01-05-first.md', (t) => t.replace('first-rest-marker.', 'first-rest-marker, edited: body-edit-marker.'));
  const report = await build({ root });
  // Lists showing its excerpt depend on the excerpt's own hash, which an edit after the cut leaves alone.
  assert.is(report.routes.rendered, 1);
  // The post, its payload and the blog's search index.
  assert.equal(changedFiles(before, outputs(root)), [BLOG_INDEX, 'blog/2024/01/05/first/__route.json', 'blog/2024/01/05/first/index.html']);
  assert.ok(page(root, 'blog/2024/01/05/first/index.html').includes('body-edit-marker'));
});

test('retitling a post outside the sidebar re-renders exactly the pages showing it', async () => {
  const root = await incrementalRoot();
  const before = outputs(root);
  edit(root, 'blog/2024-01-05-first.md', (t) => t.replace('title: First post', 'title: First post renamed'));
  const report = await build({ root });
  const pages = [
    'blog/2023/12/24/christmas/index.html', // its newer neighbour's link
    'blog/2024/01/05/first/index.html',
    'blog/2024/02/10/second/index.html', // its older neighbour's link
    'blog/archive/index.html',
    'blog/authors/alice/index.html',
    'blog/page/2/index.html',
    'blog/tags/news/page/2/index.html',
  ];
  assert.is(report.routes.rendered, pages.length);
  assert.equal(changedFiles(before, outputs(root)), [BLOG_INDEX, ...pages, ...pages.map(routeDataOf), ...FEEDS].sort());
  for (const file of pages) assert.ok(page(root, file).includes('First post renamed'), `${file} shows the new title`);
});

test('retitling a post in the sidebar re-renders every page showing the sidebar too, and no docs page', async () => {
  const root = await incrementalRoot();
  const before = outputs(root);
  edit(root, 'blog/2024-04-20-html-slug.md', (t) => t.replace('title: Legacy HTML address', 'title: Legacy address renamed'));
  const report = await build({ root });
  const all = changedFiles(before, outputs(root));
  // The sidebar is one shared, content-hashed data file: the old one goes, the new one comes.
  assert.is(all.filter((f) => f.startsWith('assets/data/')).length, 2);
  const changed = all.filter((f) => !f.startsWith('assets/data/') && !isRouteData(f));
  assert.equal(all.filter(isRouteData), changed.filter((f) => f.endsWith('.html')).map(routeDataOf).sort(), 'each re-rendered page has a new payload');
  const sidebarPages = [...before.keys()].filter((f) => f.endsWith('.html') && f.startsWith('blog/') && page(root, f).includes('class="blog-sidebar"'));
  // 7 post pages, 3 list pages, 5 tag list pages, 4 author pages show the sidebar; the archive lists the post.
  assert.is(sidebarPages.length, 19);
  assert.is(report.routes.rendered, 20);
  assert.equal(changed, [BLOG_INDEX, ...sidebarPages, 'blog/archive/index.html', ...FEEDS].sort());
  for (const file of ['docs/intro/index.html', 'index.html', 'blog/tags/index.html', 'blog/authors/index.html', 'tests/blog/index.html']) assert.not.ok(changed.includes(file), `${file} untouched`);
});

test('after the edits, the incremental output equals a clean build of the same inputs', async () => {
  const root = await incrementalRoot();
  const clean = join(work, 'clean-of-incremental');
  copySources(root, clean);
  await build({ root: clean, clean: true });
  assert.is(diffTrees(outputs(root), outputs(clean)), undefined);
});

test.run();
