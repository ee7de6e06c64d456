/**
 * Keys by construction: an edit to anything a build read (a module the config or the sidebars file
 * imports, a component a page or a theme override imports, a package, the render entry itself) must
 * reach the output, and the output must not depend on the site's folder. Each case builds, edits,
 * builds again and compares the result with a clean build of the same inputs in another folder.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { build } from '../src/build/build.ts';
import { Cache } from '../src/cache/cache.ts';
import { compileSource } from '../src/markdown/compile.ts';
import { TaskPool } from '../src/pool/pool.ts';
import type { CompileJob } from '../src/pool/tasks.ts';
import { assertSameTree, copySources, editFile, fixtureCopies, page, snapshot, type Tree } from './helpers/tree.ts';

const FIXTURE = fileURLToPath(new URL('./fixtures/keys-site/', import.meta.url));
const FRAMEWORK = fileURLToPath(new URL('../', import.meta.url));
const TMP = fileURLToPath(new URL('./.tmp/', import.meta.url));
const sites = fixtureCopies(FIXTURE, 'keys');

test.after(() => sites.cleanup());

async function cleanBuildOf(root: string): Promise<Tree> {
  const copy = sites.copy('clean', root);
  await build({ root: copy, clean: true });
  return snapshot(copy);
}

/** Builds the fixture, applies `edit`, builds again and checks the output equals a clean build. */
async function editedSite(name: string, edit: (root: string) => void): Promise<string> {
  const root = sites.copy(name);
  await build({ root });
  edit(root);
  await build({ root });
  assertSameTree(snapshot(root), await cleanBuildOf(root), name);
  return root;
}

test('1: a baseUrl change moves every asset URL', async () => {
  const root = await editedSite('base-url', (r) => editFile(r, 'site.config.ts', (t) => t.replace("baseUrl: '/'", "baseUrl: '/docs-site/'")));
  const html = page(root, 'index.html');
  assert.match(html, /src="\/docs-site\/assets\/js\/main\.[\w-]+\.js"/);
  assert.not.match(html, /"\/assets\//);
});

test('2: a component a page imports from src/components, and one from src/pages/_components', async () => {
  const root = await editedSite('components', (r) => {
    editFile(r, 'src/components/Hero.tsx', (t) => t.replace('hero-v1', 'hero-v2'));
    editFile(r, 'src/pages/_components/Note.tsx', (t) => t.replace('note-v1', 'note-v2'));
  });
  assert.match(page(root, 'index.html'), /hero-v2/);
  assert.match(page(root, 'index.html'), /note-v2/);
});

test('2: a component a theme override imports from outside src/theme', async () => {
  const root = await editedSite('override-import', (r) => editFile(r, 'src/components/FooterNote.tsx', (t) => t.replace('footer-v1', 'footer-v2')));
  assert.match(page(root, 'docs/intro/index.html'), /footer-v2/);
});

test('2: a package upgraded in node_modules (version and code)', async () => {
  const root = await editedSite('package', (r) => {
    editFile(r, 'node_modules/fake-pkg/package.json', (t) => t.replace('1.0.0', '1.1.0'));
    editFile(r, 'node_modules/fake-pkg/index.js', (t) => t.replace('1.0.0', '1.1.0'));
  });
  assert.match(page(root, 'index.html'), /fake-pkg-1\.1\.0/);
});

test('3: a module the config imports', async () => {
  const root = await editedSite('config-import', (r) => editFile(r, 'config/title.ts', (t) => t.replace('Keys fixture', 'Renamed fixture')));
  assert.match(page(root, 'docs/intro/index.html'), /<title>Introduction \| Renamed fixture<\/title>/);
});

test('3: a module the sidebars file imports', async () => {
  const root = await editedSite('sidebars-import', (r) => editFile(r, 'sidebar-parts.ts', (t) => t.replace("['markup']", "['markup', 'extra']")));
  // The Guide category is open on its own pages, where the sidebar lists the page the module added.
  assert.match(page(root, 'docs/markup/index.html'), /href="\/docs\/extra\/"/);
});

test('4: a code block highlights the same in a fresh process as after other languages compiled', async () => {
  const source = readFileSync(join(FIXTURE, 'docs/markup.md'), 'utf8');
  // This process first compiles blocks in languages the html grammar embeds.
  await compileSource('```css\np { color: red; }\n```\n\n```js\nconst a = 1;\n```\n', '.md', { additionalLanguages: [], format: 'detect', math: false, mermaid: false, onUnknownLanguage: 'throw' }, 'docs/other.md');
  const here = await compileSource(source, '.md', { additionalLanguages: [], format: 'detect', math: false, mermaid: false, onUnknownLanguage: 'throw' }, 'docs/markup.md');
  mkdirSync(TMP, { recursive: true });
  const script = join(mkdtempSync(join(TMP, 'keys-fresh-')), 'compile.ts');
  writeFileSync(script, `import { readFileSync } from 'node:fs';
import { compileSource } from ${JSON.stringify(join(FRAMEWORK, 'src/markdown/compile.ts'))};
const doc = await compileSource(readFileSync(process.argv[2], 'utf8'), '.md', { additionalLanguages: [], format: 'detect', math: false, mermaid: false, onUnknownLanguage: 'throw' }, 'docs/markup.md');
process.stdout.write(JSON.stringify(doc));
`);
  const fresh = spawnSync(process.execPath, ['--import', 'tsx', script, join(FIXTURE, 'docs/markup.md')], { cwd: FRAMEWORK, encoding: 'utf8' });
  rmSync(join(script, '..'), { recursive: true, force: true });
  assert.is(fresh.status, 0, fresh.stderr);
  assert.equal(JSON.parse(fresh.stdout), JSON.parse(JSON.stringify(here)));
  assert.match(JSON.stringify(here), /token property/, 'the embedded CSS is highlighted');
});

/** A private copy of Lectern (sources, theme, CLI) sharing this checkout's node_modules. */
function frameworkCopy(): string {
  mkdirSync(TMP, { recursive: true });
  const dir = join(mkdtempSync(join(TMP, 'keys-framework-')), 'lectern');
  for (const part of ['package.json', 'cli', 'src', 'scripts', 'theme']) cpSync(join(FRAMEWORK, part), join(dir, part), { recursive: true });
  symlinkSync(join(FRAMEWORK, 'node_modules'), join(dir, 'node_modules'));
  return dir;
}

function cliBuild(framework: string, root: string, clean = false): void {
  const run = spawnSync(process.execPath, ['--import', 'tsx', join(framework, 'cli/site.ts'), 'build', '--root', root, ...(clean ? ['--clean'] : [])], { cwd: framework, encoding: 'utf8' });
  assert.is(run.status, 0, run.stderr);
}

test('5: editing the render entry (theme/server-entry.tsx) re-renders every page', async () => {
  const framework = frameworkCopy();
  try {
    const root = sites.copy('render-entry');
    cliBuild(framework, root);
    editFile(framework, 'theme/server-entry.tsx', (t) => t.replace("return { html: '<!DOCTYPE html>' + result", "return { html: '<!DOCTYPE html><!-- render-entry-v2 -->' + result"));
    cliBuild(framework, root);
    const clean = sites.copy('render-entry-clean', root);
    cliBuild(framework, clean, true);
    assertSameTree(snapshot(root), snapshot(clean), 'after editing the render entry');
    assert.match(page(root, 'docs/intro/index.html'), /render-entry-v2/);
  } finally {
    rmSync(join(framework, '..'), { recursive: true, force: true });
  }
});

/** A pool that rewrites one file just before the build compiles it: an edit made during a build. */
class EditingPool extends TaskPool {
  constructor(private readonly edit: (job: CompileJob) => void) {
    super(1);
  }
  override compile(job: CompileJob, parallel: boolean) {
    this.edit(job);
    return super.compile(job, parallel);
  }
}

test('6: an edit during a build is never cached under the bytes the scan saw', async () => {
  const root = sites.copy('during');
  await build({ root });
  const file = join(root, 'docs/intro.md');
  const original = readFileSync(file, 'utf8');
  writeFileSync(file, original.replace('every file here', 'version one: every file here'));
  const pool = new EditingPool((job) => {
    if (job.file === 'docs/intro.md') writeFileSync(file, original.replace('every file here', 'version two: every file here'));
  });
  try {
    await build({ root, pool });
  } finally {
    await pool.close();
  }
  assert.match(page(root, 'docs/intro/index.html'), /version two/, 'the build published the bytes it compiled');
  // Back to the bytes the scan saw: they must not be served from a record of other bytes.
  writeFileSync(file, original.replace('every file here', 'version one: every file here'));
  await build({ root });
  assert.match(page(root, 'docs/intro/index.html'), /version one/);
  assertSameTree(snapshot(root), await cleanBuildOf(root), 'after the edit made during the build was undone');
});

test('6: records nobody uses any more are pruned', async () => {
  const root = sites.copy('prune');
  await build({ root });
  for (let i = 2; i <= 6; i++) {
    editFile(root, 'config/title.ts', (t) => t.replace(/'[^']*'/, `'Title ${i}'`));
    editFile(root, 'src/components/Hero.tsx', (t) => t.replace(/hero-v\d+/, `hero-v${i}`));
    await build({ root });
  }
  const cache = Cache.open(join(root, '.lectern', 'cache.db'), () => {});
  try {
    const themes = (cache as unknown as { db: { prepare(sql: string): { pluck(): { all(): string[] } } } }).db.prepare("SELECT key FROM records WHERE key LIKE 'theme:%'").pluck().all();
    assert.is(themes.length, 1, 'one theme bundle record: the one in use');
  } finally {
    cache.close();
  }
  const modules = readdirSync(join(root, '.lectern', 'modules'));
  assert.ok(modules.length <= 6, `.lectern/modules holds what the last build used, not every version: ${modules.join(', ')}`);
});

test('7: a copied site gives byte-identical output and reuses its copied cache, not the original folder', async () => {
  const root = sites.copy('original');
  await build({ root });
  const original = snapshot(root);
  // Another folder at another depth, with the cache copied along but not the output; the original goes away.
  mkdirSync(TMP, { recursive: true });
  const moved = join(mkdtempSync(join(TMP, 'keys-moved-')), 'deeper', 'site');
  copySources(root, moved);
  cpSync(join(root, '.lectern'), join(moved, '.lectern'), { recursive: true });
  rmSync(root, { recursive: true, force: true });
  const bundles = readdirSync(join(moved, '.lectern', 'theme')).sort();
  let compiled = 0;
  await build({ root: moved, progress: (stage) => void (stage === 'compile' && compiled++) });
  assertSameTree(snapshot(moved), original, 'the moved site');
  assert.is(compiled, 0, 'no file compiled again');
  assert.equal(readdirSync(join(moved, '.lectern', 'theme')).sort(), bundles, 'the theme bundle was reused, not rebuilt');
  rmSync(join(moved, '..', '..'), { recursive: true, force: true });
});

test.run();
