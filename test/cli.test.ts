/** The `site` command as users run it (bin/site.js, the bundled engine): help, flags, exit codes. */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { progressBar } from '../cli/progress.ts';
import { fixtureCopies } from './helpers/tree.ts';

const BIN = fileURLToPath(new URL('../bin/site.js', import.meta.url));
const sites = fixtureCopies(fileURLToPath(new URL('./fixtures/docs-site/', import.meta.url)), 'cli');

test.after(() => sites.cleanup());

function site(...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [BIN, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  return new Promise((done) => child.on('close', (code) => done({ code, stdout, stderr })));
}

test('every command has --help naming its options', async () => {
  const expected: Record<string, string[]> = { build: ['--root', '--out', '--clean', '--json'], watch: ['--root', '--port', '--host'], serve: ['--root', '--dir', '--port'], clear: ['--root', '--out'], 'docs:version': ['--root', '--plugin'] };
  for (const [command, options] of Object.entries(expected)) {
    const { code, stdout } = await site(command, '--help');
    assert.is(code, 0, command);
    for (const option of options) assert.ok(stdout.includes(option), `${command} --help mentions ${option}`);
  }
});

test('build --out --clean --json writes into the chosen folder and prints one JSON object', async () => {
  const root = sites.copy('out');
  const { code, stdout } = await site('build', '--root', root, '--out', 'public', '--clean', '--json');
  assert.is(code, 0);
  const report = JSON.parse(stdout) as { routes: { total: number; rendered: number; reused: number }; files: { written: number }; timingsMs: { total: number }; warnings: string[]; search: { file: string; gzipBytes: number }[] };
  assert.equal(Object.keys(report).sort(), ['files', 'loads', 'routes', 'search', 'threads', 'timingsMs', 'warnings']);
  assert.ok(report.search.length > 0 && report.search.every((s) => s.file.startsWith('assets/search/') && s.gzipBytes > 0), 'every search index file with its gzip size');
  assert.is(report.routes.rendered, report.routes.total);
  assert.ok(existsSync(join(root, 'public/docs/index.html')), 'built into public/');
  assert.not.ok(existsSync(join(root, 'build')), 'nothing in build/');
});

test('a full build lists its largest search indexes; an edit\'s build says what it rendered and sums the indexes in one line', async () => {
  const root = sites.copy('report');
  const full = await site('build', '--root', root);
  assert.is(full.code, 0, full.stderr);
  assert.match(full.stderr, /^search indexes: \d+ files, [\d.]+ KB gzip$/m);
  assert.match(full.stderr, /^  assets\/search\/\S+\.json\.gz  \d+ pages, \d+ sections/m, 'the largest indexes, a line each');
  const intro = join(root, 'docs/intro.md');
  writeFileSync(intro, `${readFileSync(intro, 'utf8')}\nOne more sentence.\n`);
  const edit = await site('build', '--root', root);
  assert.is(edit.code, 0, edit.stderr);
  assert.match(edit.stderr, /routes: 1 rendered, \d+ reused/);
  assert.match(edit.stderr, /^search indexes: \d+ files, [\d.]+ KB gzip$/m);
  assert.not.match(edit.stderr, /^  assets\/search\//m, 'no index list after an edit');
});

test('a build error exits with code 1 and names the file on stderr', async () => {
  const root = sites.copy('error');
  writeFileSync(join(root, 'docs/api/ref.md'), '---\ntitle: [unclosed\n---\n\nText.\n');
  const { code, stderr } = await site('build', '--root', root);
  assert.is(code, 1);
  assert.match(stderr, /^error: docs\/api\/ref\.md:2/m);
});

test('docs:version snapshots a version; clear removes the cache and the output', async () => {
  const root = sites.copy('clear');
  const snapshot = await site('docs:version', '4.0', '--root', root);
  assert.is(snapshot.code, 0, snapshot.stderr);
  assert.equal(JSON.parse(readFileSync(join(root, 'versions.json'), 'utf8')), ['4.0', '1.0']);
  assert.is((await site('build', '--root', root)).code, 0);
  assert.ok(existsSync(join(root, 'build/docs/4.0/index.html')));
  assert.is((await site('clear', '--root', root)).code, 0);
  assert.not.ok(existsSync(join(root, 'build')), 'output removed');
  assert.not.ok(existsSync(join(root, '.lectern')), 'cache removed');
});

test('the progress bar draws only on a terminal, and clear() wipes its line', () => {
  const written: string[] = [];
  const stream = (isTTY: boolean) => ({ isTTY, write: (s: string) => written.push(s) }) as unknown as NodeJS.WriteStream;
  assert.is(progressBar(stream(false)), undefined, 'no bar when piped');
  const bar = progressBar(stream(true))!;
  bar.update('render', 15, 15);
  assert.is(written.pop(), `\rrender   [${'#'.repeat(30)}] 15/15\x1b[K`);
  bar.clear();
  assert.equal(written, ['\r\x1b[K']);
});

test.run();
