import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { EARLY_CHECK_ROUTES, earlyOutputCheck } from '../src/build/output-check.ts';
import { stampOutput } from '../src/build/stamps.ts';
import { TaskPool } from '../src/pool/pool.ts';
import { pairChanges, pairsText, type StoredPairs } from '../src/util/flat-pairs.ts';

const FILES = ['index.html', 'docs/intro/index.html', 'docs/intro/__route.json'];

test('a large output is checked before the scan, from the stored stamps and their changes, and the check sees a changed file; a small one waits', async () => {
  const out = mkdtempSync(join(tmpdir(), 'lectern-output-check-'));
  const pool = new TaskPool(2);
  try {
    mkdirSync(join(out, 'docs/intro'), { recursive: true });
    for (const file of FILES) writeFileSync(join(out, file), file);
    // As the cache stores them after an edit: a full list (here with a file since deleted and without
    // one since written) and the changes to it, which the worker applies.
    const full = stampOutput(out, new Map(FILES.map((f) => [f, ""])), new Map(), FILES);
    const base = new Map([...full, ['gone/index.html', '1:2:3']]);
    base.delete('docs/intro/index.html');
    const stamps: StoredPairs = [pairsText(base), pairsText(pairChanges(base, full))];
    assert.is(earlyOutputCheck(pool, out, stamps, EARLY_CHECK_ROUTES - 1), undefined, 'a small output is checked after the scan');
    assert.is(await earlyOutputCheck(pool, out, stamps, EARLY_CHECK_ROUTES)?.intact(), true, 'an untouched output matches');
    assert.is(await earlyOutputCheck(pool, out, stamps, EARLY_CHECK_ROUTES)?.join(), true, 'and so it does with this thread joining');
    writeFileSync(join(out, 'docs/intro/index.html'), 'edited by hand');
    assert.is(await earlyOutputCheck(pool, out, stamps, EARLY_CHECK_ROUTES)?.intact(), false, 'an edited file is found');
    const joined = earlyOutputCheck(pool, out, stamps, EARLY_CHECK_ROUTES)!;
    assert.is(await joined.join(), false, 'also when this thread joins');
    assert.is(await joined.intact(), false, 'and the answer after joining is the joined one');
  } finally {
    await pool.close();
    rmSync(out, { recursive: true, force: true });
  }
});

test.run();
