/**
 * Broken inputs: each case starts from a successful build of test/fixtures/basic-site (copied under
 * test/.tmp/), breaks one input and checks that the build fails with an error naming the file (and line),
 * that the previous output survives byte for byte, and that restoring the input gives a build that reuses
 * the cache and equals a clean build. Then inputs that are odd but valid: an empty file, a 5 MB file.
 */
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { build } from '../src/build/build.ts';
import { readInput } from '../src/scan/read-input.ts';
import { BuildError, BuildErrors } from '../src/util/errors.ts';
import { assertSameTree, fixtureCopies, page, snapshot, type Tree } from './helpers/tree.ts';

const FIXTURE = fileURLToPath(new URL('./fixtures/basic-site/', import.meta.url));

const sites = fixtureCopies(FIXTURE, 'bad');
const copySite = sites.copy;

/** A clean build of the unmodified fixture: what every restored site must equal. */
let reference: Promise<Tree> | undefined;
function cleanFixtureBuild(): Promise<Tree> {
  reference ??= (async () => {
    const root = copySite('reference');
    await build({ root, clean: true });
    return snapshot(root);
  })();
  return reference;
}

/** Replaces one line of a text file, checking first that the line is the one the case expects. */
function replaceLine(root: string, file: string, line: number, expected: RegExp, replacement: string): void {
  const abs = join(root, file);
  const lines = readFileSync(abs, 'utf8').split('\n');
  if (!expected.test(lines[line - 1])) throw new Error(`test setup: ${file}:${line} is ${JSON.stringify(lines[line - 1])}, expected ${expected}`);
  lines[line - 1] = replacement;
  writeFileSync(abs, lines.join('\n'));
}

/** Puts a fixture file back as it was. */
function restoreFile(root: string, file: string): void {
  cpSync(join(FIXTURE, file), join(root, file));
}

async function buildFailure(root: string): Promise<BuildError[] & { text: string }> {
  let thrown: unknown;
  try {
    await build({ root });
  } catch (err) {
    thrown = err;
  }
  if (thrown === undefined) assert.unreachable('the build should have failed');
  if (!(thrown instanceof BuildError) && !(thrown instanceof BuildErrors)) {
    assert.unreachable(`expected a BuildError or BuildErrors, got ${(thrown as Error)?.stack ?? String(thrown)}`);
  }
  const list = thrown instanceof BuildErrors ? thrown.errors : [thrown as BuildError];
  return Object.assign(list, { text: thrown instanceof BuildError ? thrown.format() : (thrown as BuildErrors).message });
}

interface BadCase {
  /** Breaks one input of the built site. */
  breakIt(root: string): void;
  /** Puts it back. */
  restore(root: string): void;
  /** The site-relative file the error must name, and the line where the case states one. */
  file: string;
  line?: number;
  message: RegExp;
  /** Whether the error must carry a hint (render failures carry their advice in the message). */
  hinted?: boolean;
}

/** The whole round trip for one broken input; returns the error for case-specific checks. */
async function checkBrokenInput(tag: string, c: BadCase): Promise<{ error: BuildError; text: string }> {
  const root = copySite(tag);
  await build({ root });
  const before = snapshot(root);
  assert.ok(before.size > 10, 'the first build wrote the site');

  c.breakIt(root);
  const errors = await buildFailure(root);
  const error = errors.find((e) => e.location?.file === c.file);
  assert.ok(error, `an error names ${c.file}; got: ${errors.text}`);
  assert.match(error!.message, c.message);
  if (c.hinted !== false) assert.ok(error!.hint, 'the error says what to do');
  if (c.line !== undefined) {
    assert.is(error!.location!.line, c.line, `line in: ${errors.text}`);
    assert.match(errors.text, new RegExp(`(^|\\n)${c.file.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}:${c.line}(:\\d+)?: `), 'the formatted message starts with file:line');
  } else {
    assert.ok(errors.text.includes(`${c.file}:`), `the formatted message names ${c.file}: ${errors.text}`);
  }

  assertSameTree(snapshot(root), before, 'output after the failed build');
  assert.not.ok(existsSync(join(root, '.lectern/build.lock')), 'the lock was released');
  // Staging (`.build.lectern-staging-<pid>`) and replaced (`build.lectern-old-<pid>`) folders sit beside build/.
  assert.equal(readdirSync(root).filter((n) => n.includes('lectern-staging') || n.includes('lectern-old')), [], 'no staging folder left');

  c.restore(root);
  const report = await build({ root });
  assert.is(report.routes.rendered, 0, 'restored inputs reuse the cache: nothing to render');
  assert.equal(report.files, { written: 0, deleted: 0 });
  assertSameTree(snapshot(root), await cleanFixtureBuild(), 'restored site vs clean build');
  return { error: error!, text: errors.text };
}

test.after(() => sites.cleanup());

// ---------------------------------------------------------------------------------------------------
// Errors

let yamlError: { error: BuildError; text: string } | undefined;

test('malformed YAML front matter: error names the file and line; output and cache survive', async () => {
  yamlError = await checkBrokenInput('yaml', {
    file: 'docs/intro.md',
    line: 4,
    message: /YAML/,
    breakIt: (root) => writeFileSync(join(root, 'docs/intro.md'), '---\ntitle: Introduction\nsidebar_position: 1\nbroken: a: b\n---\n\nBody.\n'),
    restore: (root) => restoreFile(root, 'docs/intro.md'),
  });
});

// The YAML parser counts lines from the front matter's first line; the message must not carry that second,
// contradicting position (js-yaml's own message ends in `(3:9)` and a snippet) next to the file line.
test('the YAML error message does not contradict its own line number', () => {
  assert.ok(yamlError, 'the YAML case produced the error');
  assert.not.match(yamlError!.error.message, /at line \d+|\(\d+:\d+\)|\n/, `message: ${yamlError!.text}`);
  assert.match(yamlError!.error.message, /bad indentation of a mapping entry/, 'the reason itself is kept');
});

test('MDX syntax error: error names the file and line (front matter counted)', async () => {
  await checkBrokenInput('mdx', {
    file: 'docs/guide/02-second.mdx',
    line: 12,
    message: /MDX syntax error/,
    breakIt: (root) => replaceLine(root, 'docs/guide/02-second.mdx', 12, /npm-panel-text/, '    Panel one says <b value=>npm</b>.'),
    restore: (root) => restoreFile(root, 'docs/guide/02-second.mdx'),
  });
});

test('unknown code block language: error names the file and the fence line', async () => {
  await checkBrokenInput('lang', {
    file: 'docs/guide/01-first.md',
    line: 11,
    message: /notalang/,
    breakIt: (root) => replaceLine(root, 'docs/guide/01-first.md', 11, /^```js$/, '```notalang'),
    restore: (root) => restoreFile(root, 'docs/guide/01-first.md'),
  });
});

test('a file that is not UTF-8: error names the file and the line with the bad bytes', async () => {
  await checkBrokenInput('utf8', {
    file: 'docs/guide/third.md',
    line: 6,
    message: /UTF-8/,
    breakIt: (root) => {
      const abs = join(root, 'docs/guide/third.md');
      const lines = readFileSync(abs, 'utf8').split('\n');
      if (!lines[5].startsWith('See [the heading')) throw new Error('test setup: third.md changed');
      const at = Buffer.byteLength(lines.slice(0, 5).join('\n') + '\n' + lines[5].slice(0, 10));
      const bytes = readFileSync(abs);
      writeFileSync(abs, Buffer.concat([bytes.subarray(0, at), Buffer.from([0xff, 0xfe]), bytes.subarray(at)]));
    },
    restore: (root) => restoreFile(root, 'docs/guide/third.md'),
  });
});

test('an unknown theme component imported in MDX: error names the file and the component', async () => {
  const { error } = await checkBrokenInput('theme-import', {
    file: 'docs/guide/02-second.mdx',
    message: /@theme\/FancyWidget/,
    breakIt: (root) => {
      replaceLine(root, 'docs/guide/02-second.mdx', 6, /^import TabItem from '@theme\/TabItem';$/, "import TabItem from '@theme/TabItem';\nimport Fancy from '@theme/FancyWidget';");
      writeFileSync(join(root, 'docs/guide/02-second.mdx'), readFileSync(join(root, 'docs/guide/02-second.mdx'), 'utf8') + '\n<Fancy />\n');
    },
    restore: (root) => restoreFile(root, 'docs/guide/02-second.mdx'),
  });
  assert.match(error.hint ?? '', /Tabs/, 'the hint lists the components that exist');
});

let noDefaultExport: { error: BuildError; text: string } | undefined;

test('a page module without a default export: error names the module', async () => {
  noDefaultExport = await checkBrokenInput('no-default', {
    file: 'src/pages/broken.tsx',
    message: /no default export: export the page component/,
    hinted: false,
    breakIt: (root) => writeFileSync(join(root, 'src/pages/broken.tsx'), 'export function NotTheDefault() {\n  return null;\n}\n'),
    restore: (root) => rmSync(join(root, 'src/pages/broken.tsx')),
  });
});

// A component that throws while rendering is reported as user input gone wrong: its message, never the
// engine's stack frames (BuildError promises "never with a stack").
test('the page-module error carries no stack trace', () => {
  assert.ok(noDefaultExport, 'the previous test produced the error');
  const frames = noDefaultExport!.text.split('\n').filter((l) => /^\s+at .*:\d+:\d+\)?$/.test(l));
  assert.equal(frames, [], 'stack frames in the formatted error');
});

test('an unreadable input: the error names the file and says why', () => {
  const dir = copySite('unreadable');
  mkdirSync(join(dir, 'folder.md'));
  const reasons = [
    [join(dir, 'folder.md'), /folder/],
    [join(dir, 'missing.md'), /broken link|vanished/],
  ] as const;
  for (const [abs, why] of reasons) {
    try {
      readInput(abs, 'docs/x.md');
      assert.unreachable(`reading ${abs} should fail`);
    } catch (err) {
      assert.instance(err, BuildError);
      assert.is((err as BuildError).location?.file, 'docs/x.md');
      assert.match((err as BuildError).message, why);
    }
  }
});

/** A file only the kernel may use: root, which reads any file whatever its mode, is refused this one. */
const WRITE_ONLY = '/proc/sys/vm/drop_caches';

/** Makes a file unreadable for this process: by mode, or as root by a symlink to the write-only file (the scanner follows links). */
function denyRead(abs: string): void {
  if (process.getuid?.() !== 0) return chmodSync(abs, 0o000);
  rmSync(abs);
  symlinkSync(WRITE_ONLY, abs);
}

/** Whether denyRead works here (as root it needs Linux's /proc): else the test is skipped, and counted so. */
function canDenyRead(): boolean {
  const probe = join(mkdtempSync(join(tmpdir(), 'lectern-unreadable-')), 'probe.md');
  writeFileSync(probe, 'x');
  try {
    denyRead(probe);
    readFileSync(probe);
    return false;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EACCES';
  } finally {
    rmSync(dirname(probe), { recursive: true, force: true });
  }
}

(canDenyRead() ? test : test.skip)('a file without read permission fails the build naming it', async () => {
  await checkBrokenInput('eacces', {
    file: 'docs/guide/third.md',
    message: /permission denied/,
    breakIt: (root) => denyRead(join(root, 'docs/guide/third.md')),
    // Removed first: copying onto the symlink would write through it.
    restore: (root) => {
      rmSync(join(root, 'docs/guide/third.md'));
      restoreFile(root, 'docs/guide/third.md');
    },
  });
});

test('a dangling .md symlink is skipped by the scanner: the build succeeds and ignores it', async () => {
  // The scanner (tinyglobby, followSymbolicLinks) does not list a symlink to a missing file, so readInput's
  // "it is a broken link" error is never reached: the build succeeds without a word. Reported to the lead.
  const root = copySite('dangling');
  await build({ root });
  const before = snapshot(root);
  symlinkSync('does-not-exist.md', join(root, 'docs/dangling.md'));
  const report = await build({ root });
  assert.is(report.routes.total, 26, 'no route for the dangling link');
  assert.is(report.routes.rendered, 0);
  assertSameTree(snapshot(root), before, 'output with a dangling link');
  rmSync(join(root, 'docs/dangling.md'));
  assert.is((await build({ root })).routes.rendered, 0, 'removing it changes nothing');
  assertSameTree(snapshot(root), await cleanFixtureBuild(), 'after removing the link vs clean build');
});

// ---------------------------------------------------------------------------------------------------
// Odd but valid inputs

test('an empty .md file builds a page with the layout', async () => {
  const root = copySite('empty');
  await build({ root });
  writeFileSync(join(root, 'docs/empty.md'), '');
  const report = await build({ root });
  assert.is(report.routes.total, 27);
  const html = page(root, 'docs/empty/index.html');
  assert.ok(html.startsWith('<!DOCTYPE html>'), 'a full document');
  assert.match(html, /<title>empty \| My Site<\/title>/, 'titled after the file name');
  assert.match(html, /<div class="markdown" data-lectern-slot="content"><\/div>/, 'an empty content area');
  assert.ok(/class="navbar[\s"]/.test(html) && /class="doc-sidebar[\s"]/.test(html), 'inside the site and doc layout');
  assert.ok(html.length > 200 && html.length < 20_000, `size ${html.length}`);
  // Added incrementally, the site still equals a clean build of the same inputs.
  const clean = copySite('empty-clean', root);
  await build({ root: clean, clean: true });
  assertSameTree(snapshot(root), snapshot(clean), 'incremental vs clean with an empty file');
});

test('a 5 MB .md file builds, and its page holds the last paragraph', async () => {
  const root = copySite('huge');
  await build({ root });
  const parts = ['---\ntitle: Huge page\n---\n\nhuge-first-paragraph.\n\n'];
  let size = parts[0].length;
  let n = 0;
  while (size < 5 * 1024 * 1024) {
    const p = `Paragraph ${n} of a generated page, with enough ordinary words in it to look like real prose.\n\n`;
    parts.push(p);
    size += p.length;
    n++;
  }
  parts.push(`The last paragraph, number ${n}: huge-last-paragraph-${n}.\n`);
  writeFileSync(join(root, 'docs/huge.md'), parts.join(''));
  const report = await build({ root });
  const html = page(root, 'docs/huge/index.html');
  assert.is(report.routes.total, 27);
  assert.ok(html.includes('huge-first-paragraph'), 'first paragraph');
  assert.ok(html.includes(`Paragraph ${n - 1} of a generated page`), 'a paragraph near the end');
  assert.ok(html.includes(`huge-last-paragraph-${n}`), 'the last paragraph');
  assert.ok(html.length > 5 * 1024 * 1024, `page size ${html.length}`);
});

test.run();
