/**
 * The central property: after any sequence of edits, an incremental build produces exactly the output
 * of a clean build of the same inputs. Seeded; the seed is logged so a failure can be replayed with
 * LECTERN_PROPERTY_SEED=<seed> (and LECTERN_PROPERTY_STEPS=<n>).
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { build } from '../src/build/build.ts';
import { loadConfig } from '../src/config/load.ts';
import { snapshotVersion } from '../src/plugins/docs/snapshot.ts';
import { TaskPool } from '../src/pool/pool.ts';
import { createRandom } from '../bench/corpus/random.ts';
import { copySources, diffTrees, readTree } from './helpers/tree.ts';

const SEED = Number(process.env.LECTERN_PROPERTY_SEED ?? Date.now() % 100000);
const STEPS = Number(process.env.LECTERN_PROPERTY_STEPS ?? 50);
const random = createRandom(SEED);
const rand = () => random.next();
const pick = <T>(_r: () => number, list: readonly T[]): T => random.pick(list);
const tmpRoot = join(import.meta.dirname, '.tmp');
mkdirSync(tmpRoot, { recursive: true });
const work = mkdtempSync(join(tmpRoot, 'property-'));
const siteA = join(work, 'incremental');
const siteB = join(work, 'clean');
let counter = 0;

function write(root: string, path: string, text: string): void {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

function docText(title: string, n: number, extra = ''): string {
  return `---\ntitle: ${JSON.stringify(title)}\nsidebar_position: ${n}\n---\n\nIntro paragraph ${n} for ${title}.\n\n## Part one\n\nSome **text** and \`code\`.\n\n:::tip Handy\nA tip in doc ${n}.\n:::\n\n\`\`\`ts title="x.ts" {1}\nconst n = ${n};\n\`\`\`\n\n## Part two\n\n| a | b |\n|---|---|\n| ${n} | ${n * 2} |\n${extra}`;
}

function seedSite(root: string): void {
  write(root, 'docs/intro.md', docText('Introduction', 1, '\nSee [the first guide](./guide/first.md#part-one).\n'));
  write(root, 'docs/guide/_category_.json', JSON.stringify({ label: 'Guide', position: 2, link: { type: 'generated-index' } }));
  write(root, 'docs/reference/_category_.json', JSON.stringify({ label: 'Reference', position: 3 }));
  for (let i = 0; i < 5; i++) write(root, `docs/guide/${['first', 'second', 'third', 'fourth', 'fifth'][i]}.md`, docText(`Guide ${i}`, i + 1));
  for (let i = 0; i < 3; i++) write(root, `docs/reference/ref-${i}.md`, docText(`Reference ${i}`, i + 1, '\n[Back to intro](../intro.md)\n'));
  write(root, 'docs/reference/tabs.mdx', `---\ntitle: Tabs demo\n---\nimport Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n## Install\n\n<Tabs>\n<TabItem value="npm" label="npm">\n\nnpm text {1 + 1}\n\n</TabItem>\n<TabItem value="pnpm" label="pnpm">\n\npnpm text\n\n</TabItem>\n</Tabs>\n`);
  write(root, 'blog/authors.yml', 'ada:\n  name: Ada\n  title: Writer\nbob:\n  name: Bob\n');
  for (let i = 0; i < 6; i++) write(root, `blog/2024-0${i + 1}-1${i}-post-${i}.md`, `---\ntitle: Post ${i}\nauthors: [${i % 2 ? 'ada' : 'bob'}]\ntags: [news${i % 3 ? ', release' : ''}]\n---\n\nExcerpt of post ${i}.\n\n<!-- truncate -->\n\nRest of post ${i}.\n`);
  // Links broken by deletes and renames warn: the property compares those warnings too. The PWA's
  // sw.js and manifest are outputs like any other, so the property covers the precache manifest.
  write(root, 'site.config.ts', `import { defineConfig } from 'lectern';\nexport default defineConfig({ title: 'Property site', blog: { postsPerPage: 2 }, onBrokenLinks: 'warn', onBrokenAnchors: 'warn', pwa: true });\n`);
  write(root, 'static/robots.txt', 'User-agent: *\n');
}

/** A blog post whose excerpt shows an IdealImage: the post and the list pages read that image's data. */
const GALLERY = 'blog/2024-07-01-gallery.mdx';
const SECOND_IMAGE = '\n<IdealImage img="/img/second.png" alt="Second" />\n';

/** A flat PNG of the given width in a colour picked from `n`: new bytes each time. */
async function writePhoto(root: string, path: string, width: number, n: number): Promise<void> {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  await sharp({ create: { width, height: Math.round(width / 2), channels: 3, background: { r: (n * 37) % 256, g: (n * 91) % 256, b: 120 } } }).png().toFile(join(root, path));
}

async function seedGallery(root: string): Promise<void> {
  await writePhoto(root, 'static/img/photo.png', 1200, 0);
  write(root, GALLERY, `---\ntitle: Gallery\nauthors: [ada]\ntags: [news]\n---\nimport IdealImage from '@theme/IdealImage';\n\n<IdealImage img="/img/photo.png" alt="Photo" />\n\n{/* truncate */}\n\nMore pictures.\n`);
}

function listFiles(root: string, dir: string, pattern: RegExp): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    if (!existsSync(join(root, d))) return;
    for (const e of readdirSync(join(root, d), { withFileTypes: true })) {
      const rel = `${d}/${e.name}`;
      if (e.isDirectory()) walk(rel);
      else if (pattern.test(e.name)) out.push(rel);
    }
  };
  walk(dir);
  return out.sort();
}

const docs = () => listFiles(siteA, 'docs', /\.mdx?$/);
const posts = () => listFiles(siteA, 'blog', /\.md$/);

/** Each edit changes the site in one way an author would; it returns a short description for the log. */
const EDITS: Record<string, () => string | Promise<string>> = {
  body() {
    const f = pick(rand, [...docs(), ...posts()]);
    writeFileSync(join(siteA, f), readFileSync(join(siteA, f), 'utf8') + `\nAppended paragraph ${++counter}.\n`);
    return `body ${f}`;
  },
  title() {
    const f = pick(rand, [...docs(), ...posts()]);
    writeFileSync(join(siteA, f), readFileSync(join(siteA, f), 'utf8').replace(/^title: .*$/m, `title: "Retitled ${++counter}"`));
    return `title ${f}`;
  },
  add() {
    const folder = pick(rand, ['docs', 'docs/guide', 'docs/reference']);
    const f = `${folder}/added-${++counter}.md`;
    write(siteA, f, docText(`Added ${counter}`, Math.floor(rand() * 6), `\nLink to [intro](${folder === 'docs' ? './intro.md' : '../intro.md'}).\n`));
    return `add ${f}`;
  },
  delete() {
    const candidates = docs().filter((f) => f !== 'docs/intro.md');
    if (candidates.length < 4) return 'delete skipped';
    const f = pick(rand, candidates);
    rmSync(join(siteA, f));
    return `delete ${f}`;
  },
  rename() {
    const candidates = docs().filter((f) => f !== 'docs/intro.md' && f.endsWith('.md'));
    const f = pick(rand, candidates);
    const to = f.replace(/[^/]+\.md$/, `renamed-${++counter}.md`);
    renameSync(join(siteA, f), join(siteA, to));
    return `rename ${f} → ${to}`;
  },
  frontMatter() {
    const f = pick(rand, docs().filter((d) => d.endsWith('.md')));
    const key = pick(rand, ['sidebar_label', 'sidebar_position', 'hide_table_of_contents', 'unlisted', 'description']);
    const value = key === 'sidebar_position' ? String(Math.floor(rand() * 9)) : key === 'hide_table_of_contents' || key === 'unlisted' ? pick(rand, ['true', 'false']) : `"Value ${++counter}"`;
    const text = readFileSync(join(siteA, f), 'utf8').replace(new RegExp(`^${key}: .*\\n`, 'm'), '');
    writeFileSync(join(siteA, f), text.replace(/^---\n/, `---\n${key}: ${value}\n`));
    return `front matter ${f} ${key}=${value}`;
  },
  sidebar() {
    if (rand() < 0.5) {
      write(siteA, 'docs/guide/_category_.json', JSON.stringify({ label: `Guide ${++counter}`, position: Math.floor(rand() * 5), link: rand() < 0.5 ? { type: 'generated-index' } : null }));
      return 'sidebar: category metadata';
    }
    if (existsSync(join(siteA, 'sidebars.js'))) {
      rmSync(join(siteA, 'sidebars.js'));
      return 'sidebar: removed sidebars.js';
    }
    write(siteA, 'sidebars.js', `export default { main: [{ type: 'autogenerated', dirName: '.' }, { type: 'link', label: 'Home ${++counter}', href: 'https://example.com' }] };\n`);
    return 'sidebar: added sidebars.js';
  },
  theme() {
    if (existsSync(join(siteA, 'src/theme/DocFooter.tsx')) && rand() < 0.3) {
      rmSync(join(siteA, 'src/theme/DocFooter.tsx'));
      return 'theme: removed DocFooter override';
    }
    write(siteA, 'src/theme/DocFooter.tsx', `export default function DocFooter() { return <footer className="doc-footer">Footer ${++counter}</footer>; }\n`);
    return 'theme: DocFooter override';
  },
  /** A component only MDX uses: it lives in a lazy client chunk, which the tabs page references. */
  client() {
    if (existsSync(join(siteA, 'src/theme/TabItem.tsx')) && rand() < 0.3) {
      rmSync(join(siteA, 'src/theme/TabItem.tsx'));
      return 'client: removed TabItem override';
    }
    write(siteA, 'src/theme/TabItem.tsx', `export default function TabItem({ value, hidden, children }: { value: string; hidden?: boolean; children?: unknown }) {\n  return <div role="tabpanel" data-tab-value={value} hidden={hidden} data-edit="${++counter}">{children as never}</div>;\n}\n`);
    return 'client: TabItem override';
  },
  async version() {
    const names: string[] = existsSync(join(siteA, 'versions.json')) ? JSON.parse(readFileSync(join(siteA, 'versions.json'), 'utf8')) : [];
    const roll = rand();
    if (names.length < 2 && roll < 0.5) {
      const name = `1.${++counter}`;
      await snapshotVersion(await loadConfig(siteA), name);
      return `version: snapshot ${name}`;
    }
    if (names.length && roll < 0.8) {
      const f = pick(rand, listFiles(siteA, `versioned_docs/version-${names[0]}`, /\.md$/));
      writeFileSync(join(siteA, f), readFileSync(join(siteA, f), 'utf8').replace(/^title: .*$/m, `title: "Versioned ${++counter}"`));
      return `version: title ${f}`;
    }
    if (!names.length) return 'version: nothing to remove';
    const last = names[names.length - 1];
    rmSync(join(siteA, `versioned_docs/version-${last}`), { recursive: true });
    rmSync(join(siteA, `versioned_sidebars/version-${last}-sidebars.json`), { force: true });
    write(siteA, 'versions.json', JSON.stringify(names.slice(0, -1)));
    return `version: removed ${last}`;
  },
  /** An image shown by IdealImage gets new bytes (sometimes narrower than a variant), or a second image comes or goes. */
  async image() {
    if (rand() < 0.3) {
      const text = readFileSync(join(siteA, GALLERY), 'utf8');
      if (text.includes(SECOND_IMAGE)) {
        writeFileSync(join(siteA, GALLERY), text.replace(SECOND_IMAGE, ''));
        return 'image: second image removed';
      }
      await writePhoto(siteA, 'static/img/second.png', 700, ++counter);
      writeFileSync(join(siteA, GALLERY), text + SECOND_IMAGE);
      return 'image: second image added';
    }
    const width = pick(rand, [500, 900, 1300]);
    await writePhoto(siteA, 'static/img/photo.png', width, ++counter);
    return `image: photo.png redrawn ${width} px wide`;
  },
  blogList() {
    const f = `blog/2025-0${1 + Math.floor(rand() * 9)}-2${Math.floor(rand() * 8)}-new-${++counter}.md`;
    write(siteA, f, `---\ntitle: New post ${counter}\nauthors: [ada]\ntags: [release]\n---\n\nFresh excerpt.\n\n<!-- truncate -->\n\nMore.\n`);
    return `blog add ${f}`;
  },
};

const pool = new TaskPool(2);

test(`incremental builds equal clean builds across ${STEPS} random edits (seed ${SEED})`, async () => {
  console.log(`property seed: ${SEED} (replay with LECTERN_PROPERTY_SEED=${SEED})`);
  seedSite(siteA);
  await seedGallery(siteA);
  await build({ root: siteA, pool });
  const log: string[] = [];
  for (let step = 1; step <= STEPS; step++) {
    const kind = pick(rand, Object.keys(EDITS));
    log.push(`${step}: ${await EDITS[kind]()}`);
    const incremental = await build({ root: siteA, pool });
    rmSync(siteB, { recursive: true, force: true });
    copySources(siteA, siteB);
    const clean = await build({ root: siteB, pool, clean: true });
    const diff = diffTrees(readTree(join(siteA, 'build')), readTree(join(siteB, 'build')));
    assert.is(diff, undefined, `seed ${SEED}, after steps:\n${log.join('\n')}\n${diff}`);
    assert.equal(incremental.warnings, clean.warnings, `seed ${SEED}: warnings (link checks) after steps:\n${log.join('\n')}`);
    assert.ok(incremental.routes.rendered <= incremental.routes.total);
  }
});

test('a no-change rebuild renders nothing and writes nothing', async () => {
  const report = await build({ root: siteA, pool });
  assert.is(report.routes.rendered, 0);
  assert.is(report.files.written, 0);
  assert.is(report.files.deleted, 0);
});

test.after(async () => {
  await pool.close();
  rmSync(work, { recursive: true, force: true });
});

test.run();
