import * as assert from 'uvu/assert';
import { fileURLToPath } from 'node:url';
import { builtFixtureSuite, collectProblems, hydrated, runBrowserSuite } from './helpers/browser.ts';

// MDX imports in Chromium: a page whose imported component brings a CSS module hydrates without a
// warning, and a client navigation to it loads that page's stylesheet before showing it.

const FIXTURE = fileURLToPath(new URL('./fixtures/mdx-imports-site/', import.meta.url));
const { test, url, browser } = builtFixtureSuite('browser-mdx-imports', FIXTURE);
/** The fixture shows images it does not ship; their 404s are not what this suite checks. */
const relevant = (problems: string[]) => problems.filter((p) => !/status of 404/.test(p));

test('a page with imports hydrates cleanly, its component styled by its CSS module', async () => {
  const page = await browser().newPage();
  const problems = collectProblems(page);
  await page.goto(url('/docs/usage/'));
  await hydrated(page);
  assert.is(await page.evaluate(() => getComputedStyle(document.querySelector('strong.badge')!).borderTopStyle), 'solid');
  assert.equal(relevant(problems), []);
  await page.close();
});

test('a client navigation to it adds its stylesheet, once, and the component is styled when shown', async () => {
  const page = await browser().newPage();
  const problems = collectProblems(page);
  await page.goto(url('/docs/plain/'));
  await hydrated(page);
  const sheets = () => page.evaluate(() => [...document.querySelectorAll('link[rel=stylesheet]')].map((l) => l.getAttribute('href')));
  assert.is((await sheets()).length, 1);
  await page.evaluate(() => ((window as { __sameDocument?: boolean }).__sameDocument = true));
  await page.click('a[href="/docs/usage/"]');
  await page.waitForURL('**/docs/usage/');
  await page.waitForSelector('strong.badge');
  assert.is(await page.evaluate(() => getComputedStyle(document.querySelector('strong.badge')!).borderTopStyle), 'solid', 'styled as soon as it is shown');
  assert.ok((await sheets()).some((href) => /\/assets\/js\/mdx\/docs-usage\.\w+\.css$/.test(href ?? '')));
  assert.is(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument), true, 'still the same document: a client navigation');
  assert.equal(relevant(problems), []);
  await page.close();
});

runBrowserSuite(test);
