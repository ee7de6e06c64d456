/**
 * How an incremental build moves its output into place (src/build/output.ts), on copies of
 * test/fixtures/basic-site: an output path that turns from a file into a folder or back, and a build
 * that fails after it has staged files, which must leave the output as it was.
 */
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { build } from '../src/build/build.ts';
import { BuildError, BuildErrors } from '../src/util/errors.ts';
import { cleanBuildOf } from './helpers/clean-build.ts';
import { assertSameTree, fixtureCopies, snapshot } from './helpers/tree.ts';

const FIXTURE = fileURLToPath(new URL('./fixtures/basic-site/', import.meta.url));
const sites = fixtureCopies(FIXTURE, 'transitions');

test.after(() => sites.cleanup());

function isFile(root: string, output: string): boolean {
  return statSync(join(root, 'build', output)).isFile();
}

test('a static file that gives way to a page folder of the same name (old.html → old.html/index.html): the incremental build equals a clean one', async () => {
  const root = sites.copy('file-to-folder');
  writeFileSync(join(root, 'static/old.html'), '<p>A page kept as a static file.</p>\n');
  await build({ root });
  assert.ok(isFile(root, 'old.html'), 'set up: old.html is a file');
  rmSync(join(root, 'static/old.html'));
  writeFileSync(join(root, 'src/pages/old.html.md'), '# Old\n\nThe page that replaced a static file, at /old.html/.\n');
  await build({ root });
  assert.ok(isFile(root, 'old.html/index.html'), 'old.html is now a folder');
  assertSameTree(snapshot(root), await cleanBuildOf(root, sites.copy), 'incremental vs clean');
  assert.equal((await build({ root })).files, { written: 0, deleted: 0 }, 'the next build finds nothing to do');
});

test('a page folder that gives way to a static file of the same name (foo/index.html → foo): the incremental build equals a clean one', async () => {
  const root = sites.copy('folder-to-file');
  writeFileSync(join(root, 'src/pages/foo.md'), '# Foo\n\nA page at /foo/.\n');
  await build({ root });
  assert.ok(isFile(root, 'foo/index.html'), 'set up: foo is a page folder');
  rmSync(join(root, 'src/pages/foo.md'));
  writeFileSync(join(root, 'static/foo'), 'A static file without an extension.\n');
  await build({ root });
  assert.ok(isFile(root, 'foo'), 'foo is now a file');
  assertSameTree(snapshot(root), await cleanBuildOf(root, sites.copy), 'incremental vs clean');
  assert.equal((await build({ root })).files, { written: 0, deleted: 0 }, 'the next build finds nothing to do');
});

test('a build that fails after staging files (a theme component throws on every doc page) leaves the output exactly as it was', async () => {
  const root = sites.copy('fails');
  await build({ root });
  const before = snapshot(root);
  // Every route re-renders (the theme changed); the pages without the component stage their files first.
  mkdirSync(join(root, 'src/theme'), { recursive: true });
  writeFileSync(join(root, 'src/theme/DocFooter.tsx'), "export default function DocFooter(): never {\n  throw new Error('injected render failure');\n}\n");
  const failure = await build({ root }).then(
    () => 'built',
    (err: unknown) => (err instanceof BuildError ? err.format() : err instanceof BuildErrors ? err.message : String(err)),
  );
  assert.match(failure, /injected render failure/);
  assertSameTree(snapshot(root), before, 'output after the failed build');
  assert.equal(readdirSync(root).filter((n) => n.includes('lectern-')), [], 'no staging folder left');

  rmSync(join(root, 'src/theme/DocFooter.tsx'));
  await build({ root });
  assertSameTree(snapshot(root), before, 'the next build, with the component removed');
  assert.not.ok(existsSync(join(root, '.lectern/build.lock')), 'the lock was released');
});

test.run();
