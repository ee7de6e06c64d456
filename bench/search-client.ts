// Search as a reader meets it, measured in Chromium on a built site: the bytes the first query downloads
// (from opening the modal on a doc page until its results show) and the time from a keystroke to its
// results in the DOM once the index is loaded. Used by bench/client.ts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { startStaticServer } from '../src/dev/static-server.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PAGE = '/docs/installation/';
const FIRST_QUERY = 'install';
/** Typed one character at a time after the first query; every prefix is a keystroke measured. */
const TYPED = ['configuration sidebar', 'install plugin', 'versioned docs'];
/** The User Timing measure the modal records from a keystroke to its first results committed to the DOM. */
const KEYSTROKE_MEASURE = 'lectern:search-keystroke';
/** The same to the whole answer: later than the first results when a large site is searched in slices. */
const ANSWER_MEASURE = 'lectern:search-answer';

export interface DownloadedFile {
  path: string;
  rawBytes: number;
  /** The local server sends files as they are: this is the file gzipped (level 9), as a host would send it. */
  gzipBytes: number;
}

export interface SearchClientReport {
  page: string;
  /** `ms`: from typing the query to its results in the DOM, the index download and loading included. */
  firstQuery: { query: string; files: DownloadedFile[]; rawBytes: number; gzipBytes: number; ms: number };
  keystrokes: Latencies & { count: number; durationsMs: number[]; wholeAnswer: Latencies };
}

export interface Latencies {
  medianMs: number;
  p90Ms: number;
  maxMs: number;
}

function latencies(durations: number[]): Latencies {
  const sorted = [...durations].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { medianMs: at(0.5), p90Ms: at(0.9), maxMs: sorted[sorted.length - 1] };
}

const gzipSize = (data: Buffer) => gzipSync(data, { level: 9 }).length;

export async function measureSearch(buildDir: string, path = PAGE): Promise<SearchClientReport> {
  const server = await startStaticServer({ dir: buildDir, port: 0, host: '127.0.0.1' });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    // Room for every request of the visit: a full buffer would drop the very entries counted here.
    await page.addInitScript(() => performance.setResourceTimingBufferSize(2000));
    await page.goto(server.url.replace(/\/$/, '') + path, { waitUntil: 'load' });
    await page.waitForFunction(() => (window as { __lecternHydrated?: boolean }).__lecternHydrated === true, null, { timeout: 15_000 });
    // Past the page's own idle work (prefetching links in view, the lazy PWA check), so only search is counted.
    await page.waitForTimeout(1500);
    const firstQuery = await firstQueryDownload(page, buildDir);
    const keystrokes = await keystrokeLatency(page);
    return { page: path, firstQuery, keystrokes };
  } finally {
    await browser.close();
    await server.close();
  }
}

/**
 * Every request the page started from the pointer reaching the Search button (or Ctrl+K) until the first query's
 * results were committed to the DOM (the modal's own measure ends there), from resource timing: the
 * rest of the reader's context, which loads once the browser is idle afterwards, is not part of it.
 */
async function firstQueryDownload(page: Page, buildDir: string): Promise<SearchClientReport['firstQuery']> {
  const openedAt = await page.evaluate(() => performance.now());
  // A site without a search item in its navbar (the generated corpora) still has the shortcut.
  if (await page.locator('.navbar-search').count()) {
    await page.hover('.navbar-search');
    await page.click('.navbar-search');
  } else await page.keyboard.press('Control+k');
  await page.locator('.search-modal-input').fill(FIRST_QUERY);
  await page.waitForSelector('.search-hit', { timeout: 15_000 });
  const { waited, paths } = await page.evaluate(
    ([name, from]) => {
      const measure = performance.getEntriesByName(name as string)[0];
      const shownAt = measure.startTime + measure.duration;
      const started = performance.getEntriesByType('resource').filter((r) => r.startTime >= (from as number) && r.startTime <= shownAt);
      return { waited: measure.duration, paths: started.map((r) => new URL(r.name).pathname) };
    },
    [KEYSTROKE_MEASURE, openedAt] as const,
  );
  const files = [...new Set(paths)].map((path) => {
    const data = readFileSync(join(buildDir, decodeURIComponent(path)));
    // Index files are stored compressed and travel as they are.
    return { path, rawBytes: data.length, gzipBytes: path.endsWith('.gz') ? data.length : gzipSize(data) };
  });
  return { query: FIRST_QUERY, files, rawBytes: files.reduce((n, f) => n + f.rawBytes, 0), gzipBytes: files.reduce((n, f) => n + f.gzipBytes, 0), ms: Math.round(waited) };
}

/** Waits for the rest of the reader's context to load, then types queries a character at a time. */
async function keystrokeLatency(page: Page): Promise<SearchClientReport['keystrokes']> {
  const files = await page.evaluate(async () => {
    const manifest = (await (await fetch('/assets/search/manifest.json')).json()) as { groups: { kind: string; version?: string; shards: { url: string }[] }[] };
    return manifest.groups.filter((g) => g.kind !== 'doc' || g.version === 'current').flatMap((g) => g.shards.map((s) => s.url));
  });
  // A large site has hundreds of files to load in the background: give them time.
  await page.waitForFunction((urls) => urls.every((u) => performance.getEntriesByName(location.origin + u).length > 0), files, { timeout: 180_000, polling: 500 });
  await page.waitForTimeout(1000);
  const durationsMs: number[] = [];
  const answerMs: number[] = [];
  const last = (name: string) => page.evaluate((n) => performance.getEntriesByName(n).at(-1)!.duration, name);
  for (const text of TYPED) {
    await page.locator('.search-modal-input').fill('');
    for (const ch of text) {
      const before = await page.evaluate((name) => performance.getEntriesByName(name).length, ANSWER_MEASURE);
      await page.keyboard.type(ch);
      await page.waitForFunction(([name, n]) => performance.getEntriesByName(name as string).length > (n as number), [ANSWER_MEASURE, before] as const);
      durationsMs.push(await last(KEYSTROKE_MEASURE));
      answerMs.push(await last(ANSWER_MEASURE));
    }
  }
  return { count: durationsMs.length, ...latencies(durationsMs), durationsMs, wholeAnswer: latencies(answerMs) };
}
