import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { checkClaims, outputMatches, stampOutput } from '../src/build/stamps.ts';
import { pairChanges, pairsText, REMOVED } from '../src/util/flat-pairs.ts';

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
    assert.ok(outputMatches(out, [pairsText(carried), '[]']));
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});

test('a shared check covers the claims no other thread took, the stored changes last, and stops at a mismatch found elsewhere', () => {
  const out = mkdtempSync(join(tmpdir(), 'lectern-claims-'));
  try {
    // Three claims of the stored list (2,048 stamps each) and the changes as a fourth.
    const files = Array.from({ length: 5000 }, (_, i) => `p/${i}.html`);
    for (const f of files) write(out, f, f);
    const full = stampOutput(out, new Map(files.map((f) => [f, ''])), new Map(), files);
    const base = new Map([...full, ['gone.html', '1:2:3']]);
    base.set('p/4999.html', 'stale');
    const changed = new Map(full);
    changed.delete('gone.html');
    const stamps: [string, string] = [pairsText(base), pairsText(pairChanges(base, changed))];
    assert.ok(JSON.parse(stamps[1]).includes(REMOVED), 'the changes remove an entry');
    assert.ok(outputMatches(out, stamps, checkClaims()), 'an untouched output matches, its stored entries replaced by their changes');

    write(out, 'p/10.html', 'edited by hand');
    assert.not.ok(outputMatches(out, stamps, checkClaims()), 'an edit in the first claim is found');
    const takenByAnother = checkClaims();
    takenByAnother[0] = 1;
    assert.ok(outputMatches(out, stamps, takenByAnother), 'a claim another thread took is not checked again');
    assert.is(takenByAnother[0], 5, 'every later claim was taken, the changes included');

    write(out, 'p/10.html', 'p/10.html');
    write(out, 'p/4999.html', 'edited by hand');
    const late = checkClaims();
    late[0] = 3;
    assert.not.ok(outputMatches(out, stamps, late), 'an edit to a file the changes restamped is found in the last claim');
    assert.is(late[1], 1, 'the mismatch is flagged for the other threads');
    const flagged = checkClaims();
    flagged[1] = 1;
    assert.not.ok(outputMatches(out, [pairsText(full), '[]'], flagged), 'a mismatch flagged by another thread fails this one too');
    assert.not.ok(outputMatches(out, ['[]', '[]'], checkClaims()), 'nothing recorded is nothing to trust');
    const gone = new Map([['p/0.html', full.get('p/0.html')!]]);
    assert.not.ok(outputMatches(out, [pairsText(gone), pairsText(pairChanges(gone, new Map()))]), 'nor is a record whose changes removed every entry');
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});

test.run();
