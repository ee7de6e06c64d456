import type { Browser, Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { browserAvailable, collectProblems, hydrated, launchBrowser, plantLink, serveReferenceSite, type ReferenceSite } from './helpers/browser.ts';

// The reference site's ideal-images guide in Chromium: the image arrives as a build variant, lazily,
// in a box reserved by its width and height, so the page's layout shift stays 0.

const PAGE = '/docs/ideal-images/';
const IMAGE = 'img.ideal-image';

const test = suite('browser-images');
let site: ReferenceSite;
let browser: Browser;

test.before(async () => {
  site = await serveReferenceSite('browser-images');
  browser = await launchBrowser();
});

test.after(async () => {
  await browser?.close();
  await site?.close();
});

declare global {
  interface Window {
    __layoutShift?: number;
  }
}

/** Sums layout shifts from before the page's own scripts run, as Cumulative Layout Shift counts them. */
async function recordLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) window.__layoutShift! += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Waits until the image has decoded and one more frame has been laid out with it. */
async function imageShown(page: Page): Promise<void> {
  await page.waitForFunction((sel) => {
    const img = document.querySelector<HTMLImageElement>(sel);
    return img !== null && img.complete && img.naturalWidth > 0;
  }, IMAGE);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

test('the guide shows its image as a lazy, responsive variant with no layout shift', async () => {
  if (!browserAvailable()) return console.log('skipped: no Chromium');
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const problems = collectProblems(page);
  await recordLayoutShift(page);
  await page.goto(site.url(PAGE));
  await hydrated(page);
  const img = page.locator(IMAGE);
  assert.is(await img.count(), 1);
  assert.equal([await img.getAttribute('loading'), await img.getAttribute('decoding')], ['lazy', 'async']);
  assert.equal([await img.getAttribute('width'), await img.getAttribute('height')], ['1030', '579']);
  const srcset = (await img.getAttribute('srcset'))!.split(', ').map((s) => s.split(' '));
  assert.equal(srcset.map(([, w]) => w), ['640w', '1030w']);
  for (const [url] of srcset) assert.match(url, /^\/assets\/img\/[0-9a-f]{20}-(640|1030)\.png$/);
  assert.is(await img.getAttribute('sizes'), '(max-width: 1030px) 100vw, 1030px');
  // The box has the image's proportions before and after it loads.
  const box = (await img.boundingBox())!;
  assert.ok(Math.abs(box.height - (box.width * 579) / 1030) < 1, `reserved box ${box.width}×${box.height}`);
  await img.scrollIntoViewIfNeeded();
  await imageShown(page);
  const shown = await img.evaluate((el: HTMLImageElement) => ({ src: el.currentSrc, natural: el.naturalWidth, preview: el.style.backgroundImage, height: el.getBoundingClientRect().height }));
  assert.match(shown.src, /\/assets\/img\/[0-9a-f]{20}-(640|1030)\.png$/);
  assert.ok(shown.natural === 640 || shown.natural === 1030, `natural width ${shown.natural}`);
  assert.is(shown.preview, '', 'the placeholder is dropped once the image has loaded');
  assert.ok(Math.abs(shown.height - box.height) < 1, 'the loaded image keeps the reserved height');
  assert.is(await page.evaluate(() => window.__layoutShift), 0, 'cumulative layout shift');
  assert.equal(problems, []);
  await context.close();
});

test('a client navigation to the guide renders the image with its variants', async () => {
  if (!browserAvailable()) return console.log('skipped: no Chromium');
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const problems = collectProblems(page);
  await page.goto(site.url('/docs/static-assets/'));
  await hydrated(page);
  await page.evaluate(() => ((window as { __marker?: boolean }).__marker = true));
  await plantLink(page, PAGE, 'to-ideal-images');
  await page.click('#to-ideal-images');
  await page.waitForURL(site.url(PAGE));
  await page.locator(IMAGE).waitFor();
  assert.ok(await page.evaluate(() => (window as { __marker?: boolean }).__marker), 'no document reload');
  assert.match((await page.locator(IMAGE).getAttribute('srcset'))!, /640w, .*1030w$/);
  await imageShown(page);
  assert.equal(problems, []);
  await context.close();
});

test.run();
