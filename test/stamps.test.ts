import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { outputMatches, stampOutput } from '../src/build/stamps.ts';

function write(out: string, file: string, text: string): void {
  mkdirSync(dirname(join(out, file)), { recursive: true });
  writeFileSync(join(out, file), text);
}

const sorted = (m: Map<string, string>) => [...m].sort(([a], [b]) => (a < b ? -1 : 1));

test('stamps carried over and re-read for what changed equal stamps read afresh, and the next check passes', () => {
  const out = mkdtempSync(join(tmpdir(), 'lectern-stamps-'));
  try {
    const before = ['index.html', 'docs/a/index.html', 'docs/a/__route.json', 'docs/b/index.html', 'old/only/index.html'];
    for (const f of before) write(out, f, f);
    const first = stampOutput(out, new Map(before.map((f) => [f, ''])), new Map(), before);
    assert.ok(first.has('docs/') && first.has('old/only/') && first.has('/'), 'folders are stamped');
    // Rewrite one page, add one in a new folder, delete a folder's only page (and the folder, as a build does).
    write(out, 'docs/a/index.html', 'edited');
    write(out, 'docs/c/d/index.html', 'new');
    rmSync(join(out, 'old'), { recursive: true });
    const after = ['index.html', 'docs/a/index.html', 'docs/a/__route.json', 'docs/b/index.html', 'docs/c/d/index.html'];
    const files = new Map(after.map((f) => [f, '']));
    const carried = stampOutput(out, files, first, ['docs/a/index.html', 'docs/c/d/index.html', 'old/only/index.html']);
    assert.equal(sorted(carried), sorted(stampOutput(out, files, new Map(), after)));
    assert.ok(outputMatches(out, carried));
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});

test.run();
