/** The input scanner: which files it lists, and when it may trust a recorded hash instead of reading. */
import { mkdirSync, mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { scanInputs, statKey } from '../src/scan/scan.ts';
import { hashBytes } from '../src/util/hash.ts';

const dir = mkdtempSync(join(tmpdir(), 'lectern-scan-'));
mkdirSync(join(dir, 'docs/deep'), { recursive: true });
writeFileSync(join(dir, 'docs/a.md'), 'alpha');
writeFileSync(join(dir, 'docs/deep/b.mdx'), 'beta');
writeFileSync(join(dir, 'docs/skip.txt'), 'not content');
const roots = [{ dir: 'docs', patterns: ['**/*.md', '**/*.mdx'] }];

test.after(() => rmSync(dir, { recursive: true, force: true }));

test('lists matching files under site-relative paths with the hash of their bytes', async () => {
  const files = await scanInputs(dir, roots);
  assert.equal([...files.keys()], ['docs/a.md', 'docs/deep/b.mdx']);
  assert.is(files.get('docs/a.md')!.hash, hashBytes('alpha'));
});

test('a file modified within the racy window gets no stat, so the next scan reads it again', async () => {
  // An mtime set a minute ahead of the clock is inside the window however slowly this test runs.
  const ahead = new Date(Date.now() + 60_000);
  utimesSync(join(dir, 'docs/a.md'), ahead, ahead);
  const files = await scanInputs(dir, roots);
  assert.is(files.get('docs/a.md')!.stat, '', 'racy: it could change again within the same clock tick');
});

test('a matching recorded stat is trusted: the recorded hash is kept without reading', async () => {
  const stat = statKey(statSync(join(dir, 'docs/a.md'), { bigint: true }));
  const files = await scanInputs(dir, roots, new Map([['docs/a.md', { hash: 'recorded', stat }]]));
  assert.is(files.get('docs/a.md')!.hash, 'recorded');
});

test('a different stat or an empty one means the file is read and hashed', async () => {
  const stale = await scanInputs(dir, roots, new Map([['docs/a.md', { hash: 'recorded', stat: '5:1:1:1' }]]));
  assert.is(stale.get('docs/a.md')!.hash, hashBytes('alpha'));
  const racy = await scanInputs(dir, roots, new Map([['docs/a.md', { hash: 'recorded', stat: '' }]]));
  assert.is(racy.get('docs/a.md')!.hash, hashBytes('alpha'));
});

test('an edit that keeps the size still changes the stat', async () => {
  // Explicit mtimes before and after the edit: no sleeping for the clock (or a coarse file system) to move on.
  const file = join(dir, 'docs/deep/b.mdx');
  utimesSync(file, new Date('2024-01-01T00:00:00Z'), new Date('2024-01-01T00:00:00Z'));
  const before = statKey(statSync(file, { bigint: true }));
  writeFileSync(file, 'BETA');
  utimesSync(file, new Date('2024-01-01T00:00:01Z'), new Date('2024-01-01T00:00:01Z'));
  const files = await scanInputs(dir, roots, new Map([['docs/deep/b.mdx', { hash: hashBytes('beta'), stat: before }]]));
  assert.is(files.get('docs/deep/b.mdx')!.hash, hashBytes('BETA'));
});

test.run();
