/** A doc's last update: front matter wins, git fills what the docs instance shows. */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { build } from '../src/build/build.ts';
import { lastUpdateOf, readGitUpdates } from '../src/plugins/docs/last-update.ts';

const dirs: string[] = [];
test.after(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function commit(repo: string, file: string, author: string, seconds: number): void {
  writeFileSync(join(repo, file), `${author} ${seconds}\n`);
  const env = { ...process.env, GIT_AUTHOR_DATE: `@${seconds} +0000`, GIT_COMMITTER_DATE: `@${seconds} +0000` };
  execFileSync('git', ['add', file], { cwd: repo, env });
  execFileSync('git', ['-c', `user.name=${author}`, '-c', 'user.email=a@example.com', 'commit', '-qm', file], { cwd: repo, env });
}

test('one git log gives each file its latest commit, relative to the site folder inside the repository', () => {
  const repo = mkdtempSync(join(tmpdir(), 'lectern-git-'));
  dirs.push(repo);
  execFileSync('git', ['init', '-q'], { cwd: repo });
  mkdirSync(join(repo, 'website/docs'), { recursive: true });
  commit(repo, 'website/docs/a.md', 'Ada', 1_700_000_000);
  commit(repo, 'website/docs/b.md', 'Bo', 1_710_000_000);
  commit(repo, 'website/docs/a.md', 'Cy', 1_720_000_000);
  const updates = readGitUpdates(join(repo, 'website'));
  assert.equal(updates?.get('docs/a.md'), { date: '2024-07-03T09:46:40.000Z', author: 'Cy' });
  assert.equal(updates?.get('docs/b.md'), { date: '2024-03-09T16:00:00.000Z', author: 'Bo' });
  assert.is(updates?.size, 2);
});

test('outside a git work tree there is nothing to read', () => {
  const dir = mkdtempSync(join(tmpdir(), 'lectern-nogit-'));
  dirs.push(dir);
  assert.is(readGitUpdates(dir), undefined);
});

test('front matter wins; git fills only what is shown', () => {
  const git = { date: '2024-07-03T09:46:40.000Z', author: 'Cy' };
  const both = { time: true, author: true };
  assert.equal(lastUpdateOf(undefined, git, both), git);
  assert.equal(lastUpdateOf({ date: '2025-01-01' }, git, both), { date: '2025-01-01', author: 'Cy' });
  assert.equal(lastUpdateOf(undefined, git, { time: true, author: false }), { date: git.date });
  assert.equal(lastUpdateOf({ author: 'Dee' }, git, { time: false, author: false }), { author: 'Dee' }, 'front matter shows without git');
  assert.is(lastUpdateOf(undefined, git, { time: false, author: false }), undefined);
  assert.is(lastUpdateOf(undefined, undefined, both), undefined);
});

test('committing an edit already built shows the new commit: the history is part of the no-change key', async () => {
  const repo = mkdtempSync(join(tmpdir(), 'lectern-git-site-'));
  dirs.push(repo);
  execFileSync('git', ['init', '-q'], { cwd: repo });
  mkdirSync(join(repo, 'docs'));
  writeFileSync(join(repo, 'site.config.ts'), "export default { title: 'T', url: 'https://example.com', docs: { showLastUpdateAuthor: true, showLastUpdateTime: true } };\n");
  writeFileSync(join(repo, '.gitignore'), 'build/\n.lectern/\n');
  commit(repo, 'docs/intro.md', 'Ada', 1_700_000_000);
  writeFileSync(join(repo, 'docs/intro.md'), '# Intro\n\nEdited, not committed yet.\n');
  await build({ root: repo });
  // The first build learns what it read beyond its inputs; from the second on, an unchanged site stops after the scan.
  assert.is((await build({ root: repo })).routes.rendered, 0);
  const page = () => readFileSync(join(repo, 'build/docs/intro/index.html'), 'utf8');
  assert.ok(page().includes('Ada'), 'the last commit touching the file, before the edit is committed');
  const env = { ...process.env, GIT_AUTHOR_DATE: '@1720000000 +0000', GIT_COMMITTER_DATE: '@1720000000 +0000' };
  execFileSync('git', ['add', 'docs/intro.md'], { cwd: repo, env });
  execFileSync('git', ['-c', 'user.name=Bo', '-c', 'user.email=b@example.com', 'commit', '-qm', 'edit'], { cwd: repo, env });
  const report = await build({ root: repo });
  assert.ok(report.routes.rendered >= 1, 'not cut off as unchanged: no file changed, the history did');
  assert.ok(page().includes('Bo') && !page().includes('Ada'), "the new commit's author");
});

test.run();
