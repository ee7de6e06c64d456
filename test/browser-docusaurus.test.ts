import * as assert from 'uvu/assert';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtFixtureSuite, collectProblems, hydrated, plantLink, runBrowserSuite } from './helpers/browser.ts';

// A Docusaurus site brought over unchanged, in Chromium: its custom CSS names the brand colour with
// Infima's variables (--ifm-color-primary...), and the theme's colours follow them in both modes; its
// components styled with other Infima variables get the theme's colours.

const FIXTURE = fileURLToPath(new URL('./fixtures/docusaurus-real/', import.meta.url));
// A page of its own, without @theme/Layout: it gets the document alone (added to this copy only, as the
// fixture's route list is what real Docusaurus built).
const PLAIN_PAGE = `import React, { useState } from 'react';

export default function Plain() {
  const [clicks, setClicks] = useState(0);
  return (
    <main>
      <h1>A page of its own</h1>
      <button onClick={() => setClicks(clicks + 1)}>Clicked {clicks}</button>
    </main>
  );
}
`;
const { test, url, browser } = builtFixtureSuite('browser-docusaurus', FIXTURE, (root) => writeFileSync(join(root, 'src/pages/plain.js'), PLAIN_PAGE));

test("the theme's primary shades take the site's Infima colours, light and dark; pages hydrate without a console error", async () => {
  const page = await browser().newPage();
  const problems = collectProblems(page);
  await page.goto(url('/docs/intro/'));
  await hydrated(page);
  const shades = () => page.evaluate(() => ['--primary', '--primary-darker'].map((name) => getComputedStyle(document.documentElement).getPropertyValue(name).trim()));
  assert.equal(await shades(), ['#0b6e99', '#095d82'], 'light: the values of custom.css');
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
  const [dark] = await shades();
  assert.is(dark, '#4fb3de', "dark: the site's own dark primary");
  assert.equal(problems, []);
  await page.close();
});

test("the site's own CSS on Infima's other variables gets the theme's colours (a feature card on --ifm-color-emphasis-100)", async () => {
  const page = await browser().newPage();
  await page.goto(url('/'));
  await hydrated(page);
  const card = page.locator('h3').first().locator('xpath=..');
  const [background, surface] = await card.evaluate((el) => [getComputedStyle(el).backgroundColor, getComputedStyle(document.documentElement).getPropertyValue('--surface').trim()]);
  assert.is(surface, '#f5f6f7');
  assert.is(background, 'rgb(245, 246, 247)', 'the card has the surface colour, not none');
  await page.close();
});

test('the home page of the Docusaurus template shape: Heading, an SVG component and the grid classes hydrate; an MDX SVG renders after client navigation', async () => {
  const page = await browser().newPage();
  const problems = collectProblems(page);
  await page.goto(url('/'));
  await hydrated(page);
  const icon = page.locator('svg[aria-label="Tidewatch logo"]');
  assert.is(await icon.evaluate((el) => el.querySelector('circle')?.getAttribute('fill')), '#0b6e99', 'the SVG drawn inline');
  assert.is(await icon.evaluate((el) => Math.round(el.getBoundingClientRect().width)), 40, "sized by the component's CSS module class");
  assert.is(await page.locator('#features').evaluate((el) => getComputedStyle(el).textAlign), 'center', '.text--center');
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await plantLink(page, '/community/', 'to-community', 'main');
  await page.click('#to-community');
  await page.waitForSelector('svg title', { state: 'attached' });
  assert.is(await page.locator('svg:has(title)').evaluate((el) => [el.getAttribute('width'), el.querySelector('title')!.textContent].join(' ')), '48 Tidewatch', 'the MDX import, rendered by the client');
  assert.is(await page.evaluate(() => (window as unknown as { marker?: number }).marker), 1, 'no document reload');
  assert.equal(problems, []);
  await page.close();
});

test("a component the site's MDXComponents adds hydrates on a doc, and in an imported partial, that use it without an import", async () => {
  const page = await browser().newPage();
  const problems = collectProblems(page);
  await page.goto(url('/docs/next/learn/concepts/backoff/'));
  await hydrated(page);
  assert.equal(await page.locator('mark.highlight').allTextContents(), ['random factor', 'burst of retries'], 'in the doc, and in a partial it imports');
  assert.equal(problems, []);
  await page.close();
});

test('a category page on useCurrentSidebarCategory() and a versions page on useVersions() hydrate as the server drew them; a <Redirect> page forwards', async () => {
  const page = await browser().newPage();
  const problems = collectProblems(page);
  await page.goto(url('/docs/next/learn/guides/observability/'));
  await hydrated(page);
  assert.equal(await page.locator('.card-list .card-title').allTextContents(), ['Metrics', 'Tracing']);
  await page.goto(url('/old-home/'));
  await page.waitForURL(url('/docs/intro/'));
  await hydrated(page);
  await page.goto(url('/versions/'));
  await hydrated(page);
  assert.equal(await page.locator('#past a').allTextContents(), ['1.0'], 'a versions page on plugin-content-docs/client hydrates too');
  await page.goto(url('/status/'));
  await hydrated(page);
  assert.is(await page.locator('#status-versions').textContent(), 'current, 2.1, 1.0', 'a page on useGlobalData, useBaseUrlUtils and useRouteContext hydrates');
  assert.is(await page.evaluate(() => document.documentElement.dataset.statusPage), 'laid-out', 'useIsomorphicLayoutEffect runs in the browser');
  assert.is(await page.evaluate(() => (window as unknown as { tidewatchStats?: string }).tidewatchStats), 'tidewatch.example.com', "the config's script ran, with its attributes");
  assert.equal(problems, []);
  await page.close();
});

test('a page without @theme/Layout is a styled document that hydrates, opened directly or by client navigation', async () => {
  const page = await browser().newPage();
  const problems = collectProblems(page);
  await page.goto(url('/plain/'));
  await hydrated(page);
  await page.click('button');
  assert.is(await page.locator('button').textContent(), 'Clicked 1', 'hydrated: its state works');
  assert.is(await page.locator('nav.navbar').count(), 0, 'no shell around it');
  assert.is(await page.evaluate(() => getComputedStyle(document.body).fontFamily.includes('Times')), false, "the theme's stylesheet applies");
  await page.goto(url('/docs/intro/'));
  await hydrated(page);
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await plantLink(page, '/plain/', 'to-plain', 'main');
  await page.click('#to-plain');
  await page.waitForSelector('h1:text("A page of its own")');
  assert.is(await page.locator('nav.navbar').count(), 0, 'the shell leaves with the navigation');
  assert.equal(await page.evaluate(() => [document.title, document.querySelectorAll('head link[rel="icon"]').length, getComputedStyle(document.body).fontFamily.includes('Times')]), ['Tidewatch', 1, false], 'the document stays: title, icon, styles');
  assert.is(await page.evaluate(() => (window as unknown as { marker?: number }).marker), 1, 'no document reload');
  assert.equal(problems, []);
  await page.close();
});

test("the config's clientModules run before hydration, and their route lifecycles on the first page and each client navigation", async () => {
  const page = await browser().newPage();
  const problems = collectProblems(page);
  await page.goto(url('/docs/intro/'));
  await hydrated(page);
  const routes = () => page.evaluate(() => (window as unknown as { tidewatchRoutes: string[] }).tidewatchRoutes);
  assert.equal(await routes(), ['did - > /docs/intro/']);
  await plantLink(page, '/status/', 'to-status', 'main');
  await page.click('#to-status');
  await page.waitForSelector('#status-support');
  assert.equal(await routes(), ['did - > /docs/intro/', 'update /status/', 'did /docs/intro/ > /status/']);
  assert.equal(problems, []);
  await page.close();
});

test('@theme/ThemedImage shows the image of the colour mode, and the other once the mode changes', async () => {
  const page = await browser().newPage();
  const problems = collectProblems(page);
  await page.goto(url('/docs/next/learn/getting-started/first-job/'));
  await hydrated(page);
  const shown = () => page.evaluate(() => [...document.querySelectorAll('img.themed-image')].filter((img) => getComputedStyle(img).display !== 'none').map((img) => img.getAttribute('src')));
  assert.equal(await shown(), ['/img/social-card.png'], 'light');
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
  assert.equal(await shown(), ['/img/logo.svg'], 'dark');
  assert.equal(problems, []);
  await page.close();
});

runBrowserSuite(test);
