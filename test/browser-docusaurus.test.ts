import * as assert from 'uvu/assert';
import { fileURLToPath } from 'node:url';
import { builtFixtureSuite, collectProblems, hydrated, runBrowserSuite } from './helpers/browser.ts';

// A Docusaurus site brought over unchanged, in Chromium: its custom CSS names the brand colour with
// Infima's variables (--ifm-color-primary...), and the theme's colours follow them in both modes.

const FIXTURE = fileURLToPath(new URL('./fixtures/docusaurus-real/', import.meta.url));
const { test, url, browser } = builtFixtureSuite('browser-docusaurus', FIXTURE);

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

runBrowserSuite(test);
