import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { suite, type Test } from 'uvu';
import { build } from '../../src/build/build.ts';
import { startStaticServer, type StaticServer } from '../../src/dev/static-server.ts';
import { fixtureCopies } from './tree.ts';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
const TMP = fileURLToPath(new URL('../.tmp/', import.meta.url));

/** Debian's Chromium, started as ENVIRONMENT-NOTES.md says; tests never download a browser. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function browserAvailable(): boolean {
  return existsSync(CHROMIUM);
}

/** Runs a browser suite; with no Chromium here it says so and counts a skipped test first. */
export function runBrowserSuite(test: Test): void {
  if (!browserAvailable()) {
    console.log(`Skipped: no Chromium at ${CHROMIUM} (apt-get install -y chromium)`);
    test.skip('browser tests', () => {});
  }
  test.run();
}

/**
 * A browser suite over a fixture site, built once from a copy and served: `url(path)` addresses a page,
 * `browser()` is the suite's Chromium.
 */
/** `prepare` may add files to the site's copy before it is built. */
export function builtFixtureSuite(name: string, fixture: string, prepare?: (root: string) => void): { test: Test; url(path: string): string; browser(): Browser } {
  const sites = fixtureCopies(fixture, name);
  const test = suite(name);
  let server: StaticServer | undefined;
  let browser: Browser | undefined;
  test.before(async () => {
    const root = sites.copy('site');
    prepare?.(root);
    await build({ root });
    server = await startStaticServer({ dir: join(root, 'build'), port: 0, host: '127.0.0.1' });
    browser = await launchBrowser();
  });
  test.after(async () => {
    await browser?.close();
    await server?.close();
    sites.cleanup();
  });
  return { test, url: (path) => server!.url.replace(/\/$/, '') + path, browser: () => browser! };
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

/** Console errors and warnings and uncaught exceptions of a page, as lines. */
export function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`[${m.type()}] ${m.text()} ${m.location().url ?? ''}`);
  });
  page.on('pageerror', (e) => problems.push(`[pageerror] ${e.message}`));
  return problems;
}

/** Waits until the client has hydrated the page (the router sets the flag in its first effect). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as { __lecternHydrated?: boolean }).__lecternHydrated === true, null, { timeout: 10_000 });
}

/**
 * From now on, records the text of every element matching `selector` the page adds, in order, however
 * briefly it stays (a default shown for one frame is caught): read with `addedTexts`.
 */
export async function recordAdded(page: Page, selector: string): Promise<void> {
  await page.evaluate((sel) => {
    const texts: string[] = ((window as { lecternAdded?: string[] }).lecternAdded = []);
    new MutationObserver((records) => {
      for (const r of records) for (const n of r.addedNodes) if (n instanceof Element) for (const el of [n, ...n.querySelectorAll(sel)]) if (el.matches(sel)) texts.push(el.textContent ?? '');
    }).observe(document.documentElement, { childList: true, subtree: true });
  }, selector);
}

export function addedTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as { lecternAdded?: string[] }).lecternAdded ?? []);
}

/** Adds a link to the page (prepended to `where`), for exercising the router with a chosen target. */
export async function plantLink(page: Page, href: string, id: string, where = '.markdown'): Promise<void> {
  await page.evaluate(
    ([h, i, w]) => {
      const a = document.createElement('a');
      a.href = h;
      a.id = i;
      a.textContent = i;
      document.querySelector(w)!.prepend(a);
    },
    [href, id, where],
  );
}

const REFERENCE_PARTS = ['site.config.ts', 'content', 'static'];

/**
 * Copies the reference site into `dir` with the output and cache of a build of exactly these sources.
 * Six browser suites serve it; a shared copy under test/.tmp is brought up to date (an incremental
 * build, under a lock both lanes respect) and copied, so each suite's own build reuses it instead of
 * building 557 routes from scratch. That an incremental build equals a clean one is the property test's.
 */
async function copyWarmReferenceSite(dir: string): Promise<void> {
  const warm = join(TMP, 'reference-warm');
  await withLock(`${warm}.lock`, async () => {
    for (const part of REFERENCE_PARTS) {
      rmSync(join(warm, part), { recursive: true, force: true });
      cpSync(join(REPO, part), join(warm, part), { recursive: true });
    }
    await build({ root: warm });
    // Under the lock too: the other lane may be about to bring the shared copy up to date.
    rmSync(dir, { recursive: true, force: true });
    cpSync(warm, dir, { recursive: true });
  });
}

/** Runs `work` while holding a lock folder; a lock whose process is gone is taken over. */
async function withLock(lock: string, work: () => Promise<void>): Promise<void> {
  // The lock appears with its pid already inside: a folder renamed into place in one step.
  const mine = `${lock}-${process.pid}`;
  mkdirSync(mine, { recursive: true });
  writeFileSync(join(mine, 'pid'), String(process.pid));
  for (;;) {
    try {
      renameSync(mine, lock);
      break;
    } catch {
      const owner = lockOwner(lock);
      if (owner && !processAlive(owner)) rmSync(lock, { recursive: true, force: true });
      else await new Promise((r) => setTimeout(r, 250));
    }
  }
  try {
    await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** The pid in a lock folder; 0 when the lock is gone. */
function lockOwner(lock: string): number {
  try {
    return Number(readFileSync(join(lock, 'pid'), 'utf8'));
  } catch {
    return 0;
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The reference site (this repository's own content), built into a temporary folder and served on loopback. */
export interface ReferenceSite {
  /** The site's folder: building it again changes what is served. */
  root: string;
  url(path: string): string;
  close(): Promise<void>;
}

export interface ReferenceSiteOptions {
  /** Rewrites the copied site.config.ts before the build, for a variant of the reference site. */
  config?: (source: string) => string;
}

export async function serveReferenceSite(prefix: string, options: ReferenceSiteOptions = {}): Promise<ReferenceSite> {
  mkdirSync(TMP, { recursive: true });
  const dir = mkdtempSync(join(TMP, `${prefix}-`));
  await copyWarmReferenceSite(dir);
  if (options.config) {
    const file = join(dir, 'site.config.ts');
    writeFileSync(file, options.config(readFileSync(file, 'utf8')));
  }
  await build({ root: dir });
  const server = await startStaticServer({ dir: join(dir, 'build'), port: 0, host: '127.0.0.1' });
  return {
    root: dir,
    url: (path) => server.url.replace(/\/$/, '') + path,
    async close() {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
