import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { lookup } from 'mrmime';
import sirv, { type RequestHandler } from 'sirv';

export type StaticServerOptions = {
  dir: string;
  port: number;
  /** Defaults to 127.0.0.1. */
  host?: string;
  /** Defaults to '/'. */
  basePath?: string;
};

export type StaticHandlerOptions = {
  /** The site's deploy prefix, e.g. '/my-site/'. Defaults to '/'. */
  basePath?: string;
  /** Send `no-store` everywhere, so the dev server never serves stale output. */
  noCache?: boolean;
};

export type StaticServer = { url: string; port: number; close(): Promise<void> };

export type StaticHandler = (req: IncomingMessage, res: ServerResponse) => void;

type Context = {
  root: string;
  base: string[];
  noCache: boolean;
  serve: RequestHandler;
};

/** Where a site-relative path leads; segments are decoded and relative to the build root. */
type Resolution =
  | { kind: 'file'; segments: string[] }
  | { kind: 'redirect'; segments: string[] }
  | { kind: 'missing' };

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=0, must-revalidate';
const NO_STORE = 'no-store';

/** What under assets/ keeps its name as its content changes: the search indexes and the sidebar index. */
const STABLE_ASSETS = new Set(['search', 'sidebars.json']);
/**
 * A `.hash.` part before the extension(s): hex (rollup/webpack style) or upper-case
 * base32 (esbuild style), 8+ chars. A digit is required because a false positive pins
 * a mutable file in browser caches for a year, while a miss only costs a revalidation.
 */
const HASHED_NAME = /\.(?=[^./]*\d)(?:[0-9a-f]{8,}|[0-9A-Z]{8,})(?:\.[^./]+)+$/;

/**
 * Serves a finished build the way a static host would: canonical trailing-slash URLs,
 * `.html` normalised away, the build's 404.html for misses, and long-term caching only
 * for content-addressed files. Holds no state besides its options, so several can coexist.
 */
export function createStaticHandler(dir: string, opts: StaticHandlerOptions = {}): StaticHandler {
  const root = resolve(dir);
  const ctx: Context = {
    root,
    base: toSegments(opts.basePath ?? '/'),
    noCache: opts.noCache ?? false,
    // dev mode makes sirv stat per request instead of snapshotting the tree at startup,
    // so it agrees with our own lookups when a rebuild rewrites the directory.
    serve: sirv(root, { dev: true, etag: true }),
  };
  return (req, res) => {
    handle(ctx, req, res).catch((err: unknown) => fail(res, err));
  };
}

export async function startStaticServer(opts: StaticServerOptions): Promise<StaticServer> {
  const host = opts.host ?? '127.0.0.1';
  const basePath = opts.basePath ?? '/';
  const server = createServer(createStaticHandler(opts.dir, { basePath }));
  await new Promise<void>((done, reject) => {
    server.once('error', reject);
    server.listen(opts.port, host, () => {
      server.off('error', reject);
      done();
    });
  });
  const { port } = server.address() as AddressInfo;
  const hostInUrl = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${hostInUrl}:${port}${toUrlPath(toSegments(basePath))}`,
    port,
    close: () =>
      new Promise<void>((done, reject) => {
        server.close((err) => (err ? reject(err) : done()));
        // Idle keep-alive sockets would otherwise hold close() open for seconds.
        server.closeAllConnections();
      }),
  };
}

async function handle(ctx: Context, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    return sendText(res, 405, 'Method Not Allowed', plainPolicy(ctx));
  }
  const { pathname, search } = splitUrl(req.url ?? '/');
  const segments = decodeSegments(pathname);
  if (!segments) return sendText(res, 400, 'Bad Request', plainPolicy(ctx));
  const site = segments.every(isServableSegment) ? stripBase(segments, ctx.base) : null;
  if (!site) return sendNotFound(ctx, res);

  const found = await resolvePath(ctx.root, site, pathname.endsWith('/'));
  if (found.kind === 'missing') {
    const prefix = pathname.endsWith('/') ? await prefixPage(ctx.root, site) : null;
    if (!prefix) return sendNotFound(ctx, res);
    res.setHeader('Cache-Control', filePolicy(ctx, prefix));
    return serveExact(ctx, req, res, prefix);
  }
  if (found.kind === 'redirect') {
    res.setHeader('Location', toUrlPath([...ctx.base, ...found.segments]) + search);
    return sendText(res, 301, 'Moved Permanently', plainPolicy(ctx));
  }
  res.setHeader('Cache-Control', filePolicy(ctx, found.segments));
  serveExact(ctx, req, res, found.segments);
}

/**
 * Maps a site-relative path to a file or to its canonical directory URL.
 * Pages live at `dir/` and come from `dir/index.html` or, failing that, `dir.html`.
 */
async function resolvePath(root: string, segments: string[], trailingSlash: boolean): Promise<Resolution> {
  const last = segments.at(-1);
  if (!trailingSlash && last?.endsWith('.html')) {
    // A page whose own name ends in .html (a post slug like `legacy.html`) lives at `legacy.html/`.
    if (await isFile(root, [...segments, 'index.html'])) return { kind: 'redirect', segments };
    const parent = segments.slice(0, -1);
    const page = last === 'index.html' ? parent : [...parent, last.slice(0, -'.html'.length)];
    return (await pageFile(root, page)) ? { kind: 'redirect', segments: page } : { kind: 'missing' };
  }
  if (trailingSlash) {
    const file = await pageFile(root, segments);
    return file ? { kind: 'file', segments: file } : { kind: 'missing' };
  }
  if (await isFile(root, segments)) return { kind: 'file', segments };
  return (await pageFile(root, segments)) ? { kind: 'redirect', segments } : { kind: 'missing' };
}

/**
 * A page that answers every path below its own (`pages.prefixRoutes`): its payload, beside its HTML,
 * says so. The nearest such ancestor of a missing path serves it.
 */
async function prefixPage(root: string, segments: string[]): Promise<string[] | null> {
  for (let n = segments.length - 1; n >= 1; n--) {
    const dir = segments.slice(0, n);
    const payload = await readFile(join(root, ...dir, '__route.json'), 'utf8').catch(() => null);
    if (payload && (JSON.parse(payload) as { route?: { prefix?: boolean } }).route?.prefix === true) return [...dir, 'index.html'];
  }
  return null;
}

async function pageFile(root: string, page: string[]): Promise<string[] | null> {
  const index = [...page, 'index.html'];
  if (await isFile(root, index)) return index;
  if (page.length === 0) return null;
  const flat = [...page.slice(0, -1), `${page.at(-1)}.html`];
  return (await isFile(root, flat)) ? flat : null;
}

/** Unreadable counts as absent: a static host answers 404 rather than exposing why. */
function isFile(root: string, segments: string[]): Promise<boolean> {
  return stat(join(root, ...segments)).then(
    (s) => s.isFile(),
    () => false,
  );
}

/**
 * Lets sirv do the actual sending (types, ETag/304, ranges) for a file we already chose.
 * sirv finds files by req.url, so point it at the file and restore the URL right after;
 * sirv reads it synchronously and callers composing this handler may still need it.
 * encodeURI round-trips through sirv's decodeURI, except in names with `?` or `#` (a page from
 * `what?.md`), which sirv's URL parser would cut: those are sent whole here.
 */
function serveExact(ctx: Context, req: IncomingMessage, res: ServerResponse, segments: string[]): void {
  if (segments.some((s) => /[?#]/.test(s))) {
    sendWhole(req, res, join(ctx.root, ...segments)).catch((err: unknown) => fail(res, err));
    return;
  }
  const original = req.url;
  req.url = encodeURI(`/${segments.join('/')}`);
  try {
    ctx.serve(req, res, () => sendNotFound(ctx, res).catch((err: unknown) => fail(res, err)));
  } finally {
    req.url = original;
  }
}

/** A file sent in one piece, typed by its extension as sirv types it. */
async function sendWhole(req: IncomingMessage, res: ServerResponse, file: string): Promise<void> {
  const body = await readFile(file);
  const type = lookup(file) ?? 'application/octet-stream';
  res.writeHead(200, { 'Content-Type': type === 'text/html' ? `${type};charset=utf-8` : type, 'Content-Length': body.byteLength });
  res.end(req.method === 'HEAD' ? undefined : body);
}

async function sendNotFound(ctx: Context, res: ServerResponse): Promise<void> {
  const page = await readFile(join(ctx.root, '404.html')).catch(() => null);
  if (!page) return sendText(res, 404, 'Not Found', plainPolicy(ctx));
  res.writeHead(404, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': page.byteLength,
    'Cache-Control': plainPolicy(ctx),
  });
  res.end(page);
}

/** Node drops the body by itself for HEAD requests, so callers needn't special-case them. */
function sendText(res: ServerResponse, status: number, text: string, cacheControl: string): void {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': cacheControl,
  });
  res.end(text);
}

/** Only reachable through a bug or an I/O fault, so say why on stderr rather than in the response. */
function fail(res: ServerResponse, err: unknown): void {
  console.error('[static-server]', err);
  // Mid-body there is no status left to change; cutting the connection at least
  // stops a client from taking a truncated file for a whole one.
  if (res.headersSent) res.destroy();
  else sendText(res, 500, 'Internal Server Error', NO_STORE);
}

/** Redirects and error pages: revalidate, so a later build that adds the page is seen at once. */
function plainPolicy(ctx: Context): string {
  return ctx.noCache ? NO_STORE : REVALIDATE;
}

function filePolicy(ctx: Context, segments: string[]): string {
  if (ctx.noCache) return NO_STORE;
  const contentAddressed = (segments[0] === 'assets' && !STABLE_ASSETS.has(segments[1])) || HASHED_NAME.test(segments.at(-1) ?? '');
  return contentAddressed ? IMMUTABLE : REVALIDATE;
}

function splitUrl(url: string): { pathname: string; search: string } {
  const q = url.indexOf('?');
  return q === -1 ? { pathname: url, search: '' } : { pathname: url.slice(0, q), search: url.slice(q) };
}

/** Splits before decoding so an encoded `%2F` can't act as a separator; empty segments (`//`) are dropped. */
function decodeSegments(pathname: string): string[] | null {
  try {
    return pathname.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return null;
  }
}

/**
 * Rejects anything that could climb out of the build (`..`, smuggled separators, NUL)
 * and dotfiles generally, as static hosts do; `.well-known` is the standard exception.
 */
function isServableSegment(segment: string): boolean {
  if (/[/\\\0]/.test(segment)) return false;
  return !segment.startsWith('.') || segment === '.well-known';
}

function stripBase(segments: string[], base: string[]): string[] | null {
  const inside = base.every((part, i) => segments[i] === part);
  return inside ? segments.slice(base.length) : null;
}

function toSegments(basePath: string): string[] {
  return basePath.split('/').filter(Boolean);
}

/** Always a single leading slash: a `//host` Location would be an open redirect. */
function toUrlPath(segments: string[]): string {
  return `/${segments.map((s) => `${encodeURIComponent(s)}/`).join('')}`;
}
