import { spawnSync } from 'node:child_process';

/** How long Node takes to start and exit with nothing to run, on this machine: part of every CLI figure. */
export interface NodeStart {
  /** Median wall time of `node -e 0` in this environment, in ms. */
  ms: number;
  /**
   * With NODE_EXTRA_CA_CERTS set, Node parses that certificate file before any code runs (about 90 ms
   * on the 2-core CI machine, whose environment sets it): the median without it, to tell that cost apart.
   */
  withoutExtraCaCertsMs?: number;
}

function medianStartMs(env: NodeJS.ProcessEnv, runs = 7): number {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = process.hrtime.bigint();
    spawnSync(process.execPath, ['-e', '0'], { env });
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  return Math.round(times[Math.floor(runs / 2)]);
}

export function measureNodeStart(): NodeStart {
  const ms = medianStartMs(process.env);
  if (!process.env.NODE_EXTRA_CA_CERTS) return { ms };
  const { NODE_EXTRA_CA_CERTS: _, ...rest } = process.env;
  return { ms, withoutExtraCaCertsMs: medianStartMs(rest) };
}

/** One line for the report: what of each CLI time is Node's own start. */
export function nodeStartLine(start: NodeStart): string {
  const certs = start.withoutExtraCaCertsMs === undefined ? '' : ` (${start.withoutExtraCaCertsMs} ms without NODE_EXTRA_CA_CERTS, which this environment sets: Node reads those certificates at every start)`;
  return `Node's own start and exit (\`node -e 0\`, median): ${start.ms} ms${certs}; every CLI time above includes it.`;
}
