// Runs every test file (uvu, one process each, two at a time) and ends with the one line CI reads:
// `N passed, N failed`. Exit code 1 when anything failed.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const dir = new URL('.', import.meta.url).pathname;
const only = process.argv.slice(2);
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.test.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort()
  // The longest files start first, so neither lane is left with a long file while the other idles.
  .sort((a, b) => weight(b) - weight(a));

function weight(file) {
  if (file.includes('.property.')) return 2;
  return file.startsWith('browser') ? 1 : 0;
}

function runFile(file) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, ['--import', 'tsx', join(dir, file)], { env: { ...process.env, NODE_ENV: 'test' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (code) => {
      const num = (label) => Number(new RegExp(`${label}:\\s+(\\d+)`).exec(out)?.[1] ?? NaN);
      const total = num('Total');
      const passed = num('Passed');
      const skipped = num('Skipped') || 0;
      let failed = Number.isNaN(total) ? 1 : total - passed;
      // A crash after the summary, or before any test ran, still counts as a failure.
      if (code !== 0 && failed === 0) failed = 1;
      resolve({ file, passed: Number.isNaN(passed) ? 0 : passed, failed, skipped, out, seconds: (Date.now() - started) / 1000 });
    });
  });
}

const queue = [...files];
const results = [];
async function lane() {
  for (let file = queue.shift(); file; file = queue.shift()) {
    const r = await runFile(file);
    results.push(r);
    process.stdout.write(`${r.failed ? 'FAIL' : 'ok  '} ${r.file}: ${r.passed} passed, ${r.failed} failed (${r.seconds.toFixed(1)} s)\n`);
    if (r.failed || process.env.VERBOSE) process.stdout.write(r.out.replace(/^/gm, '    ') + '\n');
  }
}
// Two lanes, one a core: a third made no run faster here (Chromium and the builds keep both cores busy)
// and loaded the browser tests' timing more.
const LANES = Number(process.env.LECTERN_TEST_LANES ?? 2);
await Promise.all(Array.from({ length: LANES }, lane));
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
const skipped = results.reduce((n, r) => n + r.skipped, 0);
// The titles of failed tests again, last: CI shows only the end of a long output.
for (const r of results.filter((r) => r.failed)) {
  const titles = [...r.out.matchAll(/^\s*FAIL\s+(.+)$/gm)].map((m) => m[1].trim());
  process.stdout.write(`failed in ${r.file}: ${titles.length ? titles.join('; ') : 'the file did not finish (see its output above)'}\n`);
}
// Skipped tests are counted on their own line: CI reads the last line, which must stay `N passed, N failed`.
if (skipped) process.stdout.write(`${skipped} skipped\n`);
process.stdout.write(`${passed} passed, ${failed} failed\n`);
process.exitCode = failed || files.length === 0 ? 1 : 0;
