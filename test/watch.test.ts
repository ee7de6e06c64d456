/** `site watch` over real HTTP on 127.0.0.1: pages are served, and an edit rebuilds and sends a reload event. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startWatch, type WatchSession } from '../src/dev/watch.ts';
import { LIVE_RELOAD_EVENTS_URL, LIVE_RELOAD_SCRIPT_URL } from '../src/dev/live-reload.ts';

const tmp = join(import.meta.dirname, '.tmp');
mkdirSync(tmp, { recursive: true });
const root = mkdtempSync(join(tmp, 'watch-'));
mkdirSync(join(root, 'docs'), { recursive: true });
writeFileSync(join(root, 'docs/intro.md'), '---\ntitle: Intro\n---\n\nFirst version of the text.\n');
writeFileSync(join(root, 'docs/other.md'), '# Other\n\nAnother page.\n');

let session: WatchSession;
/** What the session logged, one line per build: a save may reach the watcher as more than one event. */
const logLines: string[] = [];

/** Routes rendered by the builds logged since line `from`. */
function renderedSince(from: number): number {
  return logLines
    .slice(from)
    .map((line) => /: (\d+) of \d+ routes rendered/.exec(line))
    .reduce((sum, match) => sum + (match ? Number(match[1]) : 0), 0);
}

/** Reads server-sent events until one named `name` arrives (or the time runs out). */
async function waitForEvent(url: string, name: string, trigger: () => void, timeoutMs = 15000): Promise<string> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const res = await fetch(url, { signal: controller.signal });
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let triggered = false;
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) throw new Error('event stream closed');
      buffer += decoder.decode(value);
      if (!triggered && buffer.includes(': connected')) {
        triggered = true;
        trigger();
      }
      const match = new RegExp(`event: ${name}\\ndata: (.*)\\n`).exec(buffer);
      if (match) return match[1];
    }
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}

test.before(async () => {
  session = await startWatch({ root, port: 0, log: (line) => logLines.push(line) });
});

test('serves built pages on 127.0.0.1 with the live-reload script', async () => {
  assert.match(session.url, /^http:\/\/127\.0\.0\.1:\d+\/$/);
  const res = await fetch(new URL('/docs/intro/', session.url));
  assert.is(res.status, 200);
  const html = await res.text();
  assert.match(html, 'First version of the text.');
  assert.match(html, LIVE_RELOAD_SCRIPT_URL);
  const script = await fetch(new URL(LIVE_RELOAD_SCRIPT_URL, session.url));
  assert.is(script.status, 200);
  assert.match(await script.text(), 'EventSource');
});

test('trailing slash redirect and 404 page from the dev server', async () => {
  const redirect = await fetch(new URL('/docs/intro', session.url), { redirect: 'manual' });
  assert.is(redirect.status, 301);
  assert.is(redirect.headers.get('location'), '/docs/intro/');
  const missing = await fetch(new URL('/no/such/page/', session.url));
  assert.is(missing.status, 404);
  assert.match(await missing.text(), 'Page Not Found');
});

test('an edit rebuilds one route and sends a reload event', async () => {
  const beforeEdit = logLines.length;
  await waitForEvent(new URL(LIVE_RELOAD_EVENTS_URL, session.url).href, 'reload', () => {
    writeFileSync(join(root, 'docs/intro.md'), '---\ntitle: Intro\n---\n\nSecond version of the text.\n');
  });
  await session.idle();
  assert.is(renderedSince(beforeEdit), 1);
  const html = await (await fetch(new URL('/docs/intro/', session.url))).text();
  assert.match(html, 'Second version of the text.');
});

test('a page added in a new folder is served, and gone once its folder is removed', async () => {
  const events = new URL(LIVE_RELOAD_EVENTS_URL, session.url).href;
  await waitForEvent(events, 'reload', () => {
    mkdirSync(join(root, 'docs/guides'), { recursive: true });
    writeFileSync(join(root, 'docs/guides/added.md'), '# Added\n\nA page written while watching.\n');
  });
  await session.idle();
  const page = new URL('/docs/guides/added/', session.url);
  assert.match(await (await fetch(page)).text(), 'A page written while watching.');
  await waitForEvent(events, 'reload', () => rmSync(join(root, 'docs/guides'), { recursive: true, force: true }));
  await session.idle();
  assert.is((await fetch(page)).status, 404);
  // Edits after the removal still rebuild just their page: the listing is made again, the rest is kept.
  const beforeEdit = logLines.length;
  await waitForEvent(events, 'reload', () => writeFileSync(join(root, 'docs/other.md'), '# Other\n\nAnother page, edited.\n'));
  await session.idle();
  assert.is(renderedSince(beforeEdit), 1);
});

test('a broken edit reports a build error event and keeps serving the last good page', async () => {
  const message = await waitForEvent(new URL(LIVE_RELOAD_EVENTS_URL, session.url).href, 'build-error', () => {
    writeFileSync(join(root, 'docs/intro.md'), '---\ntitle: [unclosed\n---\n\nBroken.\n');
  });
  assert.match(JSON.parse(message) as string, 'docs/intro.md');
  const html = await (await fetch(new URL('/docs/intro/', session.url))).text();
  assert.match(html, 'Second version of the text.');
});

test.after(async () => {
  await session.close();
  rmSync(root, { recursive: true, force: true });
});

test.run();
