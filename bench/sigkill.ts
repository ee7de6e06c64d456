/**
 * Faults survived: `kill -9` at a random moment of an incremental build, again and again. After each kill
 * the next build must succeed (taking over the dead build's lock, removing its staging folder), and at
 * the end the output must equal a clean build of the same inputs byte for byte.
 *
 *   node --import tsx bench/sigkill.ts [--kills 50] [--docs 300] [--seed 42]
 *
 * Prints a table and one JSON line; exits 1 if any build after a kill failed, the outputs differ, or fewer
 * than `--kills` builds could be killed mid-way.
 */
import { spawn, spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateCorpus } from './corpus/generate.ts';
import { createRandom } from './corpus/random.ts';

function option(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
}

const KILLS = option('kills', 50);
const DOCS = option('docs', 300);
const SEED = option('seed', 42);
const BIN = fileURLToPath(new URL('../bin/site.js', import.meta.url));
const WORK = fileURLToPath(new URL('./.corpus/sigkill/', import.meta.url));
const site = join(WORK, 'site');
const reference = join(WORK, 'reference');

function buildSync(root: string, clean = false): { ok: boolean; ms: number; stderr: string } {
  const started = performance.now();
  const run = spawnSync(process.execPath, [BIN, 'build', '--root', root, ...(clean ? ['--clean'] : [])], { encoding: 'utf8' });
  return { ok: run.status === 0, ms: performance.now() - started, stderr: run.stderr };
}

/** Starts a build and kills it with SIGKILL after `afterMs`; true when it was still running then. */
function killedBuild(root: string, afterMs: number): Promise<boolean> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [BIN, 'build', '--root', root], { stdio: 'ignore' });
    let exited = false;
    child.on('exit', () => {
      exited = true;
    });
    setTimeout(() => {
      const running = !exited;
      if (running) child.kill('SIGKILL');
      child.on('close', () => done(running));
      if (exited) done(false);
    }, afterMs);
  });
}

function tree(dir: string, base = dir, out = new Map<string, Buffer>()): Map<string, Buffer> {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, e.name);
    if (e.isDirectory()) tree(full, base, out);
    else out.set(full.slice(base.length + 1), readFileSync(full));
  }
  return out;
}

function differences(a: Map<string, Buffer>, b: Map<string, Buffer>): string[] {
  const names = new Set([...a.keys(), ...b.keys()]);
  return [...names].filter((n) => !a.get(n) || !b.get(n) || !a.get(n)!.equals(b.get(n)!)).sort();
}

const manifest = await generateCorpus({ dir: site, docs: DOCS, posts: Math.round(DOCS / 10), seed: SEED });
const random = createRandom(SEED);
const first = buildSync(site);
if (!first.ok) throw new Error(`the first build failed:\n${first.stderr}`);
// Each kill lands inside an incremental build: at a random moment of the time the last full one took.
// Kills that come too late (the build had already finished) do not count; the run goes on until
// KILLS builds were killed mid-way.
let span = buildSync(site).ms;
let killed = 0;
let attempts = 0;
const failures: string[] = [];
const recoveryMs: number[] = [];
while (killed < KILLS && attempts < KILLS * 4) {
  attempts++;
  const edits = random.int(1, 5);
  for (let e = 0; e < edits; e++) appendFileSync(join(site, random.pick(manifest.docFiles)), `\nEdited before kill ${attempts}.${e}.\n`);
  if (await killedBuild(site, Math.round(random.next() * span * 0.9))) killed++;
  const after = buildSync(site);
  recoveryMs.push(after.ms);
  span = after.ms;
  if (!after.ok) failures.push(`after kill ${attempts}: ${after.stderr.split('\n')[0]}`);
}
const leftovers = readdirSync(site).filter((n) => n.includes('lectern-staging') || n.includes('lectern-old'));
rmSync(reference, { recursive: true, force: true });
cpSync(site, reference, { recursive: true, filter: (src) => !/\/(build|\.lectern)$/.test(src) });
const clean = buildSync(reference, true);
const diff = clean.ok && existsSync(join(site, 'build')) ? differences(tree(join(site, 'build')), tree(join(reference, 'build'))) : ['(no output)'];
const sorted = [...recoveryMs].sort((a, b) => a - b);
const result = {
  docs: DOCS,
  attempts,
  killedMidBuild: killed,
  failedBuildsAfterKill: failures.length,
  leftoverStagingFolders: leftovers.length,
  outputEqualsClean: diff.length === 0,
  differingFiles: diff.slice(0, 10),
  recoveryMedianMs: Math.round(sorted[Math.floor(sorted.length / 2)]),
};
console.log('| kill attempts | killed mid-build | builds failing after a kill | leftover staging folders | final output == clean | recovery build median |');
console.log('| --- | --- | --- | --- | --- | --- |');
console.log(`| ${attempts} | ${killed} | ${failures.length} | ${leftovers.length} | ${diff.length === 0 ? 'yes' : `no (${diff.length} files)`} | ${result.recoveryMedianMs} ms |`);
for (const f of failures) console.log(f);
console.log(JSON.stringify(result));
process.exitCode = failures.length || diff.length || leftovers.length || killed < KILLS ? 1 : 0;
