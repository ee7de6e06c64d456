/**
 * A site brought over with many failing files: the errors come grouped by kind (count and first files),
 * and with keepGoing every other page is built while the failing ones are left out and reported.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { build } from '../src/build/build.ts';
import { BuildErrors } from '../src/util/errors.ts';

const TMP = fileURLToPath(new URL('./.tmp/', import.meta.url));

/** Eight MDX files with the same syntax error, one with an unknown code language, and two good pages. */
function brokenSite(): string {
  mkdirSync(TMP, { recursive: true });
  const root = mkdtempSync(join(TMP, 'keep-going-'));
  mkdirSync(join(root, 'docs'));
  for (let i = 0; i < 8; i++) writeFileSync(join(root, `docs/bad-${i}.mdx`), `# Bad ${i}\n\n<div>\n</span>\n`);
  writeFileSync(join(root, 'docs/lang.md'), '# Lang\n\n```klingon\nqapla\n```\n');
  writeFileSync(join(root, 'docs/good.md'), '# Good\n\nLinks to [a bad page](./bad-0.mdx).\n');
  writeFileSync(join(root, 'docs/also-good.mdx'), '# Also good\n\nFine.\n');
  return root;
}

test('many errors are reported by kind: how many, the message once, the first three files', async () => {
  const root = brokenSite();
  try {
    const err = await build({ root }).catch((e: unknown) => e);
    assert.instance(err, BuildErrors);
    const lines = (err as BuildErrors).message.split('\n');
    assert.is(lines[0], '9 errors of 2 kinds:');
    assert.match(lines[1], /^ {2}8× MDX syntax error/);
    assert.match(lines[2], /^ {5}in docs\/bad-0\.mdx:4, docs\/bad-1\.mdx:4, docs\/bad-2\.mdx:4, and 5 more$/);
    assert.match(lines[3], /^ {2}1× code block language "klingon"/);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('keepGoing builds every other page, leaves the failing files out and reports them', async () => {
  const root = brokenSite();
  try {
    const report = await build({ root, keepGoing: true });
    assert.equal(report.skipped, [...Array.from({ length: 8 }, (_, i) => `docs/bad-${i}.mdx`), 'docs/lang.md']);
    assert.ok(existsSync(join(root, 'build/docs/good/index.html')));
    assert.ok(existsSync(join(root, 'build/docs/also-good/index.html')));
    assert.not.ok(existsSync(join(root, 'build/docs/bad-0/index.html')));
    assert.ok(report.warnings.some((w) => w.startsWith('9 files left out (--keep-going): 9 errors of 2 kinds:')), report.warnings.join('\n'));
    // Fixed files come back on the next build: a build with files left out is never taken as up to date.
    writeFileSync(join(root, 'docs/bad-0.mdx'), '# Bad 0, fixed\n');
    const next = await build({ root, keepGoing: true });
    assert.is(next.skipped?.length, 8);
    assert.ok(existsSync(join(root, 'build/docs/bad-0/index.html')));
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test.run();
