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
  /** Null when the child exited without the RSS probe recording anything. */
  peakRssMiB: number | null;
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
  targets: TargetCheck[];
  runs: RunMeasurement[];
};
