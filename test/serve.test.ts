import { EventEmitter, once } from 'node:events';
import { existsSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createStaticHandler, startStaticServer } from '../src/dev/static-server.ts';

const SITE = fileURLToPath(new URL('./fixtures/serve/site/', import.meta.url));
const OUTSIDE = fileURLToPath(new URL('./fixtures/serve/secret.txt', import.meta.url));

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=0, must-revalidate';

type Reply = { status: number; headers: IncomingHttpHeaders; body: string };
type Running = { port: number; close(): Promise<void> };

/**
 * node:http rather than fetch: fetch normalises `..` and `%2e%2e` away before sending,
 * which would hide exactly the paths the traversal tests need to put on the wire.
 */
function raw(port: number, path: string, init: { method?: string; headers?: Record<string, string> } = {}): Promise<Reply> {
  return new Promise((done, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: init.method ?? 'GET', headers: init.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

async function listen(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<Running> {
  const server = createServer(handler);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}

// ---------------------------------------------------------------------------
const root = suite<{ server?: Awaited<ReturnType<typeof startStaticServer>> }>('static server at /');

root.before(async (ctx) => {
  ctx.server = await startStaticServer({ dir: SITE, port: 0 });
});
root.after(async (ctx) => {
  await ctx.server?.close();
});

const base = (ctx: { server?: { url: string } }) => ctx.server!.url.replace(/\/$/, '');
const get = (ctx: { server?: { url: string } }, path: string, init: RequestInit = {}) =>
  fetch(base(ctx) + path, { redirect: 'manual', ...init });

root('reports the real port when asked for port 0', (ctx) => {
  assert.ok(ctx.server!.port > 0);
  assert.is(ctx.server!.url, `http://127.0.0.1:${ctx.server!.port}/`);
});

root('serves the home page as HTML', async (ctx) => {
  const res = await get(ctx, '/');
  assert.is(res.status, 200);
  assert.match(res.headers.get('content-type') ?? '', /^text\/html/);
  assert.match(await res.text(), 'fixture-home');
});

root('serves a directory page at its trailing-slash URL', async (ctx) => {
  const res = await get(ctx, '/docs/intro/');
  assert.is(res.status, 200);
  assert.match(await res.text(), 'fixture-intro');
});

root('redirects to the trailing-slash URL', async (ctx) => {
  for (const [from, to] of [
    ['/docs/intro', '/docs/intro/'],
    ['/docs/intro/index.html', '/docs/intro/'],
    ['/docs/intro.html', '/docs/intro/'],
    ['/index.html', '/'],
  ]) {
    const res = await get(ctx, from);
    assert.is(res.status, 301, from);
    assert.is(res.headers.get('location'), to, from);
  }
});

root('keeps the query string on redirects', async (ctx) => {
  const res = await get(ctx, '/docs/intro?tab=npm&x=1');
  assert.is(res.status, 301);
  assert.is(res.headers.get('location'), '/docs/intro/?tab=npm&x=1');
  const html = await get(ctx, '/docs/intro.html?q=a%20b');
  assert.is(html.headers.get('location'), '/docs/intro/?q=a%20b');
});

root('serves a flat legacy.html at /legacy/ and normalises the other spellings to it', async (ctx) => {
  for (const from of ['/legacy', '/legacy.html']) {
    const res = await get(ctx, from);
    assert.is(res.status, 301, from);
    assert.is(res.headers.get('location'), '/legacy/', from);
  }
  const page = await get(ctx, '/legacy/');
  assert.is(page.status, 200);
  assert.match(await page.text(), 'fixture-legacy');
});

root('a page whose slug ends in .html is found at its folder and reached without the slash', async (ctx) => {
  const res = await get(ctx, '/blog/old-post.html');
  assert.is(res.status, 301);
  assert.is(res.headers.get('location'), '/blog/old-post.html/');
  const page = await get(ctx, '/blog/old-post.html/');
  assert.is(page.status, 200);
  assert.match(await page.text(), 'fixture-html-slug');
});

root('collapses repeated slashes without producing a protocol-relative Location', async (ctx) => {
  const res = await raw(ctx.server!.port, '//docs//intro');
  assert.is(res.status, 301);
  assert.is(res.headers.location, '/docs/intro/');
});

root('answers unknown paths with 404 and the body of 404.html', async (ctx) => {
  for (const path of ['/nope/', '/nope', '/nope.html', '/sitemap.xml/', '/docs/']) {
    const res = await get(ctx, path);
    assert.is(res.status, 404, path);
    assert.match(res.headers.get('content-type') ?? '', /^text\/html/, path);
    assert.match(await res.text(), 'fixture-not-found', path);
  }
});

root('sends real files with their content type', async (ctx) => {
  const cases = [
    ['/assets/js/main.3fa9c1d2.js', 'text/javascript', 'fixture-main-js'],
    ['/assets/css/styles.8b1e22aa.css', 'text/css', 'fixture-styles'],
    ['/sitemap.xml', 'text/xml', '<urlset'],
    ['/img/logo.svg', 'image/svg+xml', '<svg'],
  ];
  for (const [path, type, content] of cases) {
    const res = await get(ctx, path);
    assert.is(res.status, 200, path);
    assert.is(res.headers.get('content-type'), type, path);
    assert.match(await res.text(), content, path);
  }
});

root('marks hashed and /assets/ files immutable', async (ctx) => {
  for (const path of [
    '/assets/js/main.3fa9c1d2.js',
    '/assets/css/styles.8b1e22aa.css',
    '/assets/js/vendor.js', // no hash, but under /assets/
    '/img/banner.a1b2c3d4.svg', // hashed, outside /assets/
  ]) {
    const res = await get(ctx, path);
    assert.is(res.status, 200, path);
    assert.is(res.headers.get('cache-control'), IMMUTABLE, path);
  }
});

root('makes HTML, other files, redirects and 404s revalidate', async (ctx) => {
  for (const [path, status] of [
    ['/', 200],
    ['/docs/intro/', 200],
    ['/sitemap.xml', 200],
    ['/img/logo.svg', 200],
    // Under /assets/ but keeping their names as their content changes.
    ['/assets/sidebars.json', 200],
    ['/assets/search/manifest.json', 200],
    ['/docs/intro', 301],
    ['/nope/', 404],
  ] as const) {
    const res = await get(ctx, path);
    assert.is(res.status, status, path);
    assert.is(res.headers.get('cache-control'), REVALIDATE, path);
  }
});

root('never escapes the build directory', async (ctx) => {
  assert.ok(existsSync(OUTSIDE), 'the file a traversal would reach must exist for this test to mean anything');
  for (const path of [
    '/../secret.txt',
    '/%2e%2e/secret.txt',
    '/%2E%2E/secret.txt',
    '/..%2fsecret.txt',
    '/docs/..%2f..%2fsecret.txt',
    '/docs/%2e%2e/%2e%2e/secret.txt',
    '/..%5csecret.txt',
    '/..\\secret.txt',
    '/secret.txt%00.html',
  ]) {
    const res = await raw(ctx.server!.port, path);
    assert.is(res.status, 404, path);
    assert.not.match(res.body, 'fixture-outside-secret', path);
  }
});

root('hides dotfiles but serves .well-known', async (ctx) => {
  const hidden = await get(ctx, '/.secret');
  assert.is(hidden.status, 404);
  assert.not.match(await hidden.text(), 'fixture-dotfile-secret');
  const known = await get(ctx, '/.well-known/security.txt');
  assert.is(known.status, 200);
  assert.match(await known.text(), 'Contact:');
});

root('maps percent-encoded paths to the decoded folder name', async (ctx) => {
  const page = await get(ctx, '/docs/with%20space/');
  assert.is(page.status, 200);
  assert.match(await page.text(), 'fixture-with-space');
  const redirect = await get(ctx, '/docs/with%20space');
  assert.is(redirect.status, 301);
  assert.is(redirect.headers.get('location'), '/docs/with%20space/');
});

root('serves folders named with ? or # (a page from what?.md) at their percent-encoded URL', async (ctx) => {
  for (const [path, marker] of [['/docs/what%3F/', 'fixture-question'], ['/docs/c%23/', 'fixture-hash']]) {
    const page = await get(ctx, path);
    assert.is(page.status, 200, path);
    assert.match(page.headers.get('content-type') ?? '', /^text\/html;\s*charset=utf-8/);
    assert.match(await page.text(), marker);
    const head = await raw(ctx.server!.port, path, { method: 'HEAD' });
    assert.is(head.status, 200);
    assert.is(head.body, '');
  }
  const redirect = await get(ctx, '/docs/what%3F');
  assert.is(redirect.status, 301);
  assert.is(redirect.headers.get('location'), '/docs/what%3F/');
});

root('rejects malformed percent-encoding with 400', async (ctx) => {
  const res = await raw(ctx.server!.port, '/docs/%E0%A4%A');
  assert.is(res.status, 400);
});

root('answers HEAD with headers and no body', async (ctx) => {
  const page = await raw(ctx.server!.port, '/', { method: 'HEAD' });
  assert.is(page.status, 200);
  assert.match(page.headers['content-type'] ?? '', /^text\/html/);
  assert.ok(Number(page.headers['content-length']) > 0);
  assert.is(page.body, '');
  const missing = await raw(ctx.server!.port, '/nope/', { method: 'HEAD' });
  assert.is(missing.status, 404);
  assert.is(missing.body, '');
});

root('refuses other methods with 405', async (ctx) => {
  for (const method of ['POST', 'PUT', 'DELETE']) {
    const res = await get(ctx, '/', { method });
    assert.is(res.status, 405, method);
    assert.is(res.headers.get('allow'), 'GET, HEAD', method);
  }
});

root('supports conditional requests and ranges (delegated to sirv)', async (ctx) => {
  const first = await get(ctx, '/');
  const etag = first.headers.get('etag');
  assert.ok(etag);
  const again = await get(ctx, '/', { headers: { 'if-none-match': etag } });
  assert.is(again.status, 304);
  const part = await get(ctx, '/assets/js/main.3fa9c1d2.js', { headers: { range: 'bytes=0-6' } });
  assert.is(part.status, 206);
  assert.is(await part.text(), 'console');
});

root.run();

// ---------------------------------------------------------------------------
const prefixed = suite<{ server?: Awaited<ReturnType<typeof startStaticServer>> }>('static server with basePath');

prefixed.before(async (ctx) => {
  ctx.server = await startStaticServer({ dir: SITE, port: 0, basePath: '/my-site/' });
});
prefixed.after(async (ctx) => {
  await ctx.server?.close();
});

const origin = (ctx: { server?: { port: number } }) => `http://127.0.0.1:${ctx.server!.port}`;
const getAt = (ctx: { server?: { port: number } }, path: string) => fetch(origin(ctx) + path, { redirect: 'manual' });

prefixed('includes the base path in its URL', (ctx) => {
  assert.is(ctx.server!.url, `${origin(ctx)}/my-site/`);
});

prefixed('serves pages and files under the prefix', async (ctx) => {
  const home = await getAt(ctx, '/my-site/');
  assert.is(home.status, 200);
  assert.match(await home.text(), 'fixture-home');
  const intro = await getAt(ctx, '/my-site/docs/intro/');
  assert.match(await intro.text(), 'fixture-intro');
  const js = await getAt(ctx, '/my-site/assets/js/main.3fa9c1d2.js');
  assert.is(js.status, 200);
  assert.is(js.headers.get('cache-control'), IMMUTABLE);
});

prefixed('keeps the prefix in redirects', async (ctx) => {
  for (const [from, to] of [
    ['/my-site', '/my-site/'],
    ['/my-site/docs/intro', '/my-site/docs/intro/'],
    ['/my-site/docs/intro.html?a=1', '/my-site/docs/intro/?a=1'],
    ['/my-site/index.html', '/my-site/'],
  ]) {
    const res = await getAt(ctx, from);
    assert.is(res.status, 301, from);
    assert.is(res.headers.get('location'), to, from);
  }
});

prefixed('404s outside the prefix', async (ctx) => {
  for (const path of ['/', '/docs/intro/', '/my-sitex/', '/other/my-site/']) {
    const res = await getAt(ctx, path);
    assert.is(res.status, 404, path);
    assert.match(await res.text(), 'fixture-not-found', path);
  }
});

prefixed.run();

// ---------------------------------------------------------------------------
const dev = suite<{ server?: Running; finished: EventEmitter }>('createStaticHandler for the dev server', {
  finished: new EventEmitter(),
});

dev.before(async (ctx) => {
  const handler = createStaticHandler(SITE, { noCache: true });
  ctx.server = await listen((req, res) => {
    // Stands in for a wrapping middleware that looks at req.url once the response is done.
    // Only probe requests report, so a late 'finish' from an earlier test can't be mistaken for ours.
    if (req.headers['x-probe']) res.on('finish', () => ctx.finished.emit('url', req.url));
    handler(req, res);
  });
});
dev.after(async (ctx) => {
  await ctx.server?.close();
});

dev('sends no-store for every kind of response', async (ctx) => {
  for (const [path, status] of [
    ['/', 200],
    ['/assets/js/main.3fa9c1d2.js', 200],
    ['/docs/intro', 301],
    ['/nope/', 404],
  ] as const) {
    const res = await raw(ctx.server!.port, path);
    assert.is(res.status, status, path);
    assert.is(res.headers['cache-control'], 'no-store', path);
  }
});

dev('leaves req.url as it found it, so wrapping middleware can rely on it', async (ctx) => {
  // 'finish' can fire after the client already has the whole reply, so wait for it explicitly.
  const [[url], res] = await Promise.all([once(ctx.finished, 'url'), raw(ctx.server!.port, '/docs/with%20space/', { headers: { 'x-probe': '1' } })]);
  assert.is(res.status, 200);
  assert.is(url, '/docs/with%20space/');
});

dev.run();

// ---------------------------------------------------------------------------
const bare = suite<{ server?: Running }>('build without 404.html');

bare.before(async (ctx) => {
  // docs/ has pages but no 404.html of its own.
  ctx.server = await listen(createStaticHandler(join(SITE, 'docs')));
});
bare.after(async (ctx) => {
  await ctx.server?.close();
});

bare('falls back to a plain-text 404', async (ctx) => {
  const res = await raw(ctx.server!.port, '/nope/');
  assert.is(res.status, 404);
  assert.match(res.headers['content-type'] ?? '', /^text\/plain/);
  assert.is(res.body, 'Not Found');
  const page = await raw(ctx.server!.port, '/intro/');
  assert.is(page.status, 200);
});

bare.run();
