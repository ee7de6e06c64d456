// `site watch` as an author meets it: a doc's body is saved, and the clock stops when the live-reload
// stream tells the open pages to reload. Measured end to end over HTTP, against a real `site watch`.
import { spawn, type ChildProcess } from 'node:child_process';
import { LIVE_RELOAD_EVENTS_URL } from '../../src/dev/live-reload.ts';
import type { CorpusManifest } from '../corpus/manifest.ts';
import { appendSentence } from './corpus-edits.ts';
import { REPO_ROOT } from './site-cli.ts';
import { median } from './summary.ts';
import type { TargetCheck } from './types.ts';

/** Issue #13: edit saved → reload event, median over the edits. */
const TARGET_MS = 100;
/** Time for the watcher to settle after a reload before the next save. */
const SETTLE_MS = 500;
const EDIT_TIMEOUT_MS = 60_000;
const START_TIMEOUT_MS = 10 * 60_000;

export type WatchResult = {
  scenario: string;
  size: string;
  /** Median over the edits. */
  medianMs: number;
  runsMs: number[];
  targets: TargetCheck[];
};

/** Starts `site watch` on a free port and resolves with the URL it serves once its first build is done. */
function startWatch(script: string, root: string): Promise<{ child: ChildProcess; url: string }> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [script, 'watch', '--root', root, '--port', '0'], { cwd: REPO_ROOT, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    const timer = setTimeout(() => fail(new Error(`site watch did not start within ${START_TIMEOUT_MS / 1000} s:\n${stderr}`)), START_TIMEOUT_MS);
    child.stderr!.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8');
      const url = /watching; open (\S+)/.exec(stderr)?.[1];
      if (url) {
        clearTimeout(timer);
        done({ child, url });
      }
    });
    child.on('exit', (code) => fail(new Error(`site watch exited with code ${code}:\n${stderr}`)));
  });
}

/** Resolves on each `reload` event of the live-reload stream, in order. */
async function reloadEvents(url: string): Promise<() => Promise<void>> {
  const response = await fetch(new URL(LIVE_RELOAD_EVENTS_URL, url));
  if (!response.ok || !response.body) throw new Error(`the live-reload stream answered ${response.status}`);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  return async () => {
    for (;;) {
      const at = buffered.indexOf('event: reload');
      if (at >= 0) {
        buffered = buffered.slice(at + 'event: reload'.length);
        return;
      }
      const { value, done } = await reader.read();
      if (done) throw new Error('the live-reload stream ended');
      buffered += decoder.decode(value, { stream: true });
    }
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([promise, new Promise<never>((_, fail) => setTimeout(() => fail(new Error(`${what} took over ${ms / 1000} s`)), ms).unref())]);
}

export async function measureWatch(script: string, root: string, manifest: CorpusManifest, size: string, edits: number, log: (line: string) => void): Promise<WatchResult> {
  log(`site watch: first build of ${root}`);
  const { child, url } = await startWatch(script, root);
  try {
    const nextReload = await reloadEvents(url);
    const runsMs: number[] = [];
    for (let i = 0; i < edits; i++) {
      // A different doc each time, away from those the scenarios edited.
      const file = manifest.docFiles[(29 + i * 7919) % manifest.docFiles.length];
      const reloaded = nextReload();
      const started = performance.now();
      await appendSentence(root, file, 1000 + i);
      await withTimeout(reloaded, EDIT_TIMEOUT_MS, `the reload after saving ${file}`);
      const ms = performance.now() - started;
      runsMs.push(ms);
      log(`  watch edit #${i + 1}: ${ms.toFixed(0)} ms to the reload event (${file})`);
      await new Promise((settle) => setTimeout(settle, SETTLE_MS));
    }
    const medianMs = median(runsMs);
    return { scenario: 'watch: body saved → reload event', size, medianMs, runsMs, targets: [{ label: `≤ ${TARGET_MS} ms`, met: medianMs <= TARGET_MS }] };
  } finally {
    child.kill('SIGTERM');
  }
}

export function watchTable(result: WatchResult): string {
  const target = result.targets.map((t) => `${t.label} ${t.met ? '✓' : '✗'}`).join(', ');
  return ['| scenario | median ms | runs ms | target |', '| --- | --- | --- | --- |', `| ${result.scenario} | ${result.medianMs.toFixed(0)} | ${result.runsMs.map((ms) => ms.toFixed(0)).join(' ')} | ${target} |`].join('\n');
}
