import type { ImageStats } from '../images/store.ts';
import type { PwaReport } from '../pwa/service-worker.ts';
import type { ConfigTranslation } from '../config/types.ts';
import type { ThreadUsage } from '../pool/pool.ts';

/** What `site build --json` prints: exactly this object. */
export interface BuildReport {
  routes: { total: number; rendered: number; reused: number };
  files: { written: number; deleted: number };
  timingsMs: Record<string, number> & { total: number };
  /** Per thread (the main one and each worker), the tasks it ran and for how long: where a build's time went. */
  threads?: ThreadUsage[];
  warnings: string[];
  /** Plugin loads this build ran, and those it took from the last build because nothing they read changed. */
  loads?: { run: string[]; remembered: string[] };
  /** Files left out because they failed to compile (`--keep-going`). */
  skipped?: string[];
  /** What the service worker precaches (sites with `pwa`). */
  pwa?: PwaReport;
  /** Every search index file and its size (absent when nothing changed since the last build). */
  search?: SearchIndexReport[];
  /** Images encoded by this build and taken from earlier ones; present when pages show an IdealImage. */
  images?: ImageStats;
  /** What the build took from a Docusaurus config it translated (sites without a Lectern config). */
  translation?: ConfigTranslation;
}

export interface SearchIndexReport {
  file: string;
  pages: number;
  sections: number;
  bytes: number;
  gzipBytes: number;
}

/** Stage timings measured with one clock. */
export class Timings {
  private readonly start = performance.now();
  private last = this.start;
  readonly stages: Record<string, number> = {};

  mark(stage: string): void {
    const now = performance.now();
    this.stages[stage] = Math.round((this.stages[stage] ?? 0) + now - this.last);
    this.last = now;
  }

  finish(): Record<string, number> & { total: number } {
    return { ...this.stages, total: Math.round(performance.now() - this.start) };
  }
}
