import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { hydrated, launchBrowser, serveReferenceSite, type ReferenceSite, runBrowserSuite } from './helpers/browser.ts';

// The offline mode activation strategies of theme/client/pwa.ts other than queryString (browser-pwa.test.ts
// has that one): appInstalled and standalone on the reference site, mobile on a copy configured for it alone.

/** What theme/client/pwa.ts registers: the worker with its params, JSON-encoded. */
const PARAMS = encodeURIComponent(JSON.stringify({ offlineMode: true, debug: false }));
const STRATEGIES = /offlineModeActivationStrategies: \[[^\]]*\]/;

const test = suite('browser-pwa-strategies');
let site: ReferenceSite;
let mobileSite: ReferenceSite;
let browser: Browser;

test.before(async () => {
  site = await serveReferenceSite('browser-pwa-strategies');
  mobileSite = await serveReferenceSite('browser-pwa-mobile', {
    config(source) {
      if (!STRATEGIES.test(source)) throw new Error('site.config.ts no longer sets pwa.offlineModeActivationStrategies');
      return source.replace(STRATEGIES, "offlineModeActivationStrategies: ['mobile']");
    },
  });
  browser = await launchBrowser();
});

test.after(async () => {
  await browser?.close();
  await site?.close();
  await mobileSite?.close();
});

interface Flags {
  __pwaStarted?: boolean;
  __registerCalls?: number;
  /** The script URL of the worker a register call gave, once the browser has its script. */
  __registered?: string;
}

/**
 * A fresh context whose pages record, before any script of their own, when the lazy PWA chunk starts
 * (the first thing it does is listen for `appinstalled`) and what each call to register a worker gives.
 */
async function watchedContext(options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  await context.addInitScript(() => {
    const w = window as Flags;
    const add = window.addEventListener;
    window.addEventListener = (...args: Parameters<Window['addEventListener']>) => {
      if (args[0] === 'appinstalled') w.__pwaStarted = true;
      add.apply(window, args);
    };
    const container = navigator.serviceWorker;
    const register = container.register.bind(container);
    container.register = (...args: Parameters<ServiceWorkerContainer['register']>) => {
      w.__registerCalls = (w.__registerCalls ?? 0) + 1;
      const registering = register(...args);
      registering.then((r) => (w.__registered = (r.installing ?? r.waiting ?? r.active)?.scriptURL), () => {});
      return registering;
    };
  });
  return context;
}

/** Loads `url` and waits until the lazy PWA chunk (after the load event, once idle) has started. */
async function openAndStartPwa(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(url);
  await hydrated(page);
  // The idle callback waits up to 5 s.
  await page.waitForFunction(() => (window as Flags).__pwaStarted === true, null, { timeout: 20_000 });
  return page;
}

/** The script URL of the worker the page registered, once the browser holds the registration. */
async function registeredWorker(page: Page): Promise<string> {
  await page.waitForFunction(() => (window as Flags).__registered !== undefined, null, { timeout: 20_000 }).catch(() => assert.unreachable('no worker registered within 20 s'));
  const registrations = await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length);
  assert.is(registrations, 1, 'the browser holds the registration');
  return page.evaluate(() => (window as Flags).__registered!);
}

/** The PWA chunk ran on the page and registered nothing. */
async function assertNothingRegistered(page: Page, what: string): Promise<void> {
  // The chunk registers in the task it starts in; a second allows for a registration a few awaits later.
  await page.waitForTimeout(1000);
  assert.is(await page.evaluate(() => (window as Flags).__registerCalls ?? 0), 0, `${what}: no register call`);
  assert.is(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length), 0, `${what}: no registration`);
}

test('appInstalled: nothing registers until the window receives appinstalled; the next page load registers the worker', async () => {
  const context = await watchedContext();
  const page = await openAndStartPwa(context, site.url('/docs/installation/'));
  await assertNothingRegistered(page, 'before appinstalled');
  await page.evaluate(() => dispatchEvent(new Event('appinstalled')));

  const next = await openAndStartPwa(context, site.url('/docs/configuration/'));
  assert.is(await registeredWorker(next), site.url(`/sw.js?params=${PARAMS}`));
  await context.close();
});

test('standalone: a page whose navigator.standalone is true (an iOS home screen app) registers the worker', async () => {
  const context = await watchedContext();
  // Chromium's CDP display-mode emulation (Emulation.setEmulatedMedia) leaves (display-mode: standalone)
  // unmatched, so the other sign of a standalone window stands in. A value, not a getter: tsx names arrow
  // functions in object literals with a helper the page does not have.
  await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'standalone', { value: true }));
  const page = await openAndStartPwa(context, site.url('/docs/installation/'));
  assert.is(await registeredWorker(page), site.url(`/sw.js?params=${PARAMS}`));
  await context.close();
});

test('mobile: on a site with only that strategy, a 375 px wide window registers the worker and a 1280 px one does not', async () => {
  const narrow = await watchedContext({ viewport: { width: 375, height: 812 } });
  const phone = await openAndStartPwa(narrow, mobileSite.url('/docs/installation/'));
  assert.is(await registeredWorker(phone), mobileSite.url(`/sw.js?params=${PARAMS}`));
  await narrow.close();

  const wide = await watchedContext({ viewport: { width: 1280, height: 800 } });
  const desktop = await openAndStartPwa(wide, mobileSite.url('/docs/installation/'));
  await assertNothingRegistered(desktop, '1280 px');
  await wide.close();
});

runBrowserSuite(test);
