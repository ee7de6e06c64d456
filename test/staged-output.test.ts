import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { StagedOutput } from '../src/build/output.ts';
import { stageIfChanged } from '../src/build/staged-file.ts';

const made: string[] = [];
test.after.each(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function outputFolder(files: Record<string, string>): string {
  const parent = mkdtempSync(join(tmpdir(), 'lectern-staged-'));
  made.push(parent);
  const out = join(parent, 'build');
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(join(out, file, '..'), { recursive: true });
    writeFileSync(join(out, file), text);
  }
  return out;
}

test('an incremental build stages files flat, then moves each into its folder, making the new ones', () => {
  const out = outputFolder({ 'docs/a/index.html': 'old a', 'docs/b/index.html': 'b' });
  const staged = new StagedOutput(out, false);
  staged.write('docs/a/index.html', 'new a');
  staged.write('docs/new/deep/index.html', 'new page');
  assert.ok(stageIfChanged(staged.staging, 'assets/x.json', '{}', undefined).written);
  staged.wroteElsewhere('assets/x.json');
  assert.ok(readdirSync(staged.staging.dir, { withFileTypes: true }).every((e) => e.isFile()), 'no folders in staging');
  assert.is(readFileSync(join(out, 'docs/a/index.html'), 'utf8'), 'old a', 'nothing moves before the build succeeds');
  staged.applyChanges(['docs/b/index.html']);
  assert.is(readFileSync(join(out, 'docs/a/index.html'), 'utf8'), 'new a');
  assert.is(readFileSync(join(out, 'docs/new/deep/index.html'), 'utf8'), 'new page');
  assert.is(readFileSync(join(out, 'assets/x.json'), 'utf8'), '{}');
  assert.equal(readdirSync(join(out, 'docs')).sort(), ['a', 'new'], 'the deleted page and its empty folder are gone');
  assert.not.ok(readdirSync(join(out, '..')).some((name) => name.includes('staging')), 'the staging folder is removed');
});

test('a full build stages the tree, which replaces the output folder whole', () => {
  const out = outputFolder({ 'stale.html': 'stale' });
  const staged = new StagedOutput(out, true);
  staged.write('docs/a/index.html', 'a');
  staged.replaceAll();
  assert.equal(readdirSync(out), ['docs']);
  assert.is(readFileSync(join(out, 'docs/a/index.html'), 'utf8'), 'a');
});

test('flat staging cannot replace the output folder', () => {
  const staged = new StagedOutput(outputFolder({}), false);
  assert.throws(() => staged.replaceAll(), /Invariant failed/);
  staged.discard();
});

test.run();
