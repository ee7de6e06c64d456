import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { build } from '../src/build/build.ts';
import { CHROMIUM, collectProblems, hydrated, launchBrowser, plantLink, serveReferenceSite, type ReferenceSite, runBrowserSuite } from './helpers/browser.ts';

// The installable app and its offline mode on the reference site: the manifest, the worker installing
// after the page is idle with ?offlineMode=true, pages loading with the network off (visited or not,
// by address or by link), the not-found page for an address that is no page, online and offline, the
// reload popup of a new build, and registration failure. The other activation strategies are in
// browser-pwa-strategies.test.ts.

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const TMP = fileURLToPath(new URL('./.tmp/', import.meta.url));
/** What theme/client/pwa.ts registers: the worker with its params, JSON-encoded. */
const PARAMS = encodeURIComponent(JSON.stringify({ offlineMode: true, debug: false }));

const test = suite('browser-pwa');
let site: ReferenceSite;
let browser: Browser;

test.before(async () => {
  site = await serveReferenceSite('browser-pwa');
  browser = await launchBrowser();
});

test.after(async () => {
  await browser?.close();
  await site?.close();
});

const url = (path: string) => site.url(path);

/** Records, before any page script, when the page registers a worker and when a worker takes control. */
async function recordWorkerTimes(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    const container = navigator.serviceWorker;
    const register = container.register.bind(container);
    container.register = (...args: Parameters<ServiceWorkerContainer['register']>) => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
      w.__registered = { at: performance.now(), readyState: document.readyState, loadEventEnd: nav?.loadEventEnd ?? 0, url: String(args[0]) };
      return register(...args);
    };
    container.addEventListener('controllerchange', () => (w.__controlledAt = performance.now()));
  });
}

type Registered = { at: number; readyState: string; loadEventEnd: number; url: string };

/**
 * Takes the browser offline as a reader's machine goes offline: no network, and `navigator.onLine` false in
 * the documents opened from then on. Debian's Chromium 150 leaves `navigator.onLine` true under
 * Playwright's network emulation, where an offline machine reports false (and the client reads it).
 */
async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
  // As text: a function would reach the page with the TypeScript loader's helpers, which it lacks.
  await context.addInitScript({ content: "Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => false });" });
}

/** A fresh context whose first page visited `path` with ?offlineMode=true and is now controlled by the worker. */
async function installed(path = '/docs/installation/', context?: BrowserContext): Promise<{ context: BrowserContext; page: Page; registered: Registered; installMs: number }> {
  context ??= await browser.newContext();
  const page = await context.newPage();
  await recordWorkerTimes(page);
  await page.goto(url(`${path}?offlineMode=true`));
  await hydrated(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 90_000 });
  const times = await page.evaluate(() => {
    const w = window as unknown as { __registered: Registered; __controlledAt: number };
    return { registered: w.__registered, controlledAt: w.__controlledAt };
  });
  return { context, page, registered: times.registered, installMs: Math.round(times.controlledAt - times.registered.at) };
}

const heading = (page: Page) => page.locator('main h1, article h1').first().innerText({ timeout: 15_000 });

/** Loads `path` with the network off and waits for its route (not the offline shell) to be on screen. */
async function openOffline(page: Page, path: string, expect: RegExp): Promise<void> {
  await page.goto(url(path));
  await page.waitForFunction((source) => new RegExp(source).test(document.querySelector('main h1, article h1')?.textContent ?? ''), expect.source, { timeout: 15_000 });
}

test('the manifest is linked from every page and valid; Chromium finds the site installable', async () => {
  for (const path of ['/', '/docs/installation/', '/blog/']) {
    const page = await browser.newPage();
    await page.goto(url(path));
    assert.is(await page.getAttribute('link[rel="manifest"]', 'href'), '/manifest.json', path);
    assert.is(await page.getAttribute('meta[name="theme-color"]', 'content'), '#2e8555', path);
    await page.close();
  }
  // Installability is judged in a normal profile (an incognito-like context never offers to install).
  const profile = mkdtempSync(join(TMP, 'pwa-profile-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] });
  try {
    const { page } = await installed('/', context);
    const cdp = await context.newCDPSession(page);
    const manifest = (await cdp.send('Page.getAppManifest')) as { errors: { message: string }[]; data: string };
    assert.equal(manifest.errors, []);
    const data = JSON.parse(manifest.data) as { name: string; start_url: string; display: string; icons: { src: string; sizes: string }[] };
    assert.equal([data.name, data.start_url, data.display], ['Lectern', '/', 'standalone']);
    for (const size of [192, 512]) {
      const icon = data.icons.find((i) => i.sizes === `${size}x${size}` && !('purpose' in i))!;
      const natural = await page.evaluate(async (src) => {
        const img = new Image();
        img.src = src;
        await img.decode();
        return [img.naturalWidth, img.naturalHeight];
      }, icon.src);
      assert.equal(natural, [size, size], `${icon.src} is ${size}x${size}`);
    }
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
    assert.equal(installabilityErrors, []);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('with ?offlineMode=true the worker registers after the load event with its params and precaches the site; without it nothing registers', async () => {
  const plain = await browser.newContext();
  const page = await plain.newPage();
  await recordWorkerTimes(page);
  await page.goto(url('/docs/installation/'));
  await hydrated(page);
  await page.waitForFunction(() => document.readyState === 'complete');
  // Past the idle callback's own timeout (5 s), so the lazy chunk has run if it was going to.
  await page.waitForTimeout(6000);
  assert.equal(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length), 0);
  assert.is(await page.evaluate(() => (window as { __registered?: unknown }).__registered), undefined);
  await plain.close();

  const { context, page: offline, registered, installMs } = await installed();
  assert.is(registered.readyState, 'complete', 'registered once the page had loaded');
  assert.ok(registered.loadEventEnd > 0 && registered.at >= registered.loadEventEnd, `registered at ${registered.at} ms, load event ended at ${registered.loadEventEnd} ms`);
  assert.is(registered.url, `/sw.js?params=${PARAMS}`);
  const scriptURL = await offline.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.active!.scriptURL);
  assert.is(scriptURL, url(`/sw.js?params=${PARAMS}`));
  const cached = await offline.evaluate(async () => {
    const names = await caches.keys();
    const precache = names.find((n) => n.startsWith('workbox-precache'))!;
    return (await (await caches.open(precache)).keys()).map((r) => new URL(r.url).pathname);
  });
  assert.ok(cached.includes('/__offline/') && cached.includes('/blog/releases/3.6/__route.json') && cached.includes('/manifest.json'), `${cached.length} files precached`);
  console.log(`  worker registered ${Math.round(registered.at - registered.loadEventEnd)} ms after the load event; installed and in control ${installMs} ms later (${cached.length} files)`);
  await context.close();
});

test('offline, a visited page and unvisited ones load by address and by link, a prefix route and the search page too', async () => {
  const { context, page } = await installed();
  const problems = collectProblems(page);
  await goOffline(context);
  await openOffline(page, '/docs/installation/', /^Installation$/);
  assert.match(await page.locator('.markdown').first().innerText(), /npm/);
  await openOffline(page, '/blog/releases/3.6/', /Lectern 3\.6/);
  await openOffline(page, '/docs/configuration/#site-metadata', /^Configuration$/);
  await openOffline(page, '/feature-requests/42/', /Feature requests/);
  await page.goto(url('/search/?q=sidebar'));
  await page.waitForFunction(() => document.title.startsWith('Search'), null, { timeout: 15_000 });
  assert.match(page.url(), /\/search\/\?q=sidebar$/, 'the query stays in the address');

  // A client navigation to a page never visited, from its precached route data.
  await openOffline(page, '/docs/installation/', /^Installation$/);
  await plantLink(page, '/docs/deployment/', 'offline-link');
  await page.click('#offline-link');
  await page.waitForFunction(() => location.pathname === '/docs/deployment/' && /Deployment/.test(document.querySelector('main h1, article h1')?.textContent ?? ''), null, { timeout: 15_000 });
  assert.match(await heading(page), /Deployment/);
  assert.equal(problems, []);
  await context.close();
});

test('past the precache budget, the page open when the worker took control is kept: it loads offline, with or without the query, with its logo and favicon and no failed prefetch', async () => {
  const small = await serveReferenceSite('browser-pwa-budget', { config: (text) => text.replace('pwa: {', 'pwa: {\n    precacheBudget: 1,') });
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(small.url('/docs/installation/?offlineMode=true'));
    await hydrated(page);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 90_000 });
    const kept = () => page.evaluate(async () => (await caches.keys()).length > 0 && !!(await caches.match('/docs/installation/')));
    for (let tries = 0; !(await kept()); tries++) {
      assert.ok(tries < 100, 'the page is cached within 10 s of the worker taking control');
      await page.waitForTimeout(100);
    }
    await goOffline(context);
    const problems = collectProblems(page);
    for (const path of ['/docs/installation/', '/docs/installation/?offlineMode=true']) {
      await page.goto(small.url(path));
      assert.match(await heading(page), /^Installation$/, path);
    }
    // Links in view are not prefetched offline: pages past the budget would fail to load, each an error.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    await page.waitForTimeout(1500);
    assert.equal(problems, []);
  } finally {
    await context.close();
    await small.close();
  }
});

/** Waits for the not-found page or a load failure to be on screen; returns its heading. */
async function notFoundOrFailure(page: Page): Promise<string> {
  const shown = await page.waitForFunction(() => document.querySelector('.not-found h1, .route-failure h1')?.textContent, null, { timeout: 15_000 });
  return (await shown.jsonValue())!;
}

test('an address that is no page shows the not-found page: online with the worker in control (a real 404), and offline by address and by link', async () => {
  const { context, page } = await installed();
  const online = await page.goto(url('/docs/no-such-page/'));
  assert.is(online?.status(), 404, 'the server answers');
  assert.ok(online?.fromServiceWorker(), 'through the worker');
  assert.is(await notFoundOrFailure(page), 'Page Not Found');

  await goOffline(context);
  await page.goto(url('/docs/no-such-page/'));
  assert.is(await notFoundOrFailure(page), 'Page Not Found', 'offline, by address');
  assert.is(await page.locator('.route-failure').count(), 0);
  assert.match(page.url(), /\/docs\/no-such-page\/$/, 'the address stays');

  await openOffline(page, '/docs/installation/', /^Installation$/);
  await plantLink(page, '/docs/no-such-page-either/', 'unknown-link');
  await page.click('#unknown-link');
  assert.is(await notFoundOrFailure(page), 'Page Not Found', 'offline, by link');
  assert.is(new URL(page.url()).pathname, '/docs/no-such-page-either/');
  await context.close();
});

/** Rebuilds the served site with one doc changed; returns the sentence added. */
async function rebuildWithChange(tag: string): Promise<string> {
  const sentence = `A sentence from rebuild ${tag}.`;
  appendFileSync(join(site.root, 'content/docs/01-installation.md'), `\n${sentence}\n`);
  await build({ root: site.root });
  return sentence;
}

test('a new build: its worker waits, the reload popup offers it, and Reload shows the new build', async () => {
  const { context, page } = await installed();
  const before = await page.evaluate(() => navigator.serviceWorker.controller!.scriptURL);
  const sentence = await rebuildWithChange('popup');
  await page.reload();
  const popup = page.locator('.pwa-popup[role="status"]');
  await popup.getByRole('button', { name: 'Reload' }).waitFor({ timeout: 60_000 });
  assert.match(await popup.innerText(), /A new version of this site is available/);
  assert.is(await popup.getByRole('button', { name: 'Close' }).count(), 1);
  assert.ok(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.waiting !== null), 'the new worker waits');
  assert.not.match(await page.locator('.markdown').first().innerText(), new RegExp(sentence), 'the page is still the old build');

  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.evaluate((s) => document.documentElement.setAttribute('data-theme', s), scheme);
    // Colours transition on a theme switch: axe must see the settled ones, not a blend mid-way.
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    await page.addScriptTag({ content: AXE });
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<{ violations: { id: string }[] }> } }).axe;
      return (await axe.run('.pwa-popup', { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] } })).violations.map((v) => v.id);
    });
    assert.equal(violations, [], `${scheme}: axe on the popup`);
  }

  await Promise.all([page.waitForEvent('load'), popup.getByRole('button', { name: 'Reload' }).click()]);
  await page.waitForFunction((s) => document.querySelector('.markdown')?.textContent?.includes(s), sentence, { timeout: 15_000 });
  assert.is(await page.locator('.pwa-popup').count(), 0);
  const after = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!);
  assert.ok(after, 'still registered');
  assert.ok(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.waiting === null), 'nothing waits any more');
  assert.is(await page.evaluate(() => navigator.serviceWorker.controller!.scriptURL), before, 'same script URL, new worker');
  await context.close();
});

test('without offline mode a waiting worker takes over at once, with no popup', async () => {
  const { context, page } = await installed();
  const sentence = await rebuildWithChange('skip');
  await page.addInitScript(() => navigator.serviceWorker.addEventListener('controllerchange', () => ((window as { __controllerChanged?: boolean }).__controllerChanged = true)));
  // The same reader later, without ?offlineMode=true: offline mode is off for this visit.
  await page.goto(url('/docs/configuration/'));
  await hydrated(page);
  // Waited for without fetching: Chromium activates a worker that skips waiting only once the old one
  // has no fetch in flight, so polling through the old worker (as this test once did) holds it back.
  await page.waitForFunction(() => (window as { __controllerChanged?: boolean }).__controllerChanged === true, null, { timeout: 60_000 });
  // Route data comes from the active worker's precache: the new sentence there means the new worker took over.
  assert.ok(await page.evaluate(async (s) => (await (await fetch('/docs/installation/__route.json')).text()).includes(s), sentence), 'the new worker serves the page');
  assert.ok(await page.evaluate(() => navigator.serviceWorker.controller !== null), 'served by a worker, not the network');
  assert.ok(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.waiting === null), 'nothing left waiting');
  assert.is(await page.locator('.pwa-popup').count(), 0);
  await context.close();
});

test('a failed registration logs one console line and nothing else', async () => {
  const context = await browser.newContext();
  await context.route('**/sw.js?*', (route) => route.fulfill({ status: 404, body: 'gone' }));
  const page = await context.newPage();
  const logs: string[] = [];
  page.on('console', (m) => logs.push(`[${m.type()}] ${m.text()}`));
  await page.goto(url('/docs/installation/?offlineMode=true'));
  await hydrated(page);
  const workerLines = () => logs.filter((l) => /service worker/i.test(l));
  for (let waited = 0; workerLines().length === 0 && waited < 15_000; waited += 250) await page.waitForTimeout(250);
  // Time for a second line, if one were coming.
  await page.waitForTimeout(1000);
  const lines = workerLines();
  assert.is(lines.length, 1, lines.join('\n'));
  assert.match(lines[0], /^\[log\] Service worker registration failed: /);
  // Chromium reports the failed script download itself; the page adds nothing else.
  assert.equal(logs.filter((l) => !lines.includes(l) && !/Failed to load resource|bad HTTP response code \(404\)/.test(l)), []);
  await context.close();
});

runBrowserSuite(test);
