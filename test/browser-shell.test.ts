import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { addedTexts, collectProblems, hydrated, launchBrowser, plantLink, recordAdded, serveReferenceSite, type ReferenceSite, runBrowserSuite } from './helpers/browser.ts';

// The theme shell as a reader uses it: colour mode, announcement bar, navbar (hide on scroll,
// dropdowns, version dropdown, mobile menu) and the skip link, on the reference site.

/** The reference site's announcement bar id (site.config.ts) and the keys the theme saves under. */
const ANNOUNCEMENT_ID = 'announcement-3.6';
const KEY = {
  theme: 'theme',
  announcementId: 'docusaurus.announcement.id',
  announcementDismiss: 'docusaurus.announcement.dismiss',
  preferredVersion: 'docs-preferred-version-default',
};
const DESKTOP = { width: 1280, height: 800 };
const MOBILE = { width: 375, height: 800 };

const test = suite('browser-shell');
let site: ReferenceSite;
let browser: Browser;

test.before(async () => {
  site = await serveReferenceSite('browser-shell');
  browser = await launchBrowser();
});

test.after(async () => {
  await browser?.close();
  await site?.close();
});

const url = (path: string) => site.url(path);

/** A fresh context per test: localStorage (and so every saved choice) starts empty. */
function newContext(viewport = DESKTOP, colorScheme: 'light' | 'dark' = 'light'): Promise<BrowserContext> {
  return browser.newContext({ viewport, colorScheme });
}

async function open(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(url(path));
  await hydrated(page);
  return page;
}

async function reload(page: Page): Promise<void> {
  await page.reload();
  await hydrated(page);
}

const theme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);
const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim());

/**
 * Records, from an init script (so before any page script), what `<html>` says at DOMContentLoaded.
 * Module scripts run just before that event, but React only commits effects after hydration, so
 * the hydration flag tells whether the client could have touched the page yet.
 */
async function recordAtDomContentLoaded(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const bar = document.querySelector('.announcement-bar');
      (window as { early?: unknown }).early = {
        theme: document.documentElement.dataset.theme,
        dismissedAttr: document.documentElement.getAttribute('data-announcement-bar-initially-dismissed'),
        barDisplay: bar ? getComputedStyle(bar).display : null,
        hydrated: (window as { __lecternHydrated?: boolean }).__lecternHydrated === true,
      };
    });
  });
}

type Early = { theme?: string; dismissedAttr: string | null; barDisplay: string | null; hydrated: boolean };
const early = (page: Page) => page.evaluate(() => (window as { early?: unknown }).early as Early);

// ---- Colour mode ----

test('colour mode follows the system until chosen, is saved, survives a reload and syncs across tabs', async () => {
  // The whole context prefers dark, so both tabs start dark.
  const context = await newContext(DESKTOP, 'dark');
  const page = await open(context, '/');
  assert.is(await theme(page), 'dark', 'nothing saved: the system preference applies');
  assert.is(await stored(page, KEY.theme), null, 'following the system saves nothing');

  // A second tab of the same browser, opened before the choice.
  const other = await open(context, '/docs/');
  assert.is(await theme(other), 'dark');

  await page.click('.navbar .color-mode-toggle');
  assert.is(await theme(page), 'light', 'the toggle switches');
  assert.is(await stored(page, KEY.theme), 'light', 'and saves the choice');
  assert.match((await page.getAttribute('.navbar .color-mode-toggle', 'aria-label'))!, /currently light mode/);
  await other.waitForFunction(() => document.documentElement.dataset.theme === 'light', null, { timeout: 3000 });

  await reload(page);
  assert.is(await theme(page), 'light', 'the saved choice beats the dark system preference after a reload');
  await context.close();
});

test('a saved dark mode is on <html> before the client hydrates (no flash of light)', async () => {
  const context = await newContext();
  const page = await open(context, '/docs/installation/');
  await page.evaluate((k) => localStorage.setItem(k, 'dark'), KEY.theme);
  // The system says light, so only the head script reading the saved value can make it dark.
  await page.emulateMedia({ colorScheme: 'light' });
  await recordAtDomContentLoaded(page);
  await reload(page);
  const seen = await early(page);
  assert.is(seen.theme, 'dark', 'dark at DOMContentLoaded');
  assert.is(seen.hydrated, false, 'recorded before hydration');
  assert.is(await theme(page), 'dark', 'and still dark after hydration');
  await context.close();
});

test('the colour mode, a closed announcement bar and the hydrated flag survive a navigation to a page of another layout', async () => {
  // A page of another layout mounts a new <html>; React clears what it did not render there itself.
  const context = await newContext(DESKTOP, 'dark');
  const page = await open(context, '/docs/installation/');
  await page.click('.announcement-bar-close');
  await page.locator('.announcement-bar').waitFor({ state: 'detached', timeout: 3000 });
  // Any announcement bar the navigation puts back, however briefly, is recorded.
  await recordAdded(page, '.announcement-bar');
  await page.click('.navbar a[href="/blog/"]');
  await page.waitForURL(url('/blog/'));
  await page.waitForSelector('.blog-post-list, main article', { timeout: 5000 });
  assert.is(await theme(page), 'dark', 'still the system preference, dark');
  assert.is(await page.evaluate(() => document.documentElement.dataset.hydrated), 'true', 'still marked hydrated');
  assert.equal(await addedTexts(page), [], 'the closed bar never came back');
  await page.click('.navbar .color-mode-toggle');
  assert.is(await theme(page), 'light', 'the toggle still works');
  await page.click('.navbar a[href^="/docs/"]');
  await page.waitForFunction(() => location.pathname.startsWith('/docs/'));
  await page.waitForFunction(() => document.querySelector('.doc-sidebar'), null, { timeout: 5000 });
  assert.is(await theme(page), 'light', 'and the saved choice survives the way back');
  await context.close();
});

test('a synced tab choice is saved, both blocks of the group follow it, and a client navigation back shows it at once', async () => {
  const context = await newContext();
  const page = await open(context, '/docs/markdown-features/tabs/');
  // The page's two blocks of the `pm` group are the tab lists that offer pnpm.
  const selected = () => page.evaluate(() => [...document.querySelectorAll('[role="tablist"]')].filter((l) => l.textContent!.includes('pnpm')).map((l) => l.querySelector('[aria-selected="true"]')?.textContent));
  assert.equal(await selected(), ['npm', 'npm'], 'the default first');
  await page.locator('[role="tab"]', { hasText: 'pnpm' }).first().click();
  assert.equal(await selected(), ['pnpm', 'pnpm'], 'the other block of the group follows');
  assert.is(await stored(page, 'docusaurus.tab.pm'), 'pnpm', 'the choice is saved');
  // Every tab the page marks selected from here on, as it is marked.
  await page.evaluate(() => {
    const shown: string[] = ((window as { tabsShown?: string[] }).tabsShown = []);
    new MutationObserver((records) => {
      for (const r of records) {
        const touched = r.type === 'attributes' ? [r.target as Element] : [...r.addedNodes].flatMap((n) => (n instanceof Element ? [n, ...n.querySelectorAll('[role="tab"]')] : []));
        for (const el of touched) if (el.matches('[role="tab"][aria-selected="true"]') && el.parentElement!.textContent!.includes('pnpm')) shown.push(el.textContent ?? '');
      }
    }).observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-selected'] });
  });
  const next = await page.getAttribute('.pagination-nav a.pagination-next', 'href');
  await page.click('.pagination-nav a.pagination-next');
  await page.waitForURL(url(next!));
  await page.goBack();
  await page.waitForURL(url('/docs/markdown-features/tabs/'));
  await page.waitForFunction(() => document.querySelectorAll('[role="tab"]').length > 0);
  assert.equal(await selected(), ['pnpm', 'pnpm'], 'back on the page, the choice');
  const shown = await page.evaluate(() => (window as { tabsShown?: string[] }).tabsShown!);
  assert.ok(shown.length >= 2 && !shown.includes('npm'), `the group's tabs never showed the default (${shown.join(', ')})`);
  await reload(page);
  assert.equal(await selected(), ['pnpm', 'pnpm'], 'and after a reload');
  await context.close();
});

test('showcase filters in the address apply at once when a client navigation brings the reader there', async () => {
  const context = await newContext();
  const page = await open(context, '/docs/installation/');
  await recordAdded(page, '.showcase-results-title');
  await plantLink(page, '/showcase/?tags=large', 'to-showcase');
  await page.click('#to-showcase');
  await page.waitForURL(url('/showcase/?tags=large'));
  await page.waitForSelector('.showcase-results-title');
  const titles = await addedTexts(page);
  assert.is(titles.length, 1, titles.join(' | '));
  assert.match(titles[0], / of \d+$/, `the filtered count from the first render (${titles[0]})`);
  await context.close();
});

// ---- Announcement bar ----

test('the announcement bar shows, closes for good, and never flashes after a reload', async () => {
  const context = await newContext();
  const page = await open(context, '/');
  const bar = page.locator('.announcement-bar');
  assert.ok(await bar.isVisible(), 'visible by default');
  await page.click('.announcement-bar-close');
  await bar.waitFor({ state: 'detached', timeout: 3000 });
  assert.is(await stored(page, KEY.announcementDismiss), 'true', 'the dismissal is saved');
  assert.is(await stored(page, KEY.announcementId), ANNOUNCEMENT_ID, 'for this very bar');

  await recordAtDomContentLoaded(page);
  await reload(page);
  const seen = await early(page);
  assert.is(seen.dismissedAttr, 'true', 'the head script marks the bar closed before paint');
  // The server-rendered bar is still in the document then; CSS must already hide it.
  if (seen.barDisplay !== null) assert.is(seen.barDisplay, 'none', 'hidden before hydration');
  assert.is(await bar.count(), 0, 'gone after hydration');
  await context.close();
});

test('a new announcement (another id) shows even though the previous one was closed', async () => {
  const context = await newContext();
  const page = await open(context, '/');
  await page.evaluate(
    ([idKey, dismissKey]) => {
      localStorage.setItem(idKey, 'announcement-3.5');
      localStorage.setItem(dismissKey, 'true');
    },
    [KEY.announcementId, KEY.announcementDismiss],
  );
  await recordAtDomContentLoaded(page);
  await reload(page);
  assert.is((await early(page)).dismissedAttr, null, 'not marked closed before paint');
  assert.ok(await page.isVisible('.announcement-bar'), 'shown');
  assert.is(await stored(page, KEY.announcementId), ANNOUNCEMENT_ID, 'the new id is remembered');
  assert.is(await stored(page, KEY.announcementDismiss), 'false', 'and not dismissed');
  await context.close();
});

// ---- Navbar hide on scroll ----

const navbarHidden = (page: Page) => page.evaluate(() => document.querySelector('.navbar')!.hasAttribute('data-hidden'));

async function waitNavbar(page: Page, hidden: boolean, message: string): Promise<void> {
  try {
    await page.waitForFunction((h) => document.querySelector('.navbar')!.hasAttribute('data-hidden') === h, hidden, { timeout: 3000 });
  } catch {
    assert.unreachable(message);
  }
}

test('the navbar slides away on scroll down, comes back on scroll up and after an anchor jump', async () => {
  // A short viewport, so even a modest doc has room to scroll both ways away from the bottom.
  const context = await newContext({ width: 1280, height: 500 });
  const page = await open(context, '/docs/installation/');
  const room = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
  assert.ok(room > 800, `the page must be long enough to scroll (has ${room} px)`);

  await page.mouse.move(640, 300);
  await page.mouse.wheel(0, 400);
  await waitNavbar(page, true, 'hidden after scrolling down');
  await page.mouse.wheel(0, -150);
  await waitNavbar(page, false, 'shown after scrolling up');
  await page.mouse.wheel(0, 150);
  await waitNavbar(page, true, 'hidden again');

  // A link to an anchor further down, fixed on screen so clicking it needs no scroll of its own.
  const id = await page.evaluate(() => [...document.querySelectorAll('.markdown h2[id]')].at(-1)!.id);
  await page.evaluate((anchor) => {
    const a = document.createElement('a');
    a.href = `#${anchor}`;
    a.id = 'jump';
    a.textContent = 'jump';
    a.style.cssText = 'position:fixed;right:1rem;bottom:1rem;z-index:1000;background:white';
    document.body.append(a);
  }, id);
  await page.click('#jump');
  await page.waitForFunction((anchor) => Math.abs(document.getElementById(anchor)!.getBoundingClientRect().top) < 120, id, { timeout: 3000 });
  // The smooth scroll to the anchor goes down, frame by frame: none of it may hide the bar again.
  await page.waitForTimeout(500);
  assert.is(await navbarHidden(page), false, 'shown after the jump to the anchor');
  await context.close();
});

// ---- Docs version dropdown ----

test('the version dropdown opens the same doc in another version and remembers it for navbar links', async () => {
  const context = await newContext();
  const page = await open(context, '/docs/installation/');
  const dropdown = page.locator('.navbar .docs-version-dropdown');
  await dropdown.locator('.dropdown-toggle').click();
  await dropdown.locator('.dropdown-menu a', { hasText: '3.5.2' }).click();
  await page.waitForURL('**/docs/3.5.2/installation/');
  await page.waitForFunction(() => document.title.startsWith('Installation'));
  assert.is(await stored(page, KEY.preferredVersion), '3.5.2', 'the choice is saved');

  // Off the docs, the Docs item points into the preferred version, not the latest.
  await page.click('.navbar a.navbar-link[href="/blog/"]');
  await page.waitForURL('**/blog/');
  const docsLink = page.locator('.navbar a.navbar-link', { hasText: /^Docs$/ });
  assert.match((await docsLink.getAttribute('href'))!, /^\/docs\/3\.5\.2\//, 'after client navigation');
  await reload(page);
  assert.match((await docsLink.getAttribute('href'))!, /^\/docs\/3\.5\.2\//, 'and after a reload');
  assert.match((await dropdown.locator('.dropdown-toggle').textContent())!, /3\.5\.2/, 'the dropdown names the preferred version');
  await context.close();
});

// ---- Mobile menu ----

const bodyScrollLocked = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).overflow === 'hidden' || getComputedStyle(document.documentElement).overflow === 'hidden');
const inert = (panel: Locator) => panel.evaluate((el) => (el as HTMLElement).inert);

test('the mobile menu: docs sidebar first with a way back, scroll lock, closes on navigation and on resize', async () => {
  const context = await newContext(MOBILE);
  const page = await open(context, '/docs/installation/');
  const menu = page.locator('#navbar-sidebar');
  assert.is(await menu.count(), 0);
  assert.is(await bodyScrollLocked(page), false);

  await page.click('.navbar-toggle');
  await menu.waitFor();
  assert.is(await page.getAttribute('.navbar-toggle', 'aria-expanded'), 'true');
  assert.is(await bodyScrollLocked(page), true, 'the page behind does not scroll');

  // On a doc page the docs sidebar is the panel shown first.
  const [primary, secondary] = [menu.locator('.navbar-sidebar-panel').nth(0), menu.locator('.navbar-sidebar-panel').nth(1)];
  await page.waitForTimeout(300); // the slide-in animation
  assert.ok(await secondary.locator('.doc-sidebar a[href="/docs/installation/"]').isVisible(), 'the docs sidebar shows');
  assert.is(await inert(primary), true, 'the main menu is inert behind it');
  await secondary.locator('.navbar-sidebar-back').click();
  await page.waitForTimeout(300); // the panel slide
  assert.is(await inert(primary), false);
  assert.is(await inert(secondary), true);
  assert.ok(await primary.locator('a.menu-link[href="/blog/"]').isVisible(), 'back to the main menu');
  const box = await primary.boundingBox();
  assert.ok(box && box.x >= 0 && box.x < MOBILE.width, 'the main menu panel is on screen');

  await primary.locator('a.menu-link[href="/blog/"]').click();
  await page.waitForURL('**/blog/');
  await menu.waitFor({ state: 'detached', timeout: 3000 });
  assert.is(await bodyScrollLocked(page), false, 'scrolling is back once the menu closed');

  await page.click('.navbar-toggle');
  await menu.waitFor();
  assert.is(await bodyScrollLocked(page), true);
  await page.setViewportSize({ width: 1200, height: 800 });
  await menu.waitFor({ state: 'detached', timeout: 3000 });
  assert.is(await bodyScrollLocked(page), false, 'growing to the desktop layout closes the menu');
  await context.close();
});

// ---- Docs sidebar ----

test('a category the page kept closed opens with its docs: the whole sidebar loads once, on demand', async () => {
  const context = await newContext();
  // A data-saving connection turns prefetch off: a link that scrolls into view with the opened category
  // would otherwise fetch its route's data inside the window this test counts.
  await context.addInitScript({ content: "Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => ({ saveData: true }) });" });
  const page = await context.newPage();
  const problems = collectProblems(page);
  const loads: string[] = [];
  page.on('request', (r) => {
    if (/\/assets\/(sidebars\.json|data\/)/.test(r.url())) loads.push(new URL(r.url()).pathname);
  });
  await page.goto(url('/docs/installation/'));
  await hydrated(page);
  const guides = page.locator('.doc-sidebar li.sidebar-category:has(> a[href="/docs/category/guides/"])');
  assert.is(await guides.locator('.sidebar-list a').count(), 0, 'the page rendered the category closed, without its list');
  const before = loads.length;
  assert.not.ok(loads.includes('/assets/sidebars.json'), 'the whole sidebar is not part of the first load');

  await guides.locator('button.sidebar-caret').click();
  await guides.locator('.sidebar-list a').first().waitFor({ timeout: 5000 });
  assert.ok((await guides.locator('.sidebar-list a').count()) > 1, 'the category shows its docs');
  const later = loads.slice(before);
  assert.is(later.filter((p) => p === '/assets/sidebars.json').length, 1, `the sidebar index was read once: ${later.join(', ')}`);
  assert.is(later.length, 2, `the index and the whole sidebar: ${later.join(', ')}`);

  // Another closed category opens from what is loaded. Its caret moves while the first list grows: a
  // click before that animation ends can land on a link of the growing list (seen once on a loaded CI
  // machine), so it waits for the list to settle at its natural height.
  const guidesList = await guides.locator(':scope > ul.sidebar-list').elementHandle();
  await page.waitForFunction((el) => el instanceof HTMLElement && el.style.height === '', guidesList, { timeout: 5000 });
  const advanced = page.locator('.doc-sidebar li.sidebar-category:has(> a[href="/docs/advanced/"])');
  await advanced.locator('button.sidebar-caret').click();
  assert.is(new URL(page.url()).pathname, '/docs/installation/', 'the click opened the category, not a link');
  await advanced.locator('.sidebar-list a').first().waitFor({ timeout: 5000 });
  assert.is(loads.length, before + 2, 'nothing more was fetched');
  assert.equal(problems, []);
  await context.close();
});

// ---- Navbar dropdowns ----

test('the Community dropdown opens on click, stays open off hover, closes on a pointer down outside', async () => {
  const context = await newContext();
  const page = await open(context, '/');
  const dropdown = page.locator('.navbar .navbar-dropdown', { has: page.locator('.dropdown-toggle', { hasText: 'Community' }) });
  const toggle = dropdown.locator('.dropdown-toggle');
  assert.is(await toggle.getAttribute('aria-expanded'), 'false');

  await toggle.click();
  await dropdown.locator('.dropdown-menu a[href="/community/support/"]').waitFor({ state: 'visible', timeout: 3000 });
  assert.is(await toggle.getAttribute('aria-expanded'), 'true');
  // Leaving with the pointer does not close a menu opened by a click…
  await page.mouse.move(640, 600);
  await page.waitForTimeout(200);
  assert.is(await toggle.getAttribute('aria-expanded'), 'true', 'a clicked menu stays open when the pointer leaves');
  // …a pointer down anywhere else does.
  await page.mouse.down();
  await page.mouse.up();
  await page.waitForFunction((el) => el.getAttribute('aria-expanded') === 'false', await toggle.elementHandle(), { timeout: 3000 });
  await context.close();
});

test('the Community dropdown works from the keyboard: Enter and ArrowDown open, Escape closes back to the toggle', async () => {
  const context = await newContext();
  const page = await open(context, '/');
  const dropdown = page.locator('.navbar .navbar-dropdown', { has: page.locator('.dropdown-toggle', { hasText: 'Community' }) });
  const toggle = dropdown.locator('.dropdown-toggle');
  const expanded = () => toggle.getAttribute('aria-expanded');

  await toggle.focus();
  await page.keyboard.press('Enter');
  assert.is(await expanded(), 'true', 'Enter opens');
  await page.keyboard.press('Escape');
  assert.is(await expanded(), 'false', 'Escape closes');
  assert.is(await focusedText(page), 'Community', 'focus stays on the toggle');

  await page.keyboard.press('ArrowDown');
  assert.is(await expanded(), 'true', 'ArrowDown opens');
  await page.waitForFunction(() => document.activeElement?.textContent?.trim() === 'Support', null, { timeout: 3000 });
  await page.keyboard.press('ArrowDown');
  assert.is(await focusedText(page), 'Team', 'ArrowDown moves through the entries');
  await page.keyboard.press('Escape');
  assert.is(await expanded(), 'false', 'Escape closes from inside the menu');
  assert.is(await focusedText(page), 'Community', 'and focus returns to the toggle');
  await context.close();
});

// ---- Code blocks ----

test('a code block copies its code (not its line numbers) and says Copied; the wrap button toggles word wrap', async () => {
  const context = await newContext();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await open(context, '/docs/markdown-features/code-blocks/');
  const problems = collectProblems(page);
  const block = page.locator('.code-block.with-line-numbers').first();
  const code = await block.locator('pre code').innerText();
  await block.hover();
  await block.locator('[data-code-action="copy"]').click();
  await page.waitForFunction(() => !!document.querySelector('.code-block.with-line-numbers [data-code-action="copy"].copied'), null, { timeout: 3000 });
  assert.is(await block.locator('[data-code-action="copy"]').getAttribute('aria-label'), 'Copied');
  assert.is(await page.evaluate(() => navigator.clipboard.readText()), code);
  assert.not.match(code, /^1/, 'the line numbers are not in the text');

  const wrap = block.locator('[data-code-action="wrap"]');
  await wrap.click();
  await page.waitForFunction(() => !!document.querySelector('.code-block.with-line-numbers.code-block-wrapped'), null, { timeout: 3000 });
  assert.is(await wrap.getAttribute('aria-pressed'), 'true');
  await wrap.click();
  await page.waitForFunction(() => !document.querySelector('.code-block.with-line-numbers.code-block-wrapped'), null, { timeout: 3000 });
  assert.is(await wrap.getAttribute('aria-pressed'), 'false');
  assert.equal(problems, []);
  await context.close();
});

// ---- Skip link ----

test('the skip link is the first Tab stop and moves focus to the main content', async () => {
  const context = await newContext();
  const page = await open(context, '/docs/installation/');
  await page.keyboard.press('Tab');
  assert.is(await focusedText(page), 'Skip to main content');
  assert.ok(await page.isVisible('.skip-link'), 'shown while focused');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.activeElement?.id === 'main', null, { timeout: 3000 }).catch(() => {});
  assert.is(await page.evaluate(() => document.activeElement?.id), 'main', 'focus is on the main content');
  // The next Tab continues from the main content, not from the top of the page.
  await page.keyboard.press('Tab');
  assert.ok(await page.evaluate(() => !!document.activeElement?.closest('#main')), 'the next Tab stop is inside the main content');
  await context.close();
});

runBrowserSuite(test);
