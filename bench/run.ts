// Full-vs-incremental build benchmark. Generates a seeded corpus, times `site build` under seven
// scenarios, and prints a Markdown table plus one JSON line per scenario (progress goes to stderr).
// Usage: node --import tsx bench/run.ts [--large] [--runs 3] [--seed 42] [--peers] [--skip-watch] [--watch-edits 9] [--scaling]
// Set LECTERN_BENCH_CLI=path/to/script.js to benchmark another CLI (e.g. bench/fake-site.js).
import { mkdir, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { generateCorpus } from './corpus/generate.ts';
import { comparePeers, installedPeers, peerTable } from './peers/compare.ts';
import { jsonLines, markdownTable } from './runner/report.ts';
import { planScenarios } from './runner/scenarios.ts';
import { REPO_ROOT, SiteCommandError, siteCli, type SiteCli } from './runner/site-cli.ts';
import type { CorpusManifest } from './corpus/manifest.ts';
import { SIZES } from './runner/sizes.ts';
import { summarize } from './runner/summary.ts';
import { measureWatch, watchTable } from './runner/watch-latency.ts';
import { measureScaling, scalingTable } from './runner/scaling.ts';
import type { RunMeasurement, ScenarioResult } from './runner/types.ts';
import { measureNodeStart, nodeStartLine } from './runner/node-start.ts';

const log = (message: string) => process.stderr.write(`${message}\n`);

function parseOptions() {
  const { values } = parseArgs({
    options: {
      large: { type: 'boolean', default: false },
      runs: { type: 'string', default: '3' },
      seed: { type: 'string', default: '42' },
      peers: { type: 'boolean', default: false },
      'skip-watch': { type: 'boolean', default: false },
      scaling: { type: 'boolean', default: false },
      'watch-edits': { type: 'string', default: '9' },
    },
  });
  const runs = Number(values.runs);
  const seed = Number(values.seed);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a positive integer');
  if (!Number.isInteger(seed)) throw new Error('--seed must be an integer');
  const watchEdits = values['skip-watch'] ? 0 : Number(values['watch-edits']);
  if (!Number.isInteger(watchEdits) || watchEdits < 0) throw new Error('--watch-edits must be a whole number');
  return { size: values.large ? SIZES.large : SIZES.default, runs, seed, peers: values.peers, watchEdits, scaling: values.scaling };
}

async function main(): Promise<void> {
  const { size, runs, seed, peers, watchEdits, scaling } = parseOptions();
  // Every JSON line says where it was measured, so a history of CI runs compares like with like.
  const nodeStart = measureNodeStart();
  const machine = { cores: availableParallelism(), node: process.version, platform: process.platform, arch: process.arch, nodeStart };
  if (scaling) return runScaling(seed, runs, machine);
  const root = join(REPO_ROOT, 'bench/.corpus', `${size.label}-${seed}`);
  log(`Generating ${size.label} corpus (seed ${seed}) in ${root}`);
  // Regenerated every time: the scenarios below edit, add and delete files.
  const manifest = await generateCorpus({ dir: root, docs: size.docs, posts: size.posts, seed });
  const cli = siteCli(root);
  log(`Benchmarking ${cli.script}, ${runs} run(s) per scenario`);

  const results: ScenarioResult[] = [];
  for (const scenario of planScenarios(root, manifest, cli, runs)) {
    const measurements: RunMeasurement[] = [];
    for (let run = 0; run < runs; run++) {
      const change = await scenario.prepare(run);
      const measurement = await cli.build({ clean: scenario.clean });
      measurements.push(measurement);
      log(`  ${scenario.name} #${run + 1}: ${measurement.wallSeconds.toFixed(3)} s, ${measurement.routesRendered} rendered (${change})`);
    }
    results.push(summarize(scenario, size, measurements));
  }

  process.stdout.write(`${markdownTable(results)}\n\n${nodeStartLine(nodeStart)}\n\n${jsonLines(results, machine)}\n`);

  // Watch builds into its own folder, so the scenarios' output and cache are left as they were.
  const watch = watchEdits ? await measureWatch(cli.script, root, manifest, size.label, watchEdits, log) : undefined;
  if (watch) process.stdout.write(`\n${watchTable(watch)}\n\n${JSON.stringify({ ...watch, machine })}\n`);

  const comparison = peers ? await runPeers(root, manifest, cli, runs, machine) : undefined;
  const resultsDir = join(REPO_ROOT, 'bench/results');
  await mkdir(resultsDir, { recursive: true });
  const latest = { date: new Date().toISOString(), size: size.label, seed, runs, cli: cli.script, machine, results, ...(watch ? { watch } : {}), ...(comparison ? { peers: comparison } : {}) };
  await writeFile(join(resultsDir, 'latest.json'), JSON.stringify(latest, null, 2) + '\n');
}

/** The no-change and one-edit builds of both corpora side by side (written to bench/results/scaling.json). */
async function runScaling(seed: number, runs: number, machine: Record<string, unknown>): Promise<void> {
  const rows = await measureScaling(seed, runs, log);
  process.stdout.write(`${scalingTable(rows)}\n\n${rows.map((row) => JSON.stringify({ ...row, machine })).join('\n')}\n`);
  const resultsDir = join(REPO_ROOT, 'bench/results');
  await mkdir(resultsDir, { recursive: true });
  await writeFile(join(resultsDir, 'scaling.json'), JSON.stringify({ date: new Date().toISOString(), seed, runs, machine, rows }, null, 2) + '\n');
}

/** Lectern, Hugo and Eleventy on the same corpus, alternating: a table of medians and ratios, and JSON lines. */
async function runPeers(root: string, manifest: CorpusManifest, cli: SiteCli, runs: number, machine: Record<string, unknown>) {
  const peers = installedPeers(root, log);
  if (!peers.length) return undefined;
  log(`Comparing with ${peers.map((p) => p.label).join(' and ')}, ${runs} run(s) each, alternating`);
  const rows = await comparePeers(root, manifest, cli, peers, runs, log);
  process.stdout.write(`\n${peerTable(rows)}\n\n${rows.map((row) => JSON.stringify({ peers: row, machine })).join('\n')}\n`);
  return rows;
}

main().catch((error: unknown) => {
  if (error instanceof SiteCommandError) {
    log(`Build failed: ${error.message}`);
    if (error.stderr) log(error.stderr);
  } else {
    log(error instanceof Error ? (error.stack ?? error.message) : String(error));
  }
  process.exit(1);
});
