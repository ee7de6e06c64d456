// Lectern and its peers on the same corpus, tool after tool within each run (the order rotating run by
// run, so none always builds on the warmest disk cache): a cold build, a no-change build and one doc's
// body edited, as medians and as Lectern's ratio to each peer.
import type { CorpusManifest } from '../corpus/manifest.ts';
import { appendSentence } from '../runner/corpus-edits.ts';
import type { SiteCli } from '../runner/site-cli.ts';
import { median } from '../runner/summary.ts';
import { eleventySite, findEleventy } from './eleventy.ts';
import { findHugo, hugoSite } from './hugo.ts';
import type { PeerMeasurement, PeerSite } from './tool.ts';

type PeerScenario = 'cold build' | 'no-change' | 'one doc body edited';
const SCENARIOS: PeerScenario[] = ['cold build', 'no-change', 'one doc body edited'];

interface Contender {
  name: string;
  label: string;
  /** Pages the tool writes for the corpus (Lectern: routes). */
  pages: number | undefined;
  clear(): Promise<void> | void;
  build(clean: boolean): Promise<PeerMeasurement & { pages?: number }>;
  copyEdited(file: string): void;
}

export interface PeerRow {
  scenario: PeerScenario;
  tools: Record<string, { label: string; pages: number | undefined; wallSeconds: number; peakRssMiB: number | null; runs: PeerMeasurement[] }>;
  /** Lectern's median over each peer's. */
  ratios: Record<string, number>;
}

function lectern(cli: SiteCli): Contender {
  const contender: Contender = {
    name: 'lectern',
    label: 'Lectern',
    pages: undefined,
    clear: () => cli.clear(),
    build: async (clean) => {
      const run = await cli.build({ clean });
      contender.pages = run.routesTotal;
      return { wallSeconds: run.wallSeconds, peakRssMiB: run.peakRssMiB, userSeconds: run.userSeconds, systemSeconds: run.systemSeconds };
    },
    copyEdited: () => {},
  };
  return contender;
}

function peer(name: string, site: PeerSite & { pages: number }): Contender {
  return { name, label: site.label, pages: site.pages, clear: () => site.clear(), build: () => site.build(), copyEdited: (file) => site.copyEdited(file) };
}

/** The peers installed here; the bench README says how to install each. */
export function installedPeers(corpus: string, log: (line: string) => void): Contender[] {
  const found: Contender[] = [];
  const hugo = findHugo();
  if (hugo) found.push(peer('hugo', hugoSite(corpus, hugo)));
  else log('Hugo is not installed (apt-get install hugo): left out of the comparison');
  const eleventy = findEleventy();
  if (eleventy) found.push(peer('eleventy', eleventySite(corpus, eleventy)));
  else log('Eleventy is not installed (see bench/README.md): left out of the comparison');
  return found;
}

export async function comparePeers(corpus: string, manifest: CorpusManifest, cli: SiteCli, peers: Contender[], runs: number, log: (line: string) => void): Promise<PeerRow[]> {
  const tools = [lectern(cli), ...peers];
  const measured = new Map<string, PeerMeasurement[]>();
  const record = (scenario: PeerScenario, tool: Contender, m: PeerMeasurement) => {
    const key = `${scenario}\0${tool.name}`;
    measured.set(key, [...(measured.get(key) ?? []), m]);
    log(`  ${scenario} #${(measured.get(key) ?? []).length} ${tool.label}: ${m.wallSeconds.toFixed(3)} s`);
  };
  for (let run = 0; run < runs; run++) {
    const order = tools.map((_, i) => tools[(i + run) % tools.length]);
    for (const tool of order) {
      await tool.clear();
      record('cold build', tool, await tool.build(true));
      record('no-change', tool, await tool.build(false));
    }
    // A different doc each run, far apart in the list; every tool builds the same edit.
    const file = manifest.docFiles[(17 + run * 7919) % manifest.docFiles.length];
    await appendSentence(corpus, file, 100 + run);
    for (const tool of order) tool.copyEdited(file);
    for (const tool of order) record('one doc body edited', tool, await tool.build(false));
  }
  return SCENARIOS.map((scenario) => {
    const row: PeerRow = { scenario, tools: {}, ratios: {} };
    for (const tool of tools) {
      const list = measured.get(`${scenario}\0${tool.name}`) ?? [];
      const rss = list.map((m) => m.peakRssMiB).filter((v): v is number => v !== null);
      row.tools[tool.name] = { label: tool.label, pages: tool.pages, wallSeconds: Number(median(list.map((m) => m.wallSeconds)).toFixed(3)), peakRssMiB: rss.length === list.length && rss.length ? Math.max(...rss) : null, runs: list };
    }
    for (const tool of peers) row.ratios[tool.name] = Number((row.tools.lectern.wallSeconds / row.tools[tool.name].wallSeconds).toFixed(2));
    return row;
  });
}

export function peerTable(rows: PeerRow[]): string {
  const names = Object.keys(rows[0]?.tools ?? {});
  const peers = names.filter((n) => n !== 'lectern');
  const name = (n: string) => rows[0].tools[n].label.split(' ')[0];
  const header = ['scenario', ...names.map((n) => `${rows[0].tools[n].label} s`), ...peers.map((p) => `Lectern/${name(p)}`), ...names.map((n) => `${name(n)} peak RSS MiB`)];
  const body = rows.map((row) => [row.scenario, ...names.map((n) => row.tools[n].wallSeconds.toFixed(3)), ...peers.map((p) => `${row.ratios[p].toFixed(2)}×`), ...names.map((n) => row.tools[n].peakRssMiB?.toFixed(0) ?? 'n/a')]);
  const pages = `Pages written: ${names.map((n) => `${rows[0].tools[n].label} ${rows[0].tools[n].pages ?? '?'}`).join(', ')} (the peers' layouts are bare: a title, the content and a list).`;
  return [[header, header.map(() => '---'), ...body].map((cells) => `| ${cells.join(' | ')} |`).join('\n'), pages].join('\n\n');
}
