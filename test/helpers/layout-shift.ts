import type { Page } from 'playwright-core';

/** One layout shift Chromium reported, with the elements that moved (for a readable failure). */
export interface LayoutShift {
  value: number;
  sources: string[];
}

declare global {
  interface Window {
    __layoutShifts?: LayoutShift[];
  }
}

/**
 * Starts recording layout shifts before the page's own scripts run, the way Cumulative Layout Shift
 * counts them: shifts within 500 ms of a click or key press (`hadRecentInput`) are the reader's doing.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  // A string, not a function: the test runner's transpiler would add helper calls the page lacks.
  await page.addInitScript(`
    window.__layoutShifts = [];
    const describe = (node) => !(node instanceof Element) ? (node ? node.nodeName : '?')
      : node.tagName.toLowerCase() + (node.id ? '#' + node.id : '') + (node.classList.length ? '.' + [...node.classList].join('.') : '');
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (!entry.hadRecentInput) window.__layoutShifts.push({ value: entry.value, sources: (entry.sources || []).map((s) => describe(s.node)) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  `);
}

/** The shifts recorded so far, and their sum (the page's layout shift score up to now). */
export async function layoutShifts(page: Page): Promise<{ total: number; shifts: LayoutShift[] }> {
  const shifts = await page.evaluate(() => window.__layoutShifts ?? []);
  return { total: shifts.reduce((sum, s) => sum + s.value, 0), shifts };
}
