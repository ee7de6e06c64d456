import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';

/** Debian's Chromium, started as ENVIRONMENT-NOTES.md says; tests never download a browser. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function browserAvailable(): boolean {
  return existsSync(CHROMIUM);
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
