// Collapses the runs of one scenario into the figures the report shows.
import type { BenchSize } from './sizes.ts';
import { checkTargets } from './targets.ts';
import type { RunMeasurement, ScenarioKey, ScenarioResult } from './types.ts';

export function median(values: number[]): number {
  const sorted = values.slice().sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const round = (value: number, digits: number): number => Number(value.toFixed(digits));

export function summarize(scenario: { key: ScenarioKey; name: string }, size: BenchSize, runs: RunMeasurement[]): ScenarioResult {
  const wallSeconds = round(median(runs.map((run) => run.wallSeconds)), 3);
  const rssValues = runs.map((run) => run.peakRssMiB).filter((value): value is number => value !== null);
  // A run the probe missed makes the peak unknown rather than silently lower.
  const peakRssMiB = rssValues.length === runs.length ? round(Math.max(...rssValues), 1) : null;
  const cpu = (pick: (run: RunMeasurement) => number | null) => {
    const values = runs.map(pick).filter((value): value is number => value !== null);
    return values.length === runs.length ? round(median(values), 3) : null;
  };
  return {
    scenario: scenario.name,
    size: size.label,
    wallSeconds,
    routesRendered: median(runs.map((run) => run.routesRendered)),
    filesWritten: median(runs.map((run) => run.filesWritten)),
    peakRssMiB,
    userSeconds: cpu((run) => run.userSeconds),
    systemSeconds: cpu((run) => run.systemSeconds),
    targets: checkTargets(size.name, scenario.key, wallSeconds, peakRssMiB, runs),
    runs: runs.map((run) => ({ ...run, wallSeconds: round(run.wallSeconds, 3), peakRssMiB: run.peakRssMiB === null ? null : round(run.peakRssMiB, 1), userSeconds: run.userSeconds === null ? null : round(run.userSeconds, 3), systemSeconds: run.systemSeconds === null ? null : round(run.systemSeconds, 3) })),
  };
}
