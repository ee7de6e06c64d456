import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtFixtureSuite, collectProblems, hydrated, runBrowserSuite } from './helpers/browser.ts';

// Mermaid diagrams in Chromium: a page with a ```mermaid fence (.md or .mdx) ends up with an SVG in each
// diagram container, redrawn in the dark theme when the reader switches; a page without one never loads
// the diagram code.

const FIXTURE = fileURLToPath(new URL('./fixtures/docusaurus-dialect/', import.meta.url));
// An MDX page drawing with Docusaurus's `@theme/Mermaid` component instead of a fence (this copy only).
const COMPONENT_PAGE = `import Mermaid from '@theme/Mermaid';

# A component diagram

<Mermaid value={\`graph LR;
  Edit-->Rebuild;\`} />
`;
const { test, url, browser } = builtFixtureSuite('browser-mermaid', FIXTURE, (root) => writeFileSync(join(root, 'src/pages/component-diagram.mdx'), COMPONENT_PAGE));

/** Text only the drawing chunk holds: the id prefix theme/mermaid/draw.ts gives each diagram. */
const DRAW_CHUNK_MARK = 'lectern-mermaid-';

/** Opens a page and records the bodies of the scripts it loads, by URL. */
async function openRecordingScripts(path: string): Promise<{ page: Page; scripts: Map<string, string>; problems: string[] }> {
  const page = await browser().newPage();
  const problems = collectProblems(page);
  const scripts = new Map<string, string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') void response.text().then((body) => scripts.set(response.url(), body));
  });
  await page.goto(url(path));
  await hydrated(page);
  return { page, scripts, problems };
}

const svgOf = (page: Page, container: string) => page.locator(`${container} .mermaid-svg svg`).first().innerHTML();

for (const [kind, path] of [['.md', '/docs/dialect/plain/'], ['.mdx', '/docs/dialect/rich/'], ['@theme/Mermaid', '/component-diagram/']]) {
  test(`a ${kind} page draws its diagram as an SVG in the container, without a console error`, async () => {
    const { page, scripts, problems } = await openRecordingScripts(path);
    await page.waitForSelector('.mermaid-diagram[data-rendered] .mermaid-svg svg', { timeout: 20_000 });
    assert.is(await page.locator('.mermaid-diagram').count(), 1);
    assert.is(await page.isVisible('.mermaid-source'), false, 'the source hides once the drawing is there');
    assert.ok([...scripts.values()].some((body) => body.includes(DRAW_CHUNK_MARK)), 'the drawing chunk was loaded');
    assert.equal(problems, []);
    await page.close();
  });
}

test('switching to dark mode redraws the diagram in the dark theme', async () => {
  const { page, problems } = await openRecordingScripts('/docs/dialect/plain/');
  await page.waitForSelector('.mermaid-diagram[data-rendered] .mermaid-svg svg', { timeout: 20_000 });
  const light = await svgOf(page, '.mermaid-diagram');
  await page.click('.color-mode-toggle');
  await page.waitForFunction((before) => document.querySelector('.mermaid-diagram .mermaid-svg svg')?.innerHTML !== before, light, { timeout: 20_000 });
  assert.is(await page.locator('.mermaid-diagram .mermaid-svg svg').count(), 1, 'one drawing, replaced');
  assert.equal(problems, []);
  await page.close();
});

test('a page without a diagram never loads the drawing code; a client navigation to one draws it', async () => {
  const { page, scripts, problems } = await openRecordingScripts('/docs/guides/first-guide/');
  await page.waitForLoadState('networkidle');
  assert.ok(scripts.size > 0, 'the page loaded its scripts');
  assert.equal([...scripts].filter(([, body]) => body.includes(DRAW_CHUNK_MARK)).map(([u]) => u), [], 'no drawing chunk');
  await page.evaluate(() => ((window as { __sameDocument?: boolean }).__sameDocument = true));
  await page.click('.doc-sidebar a[href="/docs/category/dialect/"]');
  await page.waitForURL('**/docs/category/dialect/');
  await page.click('main a[href="/docs/dialect/plain/"]');
  await page.waitForSelector('.mermaid-diagram[data-rendered] .mermaid-svg svg', { timeout: 20_000 });
  assert.is(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument), true, 'a client navigation');
  assert.equal(problems, []);
  await page.close();
});

runBrowserSuite(test);
