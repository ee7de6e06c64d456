/** The object `site build --json` prints on stdout. */
export type BuildReport = {
  routes: { total: number; rendered: number; reused: number };
  files: { written: number; deleted: number };
  timingsMs: { total: number } & Record<string, number>;
  warnings: unknown[];
};

/** One timed build, as seen from outside the child process. */
export type RunMeasurement = {
  wallSeconds: number;
  /** Null when the child exited without the process probe recording anything. */
  peakRssMiB: number | null;
  /** CPU of the whole process (worker threads included): user, and system (the kernel's work for it). */
  userSeconds: number | null;
  systemSeconds: number | null;
  routesTotal: number;
  routesRendered: number;
  routesReused: number;
  filesWritten: number;
  filesDeleted: number;
  engineTotalMs: number;
  warnings: number;
};

export type ScenarioKey = 'clean' | 'noChange' | 'bodyEdit' | 'titleEdit' | 'themeEdit' | 'docAdded' | 'docDeleted';

export type TargetCheck = { label: string; met: boolean };

export type ScenarioResult = {
  scenario: string;
  size: string;
  /** Median over runs. */
  wallSeconds: number;
  /** Median over runs. */
  routesRendered: number;
  /** Median over runs. */
  filesWritten: number;
  /** Highest over runs. */
  peakRssMiB: number | null;
  /** Medians over runs; null when a run's probe recorded nothing. */
  userSeconds: number | null;
  systemSeconds: number | null;
  targets: TargetCheck[];
  runs: RunMeasurement[];
};
