// Costs that grow with the work, not with the site: the no-change and one-edit builds of the 1k and the
// 10k corpus side by side. Each corpus is generated and built cold first (not timed), then each scenario
// runs `runs` times on it, as in the main run.
import { join } from 'node:path';
import { generateCorpus } from '../corpus/generate.ts';
import { planScenarios } from './scenarios.ts';
import { REPO_ROOT, siteCli } from './site-cli.ts';
import { SIZES } from './sizes.ts';
import { summarize } from './summary.ts';
import type { RunMeasurement, ScenarioKey, ScenarioResult, TargetCheck } from './types.ts';

/** Issue #13: the 10k figures stay within this factor of the 1k ones. */
const MAX_RATIO = 2;
const SCENARIOS: ScenarioKey[] = ['noChange', 'bodyEdit'];

export type ScalingRow = {
  scenario: string;
  small: ScenarioResult;
  large: ScenarioResult;
  /** Median wall time of the large corpus over the small one's. */
  ratio: number;
  targets: TargetCheck[];
};

async function measureSize(size: (typeof SIZES)[keyof typeof SIZES], seed: number, runs: number, log: (line: string) => void): Promise<ScenarioResult[]> {
  const root = join(REPO_ROOT, 'bench/.corpus', `${size.label}-${seed}`);
  log(`Generating ${size.label} corpus (seed ${seed}) in ${root}`);
  const manifest = await generateCorpus({ dir: root, docs: size.docs, posts: size.posts, seed });
  const cli = siteCli(root);
  await cli.clear();
  const cold = await cli.build({ clean: true });
  log(`  ${size.label}: cold build ${cold.wallSeconds.toFixed(1)} s (not compared)`);
  const results: ScenarioResult[] = [];
  for (const scenario of planScenarios(root, manifest, cli, runs).filter((s) => SCENARIOS.includes(s.key))) {
    const measurements: RunMeasurement[] = [];
    for (let run = 0; run < runs; run++) {
      const change = await scenario.prepare(run);
      const measurement = await cli.build({ clean: false });
      measurements.push(measurement);
      log(`  ${size.label} ${scenario.name} #${run + 1}: ${measurement.wallSeconds.toFixed(3)} s, ${measurement.routesRendered} rendered (${change})`);
    }
    results.push(summarize(scenario, size, measurements));
  }
  return results;
}

export async function measureScaling(seed: number, runs: number, log: (line: string) => void): Promise<ScalingRow[]> {
  const small = await measureSize(SIZES.default, seed, runs, log);
  const large = await measureSize(SIZES.large, seed, runs, log);
  return small.map((s, i) => {
    const ratio = Number((large[i].wallSeconds / s.wallSeconds).toFixed(2));
    return { scenario: s.scenario, small: s, large: large[i], ratio, targets: [{ label: `10k ≤ ${MAX_RATIO} × 1k`, met: ratio <= MAX_RATIO }] };
  });
}

export function scalingTable(rows: ScalingRow[]): string {
  const header = ['scenario', `${SIZES.default.label} wall s`, `${SIZES.large.label} wall s`, 'ratio', 'target'];
  const lines = rows.map((row) => [row.scenario, row.small.wallSeconds.toFixed(3), row.large.wallSeconds.toFixed(3), row.ratio.toFixed(2), row.targets.map((t) => `${t.label} ${t.met ? '✓' : '✗'}`).join(', ')]);
  return [header, header.map(() => '---'), ...lines].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}
