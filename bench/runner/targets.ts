// Performance targets per corpus size. They are reported next to the results, never enforced.
import type { SizeName } from './sizes.ts';
import type { RunMeasurement, ScenarioKey, TargetCheck } from './types.ts';

type SizeTargets = {
  /** Upper bound on the median wall time, per scenario. */
  wallSeconds: Partial<Record<ScenarioKey, number>>;
  /** Routes every run of the scenario must render, no more and no less. */
  routesRendered: Partial<Record<ScenarioKey, number>>;
  /** Upper bound on peak RSS, for every scenario. */
  peakRss: { mib: number; label: string };
};

const TARGETS: Record<SizeName, SizeTargets> = {
  default: {
    wallSeconds: { clean: 8, noChange: 0.5, bodyEdit: 0.6 },
    routesRendered: { bodyEdit: 1 },
    peakRss: { mib: 600, label: '600 MiB' },
  },
  large: {
    wallSeconds: { clean: 60 },
    routesRendered: {},
    peakRss: { mib: 1536, label: '1.5 GiB' },
  },
};

export function checkTargets(size: SizeName, scenario: ScenarioKey, medianWallSeconds: number, peakRssMiB: number | null, runs: RunMeasurement[]): TargetCheck[] {
  const targets = TARGETS[size];
  const checks: TargetCheck[] = [];
  const wallLimit = targets.wallSeconds[scenario];
  if (wallLimit !== undefined) checks.push({ label: `≤ ${wallLimit} s`, met: medianWallSeconds <= wallLimit });
  const routes = targets.routesRendered[scenario];
  if (routes !== undefined) {
    checks.push({ label: `${routes} route${routes === 1 ? '' : 's'} rendered`, met: runs.every((run) => run.routesRendered === routes) });
  }
  checks.push({ label: `RSS ≤ ${targets.peakRss.label}`, met: peakRssMiB !== null && peakRssMiB <= targets.peakRss.mib });
  return checks;
}
