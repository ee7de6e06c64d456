/**
 * How an incremental build moves its output into place (src/build/output.ts), on copies of
 * test/fixtures/basic-site: an output path that turns from a file into a folder or back, and a build
 * that fails after it has staged files, which must leave the output as it was.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { build } from '../src/build/build.ts';
import { BuildError, BuildErrors } from '../src/util/errors.ts';
import { cleanBuildOf } from './helpers/clean-build.ts';
import { assertSameTree, changedFiles, fixtureCopies, snapshot } from './helpers/tree.ts';

const FIXTURE = fileURLToPath(new URL('./fixtures/basic-site/', import.meta.url));
const sites = fixtureCopies(FIXTURE, 'transitions');

test.after(() => sites.cleanup());

function isFile(root: string, output: string): boolean {
  return statSync(join(root, 'build', output)).isFile();
}

/** The message a failing build reports, or 'built' when it succeeds. */
function failureOf(root: string): Promise<string> {
  return build({ root }).then(
    () => 'built',
    (err: unknown) => (err instanceof BuildError ? err.format() : err instanceof BuildErrors ? err.message : String(err)),
  );
}

/** One site file swapped for another that puts a folder where a file was, or the reverse. */
interface Transition {
  tag: string;
  /** The site file before, with its text, and the output it makes. */
  before: { file: string; text: string; output: string };
  after: { file: string; text: string; output: string };
}

/** With `early`, the build is asked to put its pages in place before the search stage, as watch does. */
async function checkTransition({ tag, before, after }: Transition, early = false): Promise<void> {
  const root = sites.copy(tag);
  writeFileSync(join(root, before.file), before.text);
  await build({ root });
  assert.ok(isFile(root, before.output), `set up: ${before.output} is a file`);
  rmSync(join(root, before.file));
  writeFileSync(join(root, after.file), after.text);
  let earlyCalls = 0;
  await build({ root, ...(early && { pagesReady: () => earlyCalls++ }) });
  assert.is(earlyCalls, 0, 'pages that need a deletion first are not put in place early');
  assert.ok(isFile(root, after.output), `${after.output} is now a file`);
  assertSameTree(snapshot(root), await cleanBuildOf(root, sites.copy), 'incremental vs clean');
  assert.equal((await build({ root })).files, { written: 0, deleted: 0 }, 'the next build finds nothing to do');
}

const FILE_TO_FOLDER: Transition = {
  tag: 'file-to-folder',
  before: { file: 'static/old.html', text: '<p>A page kept as a static file.</p>\n', output: 'old.html' },
  after: { file: 'src/pages/old.html.md', text: '# Old\n\nThe page that replaced a static file, at /old.html/.\n', output: 'old.html/index.html' },
};

const FOLDER_TO_FILE: Transition = {
  tag: 'folder-to-file',
  before: { file: 'src/pages/foo.md', text: '# Foo\n\nA page at /foo/.\n', output: 'foo/index.html' },
  after: { file: 'static/foo', text: 'A static file without an extension.\n', output: 'foo' },
};

test('a static file that gives way to a page folder of the same name (old.html → old.html/index.html): the incremental build equals a clean one', () => checkTransition(FILE_TO_FOLDER));

test('a page folder that gives way to a static file of the same name (foo/index.html → foo): the incremental build equals a clean one', () => checkTransition(FOLDER_TO_FILE));

test('watch builds (pages in place before the search stage) wait for the deletions when a file turns into a folder or back', async () => {
  await checkTransition({ ...FILE_TO_FOLDER, tag: 'early-file-to-folder' }, true);
  await checkTransition({ ...FOLDER_TO_FILE, tag: 'early-folder-to-file' }, true);
});

test('a watch build puts the edited page in place before it rebuilds the search index, and ends equal to a clean build', async () => {
  const root = sites.copy('early');
  await build({ root });
  const shard = () => readdirSync(join(root, 'build/assets/search')).filter((f) => f.startsWith('docs-')).map((f) => readFileSync(join(root, 'build/assets/search', f), 'base64')).join();
  const shardBefore = shard();
  writeFileSync(join(root, 'docs/intro.md'), '---\ntitle: Intro\n---\n\nA sentence about quokkas, written while watching.\n');
  const seen: { written: number; page: string; shard: string }[] = [];
  const report = await build({ root, pagesReady: (written) => seen.push({ written, page: readFileSync(join(root, 'build/docs/intro/index.html'), 'utf8'), shard: shard() }) });
  assert.is(seen.length, 1, 'called once');
  assert.ok(seen[0].written > 0 && seen[0].written < report.files.written, `the page's files first (${seen[0].written} of ${report.files.written})`);
  assert.match(seen[0].page, 'quokkas', 'the page is in place when the preview is told to reload');
  assert.is(seen[0].shard, shardBefore, 'the search index is rebuilt afterwards');
  assert.is.not(shard(), shardBefore, 'and is rebuilt by the end');
  assertSameTree(snapshot(root), await cleanBuildOf(root, sites.copy), 'incremental vs clean');
});

test('a build that fails after staging files (a theme component throws on every doc page) leaves the output exactly as it was', async () => {
  const root = sites.copy('fails');
  await build({ root });
  const before = snapshot(root);
  // Every route re-renders (the theme changed); the pages without the component stage their files first.
  mkdirSync(join(root, 'src/theme'), { recursive: true });
  writeFileSync(join(root, 'src/theme/DocFooter.tsx'), "export default function DocFooter(): never {\n  throw new Error('injected render failure');\n}\n");
  const failure = await failureOf(root);
  assert.match(failure, /injected render failure/);
  assertSameTree(snapshot(root), before, 'output after the failed build');
  assert.equal(readdirSync(root).filter((n) => n.includes('lectern-')), [], 'no staging folder left');

  rmSync(join(root, 'src/theme/DocFooter.tsx'));
  await build({ root });
  assertSameTree(snapshot(root), before, 'the next build, with the component removed');
  assert.not.ok(existsSync(join(root, '.lectern/build.lock')), 'the lock was released');
});

test('a new doc that fails to render leaves the output as it was; once it renders, pages with its category closed stay as they were', async () => {
  const root = sites.copy('fails-new-doc');
  await build({ root });
  const before = snapshot(root);
  // A new doc inside the Guide category changes the sidebar where the intro page keeps it closed; the
  // new doc throws while it renders, so the build fails.
  writeFileSync(join(root, 'docs/guide/boom.mdx'), "---\ntitle: Boom\n---\n\n{(() => { throw new Error('injected render failure'); })()}\n");
  const failure = await failureOf(root);
  assert.match(failure, /injected render failure/);
  assertSameTree(snapshot(root), before, 'output after the failed build');

  writeFileSync(join(root, 'docs/guide/boom.mdx'), '---\ntitle: Boom\n---\n\nA doc that renders.\n');
  await build({ root });
  const changed = changedFiles(before, snapshot(root));
  assert.not.ok(changed.some((f) => f.startsWith('docs/intro/')), `the intro page names a view without the Guide's list: ${changed.join(', ')}`);
  assertSameTree(snapshot(root), await cleanBuildOf(root, sites.copy), 'the next build equals a clean one');
});

test.run();
