// Renders scenario results as a Markdown table and as one JSON line per scenario.
import type { ScenarioResult } from './types.ts';

function targetCell(result: ScenarioResult): string {
  return result.targets.map((target) => `${target.label} ${target.met ? '✓' : '✗'}`).join(', ');
}

export function markdownTable(results: ScenarioResult[]): string {
  const rows = results.map((result) => [
    result.scenario,
    result.wallSeconds.toFixed(3),
    String(result.routesRendered),
    String(result.filesWritten),
    result.peakRssMiB === null ? 'n/a' : result.peakRssMiB.toFixed(1),
    result.userSeconds === null || result.systemSeconds === null ? 'n/a' : `${result.userSeconds.toFixed(2)} / ${result.systemSeconds.toFixed(2)}`,
    targetCell(result),
  ]);
  const header = ['scenario', 'wall s (median)', 'routes rendered', 'files written', 'peak RSS MiB', 'CPU user / sys s (median)', 'target'];
  return [header, header.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

/** One JSON line per scenario, each with every run and the machine it ran on. */
export function jsonLines(results: ScenarioResult[], machine: Record<string, unknown>): string {
  return results.map((result) => JSON.stringify({ ...result, machine })).join('\n');
}
