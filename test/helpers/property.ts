/**
 * The central property: after any sequence of edits, an incremental build produces exactly the output
 * of a clean build of the same inputs. The clean reference builds on its own worker pool, sharing nothing
 * in memory with the incremental builds. CI runs a few fixed seeds and one random, logged seed, split over
 * two test files so that two lanes share them; replay or soak with `npm run test:soak -- --steps N [--seed S]`
 * (or LECTERN_PROPERTY_SEED / LECTERN_PROPERTY_STEPS).
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import sharp from 'sharp';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import Database from 'better-sqlite3';
import { build } from '../../src/build/build.ts';
import { loadConfig } from '../../src/config/load.ts';
import { snapshotVersion } from '../../src/plugins/docs/snapshot.ts';
import { TaskPool } from '../../src/pool/pool.ts';
import { newSession, type BuildSession } from '../../src/build/session.ts';
import type { CompileJob } from '../../src/pool/tasks.ts';
import { createRandom } from '../../bench/corpus/random.ts';
import { copySources, diffTrees, readTree } from './tree.ts';

/** `--steps N` and `--seed S` (npm run test:soak -- --steps 2000), else the environment, else CI's defaults. */
function flag(name: string): string | undefined {
  const i = process.argv.lastIndexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
}
// CI: 4 seeds x 38 steps, the 150 and more the property needs, over two files.
const STEPS = Number(flag('steps') ?? process.env.LECTERN_PROPERTY_STEPS ?? 38);
const GIVEN_SEED = flag('seed') ?? process.env.LECTERN_PROPERTY_SEED;
/** `--session`: the incremental builds share one session, as `site watch`'s do (session.ts). */
const GIVEN_SESSION = process.argv.includes('--session');
/** Fixed seeds replay the same sequences on every CI run; one more seed from the clock explores. */
const tmpRoot = join(import.meta.dirname, '..', '.tmp');
mkdirSync(tmpRoot, { recursive: true });

function write(root: string, path: string, text: string): void {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

function docText(title: string, n: number, extra = ''): string {
  return `---\ntitle: ${JSON.stringify(title)}\nsidebar_position: ${n}\n---\n\nIntro paragraph ${n} for ${title}.\n\n## Part one\n\nSome **text** and \`code\`.\n\n:::tip Handy\nA tip in doc ${n}.\n:::\n\n\`\`\`ts title="x.ts" {1}\nconst n = ${n};\n\`\`\`\n\n## Part two\n\n| a | b |\n|---|---|\n| ${n} | ${n * 2} |\n${extra}`;
}

/** An HTML block with embedded CSS and JS: its highlighting must not depend on compile order. */
function htmlBlock(n: number): string {
  return `\n\`\`\`html\n<style>\n  .box-${n} { color: red; }\n</style>\n<script>\n  const box = ${n};\n</script>\n<div class="box-${n}">Box</div>\n\`\`\`\n`;
}

/** The config is written from this state, so each config edit changes one setting. */
interface ConfigState {
  title: string;
  baseUrl: string;
  postsPerPage: number;
  navbarLabel: string;
}

function configText(c: ConfigState): string {
  return `import { defineConfig } from 'lectern';
import { tagline } from './config/tagline.ts';
export default defineConfig({
  title: ${JSON.stringify(c.title)},
  tagline,
  baseUrl: ${JSON.stringify(c.baseUrl)},
  blog: { postsPerPage: ${c.postsPerPage} },
  onBrokenLinks: 'warn',
  onBrokenAnchors: 'warn',
  onBrokenMarkdownLinks: 'warn',
  pwa: true,
  themeConfig: { navbar: { items: [{ to: '/docs/intro/', label: ${JSON.stringify(c.navbarLabel)} }, { to: '/blog/', label: 'Blog' }] } },
});
`;
}

const FIRST_CONFIG: ConfigState = { title: 'Property site', baseUrl: '/', postsPerPage: 2, navbarLabel: 'Docs' };

function seedSite(root: string): void {
  write(root, 'docs/intro.md', docText('Introduction', 1, '\nSee [the first guide](./guide/first.md#part-one).\n'));
  write(root, 'docs/guide/_category_.json', JSON.stringify({ label: 'Guide', position: 2, link: { type: 'generated-index' } }));
  write(root, 'docs/reference/_category_.json', JSON.stringify({ label: 'Reference', position: 3 }));
  for (let i = 0; i < 5; i++) write(root, `docs/guide/${['first', 'second', 'third', 'fourth', 'fifth'][i]}.md`, docText(`Guide ${i}`, i + 1));
  for (let i = 0; i < 3; i++) write(root, `docs/reference/ref-${i}.md`, docText(`Reference ${i}`, i + 1, '\n[Back to intro](../intro.md)\n'));
  write(root, 'docs/reference/tabs.mdx', `---\ntitle: Tabs demo\n---\nimport Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n## Install\n\n<Tabs>\n<TabItem value="npm" label="npm">\n\nnpm text {1 + 1}\n\n</TabItem>\n<TabItem value="pnpm" label="pnpm">\n\npnpm text\n\n</TabItem>\n</Tabs>\n`);
  write(root, 'blog/authors.yml', 'ada:\n  name: Ada\n  title: Writer\nbob:\n  name: Bob\n');
  write(root, 'blog/tags.yml', 'news:\n  label: News\nrelease:\n  label: Release\n');
  for (let i = 0; i < 6; i++) write(root, `blog/2024-0${i + 1}-1${i}-post-${i}.md`, `---\ntitle: Post ${i}\nauthors: [${i % 2 ? 'ada' : 'bob'}]\ntags: [news${i % 3 ? ', release' : ''}]\n---\n\nExcerpt of post ${i}, about [the second guide](../docs/guide/second.md).\n\n<!-- truncate -->\n\nRest of post ${i}.\n`);
  // Links broken by deletes and renames warn: the property compares those warnings too. The PWA's
  // sw.js and manifest are outputs like any other, so the property covers the precache manifest.
  write(root, 'config/tagline.ts', "export const tagline = 'Tagline 0';\n");
  write(root, 'site.config.ts', configText(FIRST_CONFIG));
  write(root, 'static/robots.txt', 'User-agent: *\n');
  // A page and (later) a theme override import a component, which imports a package of the site's own.
  write(root, 'node_modules/fake-pkg/package.json', JSON.stringify({ name: 'fake-pkg', version: '1.0.0', type: 'module', main: 'index.js' }));
  write(root, 'node_modules/fake-pkg/index.js', "export const stamp = 'fake-pkg 1.0.0';\n");
  // It also draws an SVG it imports (a component made from the file, keyed through a suffixed metafile key).
  write(root, 'static/img/mark.svg', markSvg(0));
  write(root, 'src/components/Note.tsx', "import { stamp } from 'fake-pkg';\nimport Mark from '../../static/img/mark.svg';\nexport default function Note() { return <p className=\"note\"><Mark className=\"mark\" />Note 0, {stamp}</p>; }\n");
  write(root, 'src/pages/index.tsx', "import Layout from '@theme/Layout';\nimport Note from '../components/Note.tsx';\nexport default function Home() { return <Layout title=\"Home\"><main><h1>Home</h1><Note /></main></Layout>; }\n");
}

/** An SVG whose fill changes with `n`. */
function markSvg(n: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4" fill="#${(n * 2654435761 % 0xffffff).toString(16).padStart(6, '0')}"/></svg>\n`;
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

/** A pool that can rewrite a file just before compiling it: an edit made while a build is in its compile stage. */
class EditingPool extends TaskPool {
  during: { file: string; edit: () => void } | undefined;
  override compile(job: CompileJob, parallel: boolean) {
    if (this.during?.file === job.file) {
      this.during.edit();
      this.during = undefined;
    }
    return super.compile(job, parallel);
  }
}

/** What a step expects the incremental build to render: exactly these many routes, when the step knows. */
interface StepResult {
  log: string;
  renders?: number;
}

/** One seeded sequence: the site, its state and the edits an author makes to it. */
class Sequence {
  readonly random;
  readonly work: string;
  site: string;
  readonly reference: string;
  counter = 0;
  config: ConfigState = { ...FIRST_CONFIG };

  constructor(readonly seed: number, readonly pool: EditingPool) {
    this.random = createRandom(seed);
    this.work = mkdtempSync(join(tmpRoot, 'property-'));
    this.site = join(this.work, 'incremental');
    this.reference = join(this.work, 'clean');
  }

  rand = () => this.random.next();
  pick = <T>(list: readonly T[]): T => this.random.pick(list);
  next = () => ++this.counter;
  read = (f: string) => readFileSync(join(this.site, f), 'utf8');
  put = (f: string, text: string) => write(this.site, f, text);
  docs = () => listFiles(this.site, 'docs', /\.mdx?$/);
  posts = () => listFiles(this.site, 'blog', /\.mdx?$/);
  isDraft = (f: string) => /^draft: true$/m.test(this.read(f));
  writeConfig = () => this.put('site.config.ts', configText(this.config));
}

/** Each edit changes the site in one way an author would; it returns a short description for the log. */
const EDITS: Record<string, (s: Sequence) => StepResult | Promise<StepResult>> = {
  /** Text after the excerpt mark or in a doc: exactly one page shows it. */
  body(s) {
    const f = s.pick([...s.docs(), ...s.posts()]);
    const renders = s.isDraft(f) ? 0 : 1;
    s.put(f, s.read(f) + `\nAppended paragraph ${s.next()}.\n`);
    return { log: `body ${f}`, renders };
  },
  title(s) {
    const f = s.pick([...s.docs(), ...s.posts()]);
    s.put(f, s.read(f).replace(/^title: .*$/m, `title: "Retitled ${s.next()}"`));
    return { log: `title ${f}` };
  },
  /** A heading renamed: links to its old anchor break (and warn). */
  heading(s) {
    const f = s.pick(s.docs().filter((d) => d.endsWith('.md')));
    const text = s.read(f);
    if (!text.includes('## Part one')) return { log: `heading: ${f} has no "Part one"` };
    s.put(f, text.replace('## Part one', `## Part ${s.next()}`));
    return { log: `heading renamed in ${f}` };
  },
  code(s) {
    const f = s.pick(s.docs().filter((d) => d.endsWith('.md')));
    s.put(f, s.read(f) + htmlBlock(s.next()));
    return { log: `html code block in ${f}` };
  },
  add(s) {
    const folder = s.pick(['docs', 'docs/guide', 'docs/reference']);
    const n = s.next();
    const f = `${folder}/added-${n}.md`;
    s.put(f, docText(`Added ${n}`, Math.floor(s.rand() * 6), `\nLink to [intro](${folder === 'docs' ? './intro.md' : '../intro.md'}).\n`));
    return { log: `add ${f}` };
  },
  delete(s) {
    const candidates = s.docs().filter((f) => f !== 'docs/intro.md');
    if (candidates.length < 4) return { log: 'delete skipped' };
    const f = s.pick(candidates);
    rmSync(join(s.site, f));
    return { log: `delete ${f}` };
  },
  rename(s) {
    const candidates = s.docs().filter((f) => f !== 'docs/intro.md' && f.endsWith('.md'));
    const f = s.pick(candidates);
    const to = f.replace(/[^/]+\.md$/, `renamed-${s.next()}.md`);
    renameSync(join(s.site, f), join(s.site, to));
    return { log: `rename ${f} → ${to}` };
  },
  /** Front matter of a doc, including slug and id, which move pages other pages and posts link to. */
  frontMatter(s) {
    const f = s.pick(s.docs().filter((d) => d.endsWith('.md') && d !== 'docs/intro.md'));
    const key = s.pick(['sidebar_label', 'sidebar_position', 'hide_table_of_contents', 'unlisted', 'description', 'slug', 'id']);
    const n = s.next();
    const value = key === 'sidebar_position' ? String(Math.floor(s.rand() * 9)) : key === 'hide_table_of_contents' || key === 'unlisted' ? s.pick(['true', 'false']) : key === 'slug' ? `/moved-${n}` : key === 'id' ? `doc-${n}` : `"Value ${n}"`;
    const text = s.read(f).replace(new RegExp(`^${key}: .*\\n`, 'm'), '');
    s.put(f, text.replace(/^---\n/, `---\n${key}: ${value}\n`));
    return { log: `front matter ${f} ${key}=${value}` };
  },
  /** A page other docs and blog posts link to moves (slug or id): every page linking it must follow. */
  linkedMove(s) {
    const f = s.pick(['docs/guide/first.md', 'docs/guide/second.md'].filter((d) => existsSync(join(s.site, d))));
    if (!f) return { log: 'linked move: both linked docs are gone' };
    const key = s.pick(['slug', 'id']);
    const n = s.next();
    const text = s.read(f).replace(new RegExp(`^${key}: .*\\n`, 'm'), '');
    s.put(f, text.replace(/^---\n/, `---\n${key}: ${key === 'slug' ? `/linked-${n}` : `linked-${n}`}\n`));
    return { log: `linked move ${f} ${key}` };
  },
  sidebar(s) {
    const roll = s.rand();
    if (roll < 0.4) {
      s.put('docs/guide/_category_.json', JSON.stringify({ label: `Guide ${s.next()}`, position: Math.floor(s.rand() * 5), link: s.rand() < 0.5 ? { type: 'generated-index' } : null }));
      return { log: 'sidebar: category metadata' };
    }
    if (existsSync(join(s.site, 'sidebars.js')) && roll < 0.6) {
      rmSync(join(s.site, 'sidebars.js'));
      return { log: 'sidebar: removed sidebars.js' };
    }
    // The sidebars file imports a module: an edit there must reach every page showing the sidebar.
    s.put('sidebars/extra.js', `export const extra = { type: 'link', label: 'Home ${s.next()}', href: 'https://example.com/${s.counter}' };\n`);
    s.put('sidebars.js', `import { extra } from './sidebars/extra.js';\nexport default { main: [{ type: 'autogenerated', dirName: '.' }, extra] };\n`);
    return { log: 'sidebar: sidebars.js and the module it imports' };
  },
  theme(s) {
    if (existsSync(join(s.site, 'src/theme/DocFooter.tsx')) && s.rand() < 0.3) {
      rmSync(join(s.site, 'src/theme/DocFooter.tsx'));
      return { log: 'theme: removed DocFooter override' };
    }
    // The override imports a component from outside src/theme.
    s.put('src/theme/DocFooter.tsx', `import Note from '../components/Note.tsx';\nexport default function DocFooter() { return <footer className="doc-footer">Footer ${s.next()} <Note /></footer>; }\n`);
    return { log: 'theme: DocFooter override' };
  },
  /** A file docs show or link to by a relative path (published by hash): written, removed, or shown by one more doc. */
  asset(s) {
    const file = s.pick(['docs/img/diagram.png', 'docs/guide/files/sheet.pdf']);
    const roll = s.rand();
    if (roll < 0.25) {
      rmSync(join(s.site, file), { force: true });
      return { log: `asset ${file} removed` };
    }
    if (roll < 0.5) {
      const f = s.pick(s.docs().filter((d) => d.endsWith('.md')));
      const path = posix.relative(posix.dirname(f), file);
      s.put(f, s.read(f) + `\n${file.endsWith('.png') ? '!' : ''}[Asset ${s.next()}](${path.startsWith('.') ? path : `./${path}`})\n`);
      return { log: `asset ${file} shown in ${f}` };
    }
    s.put(file, `asset bytes ${s.next()}\n`);
    return { log: `asset ${file} written` };
  },
  /** The component a page and the override import, the SVG it draws, or the package it imports (version and code). */
  component(s) {
    const n = s.next();
    const roll = s.rand();
    if (roll < 0.2) {
      s.put('static/img/mark.svg', markSvg(n));
      return { log: 'component: static/img/mark.svg' };
    }
    if (roll < 0.6) {
      s.put('src/components/Note.tsx', s.read('src/components/Note.tsx').replace(/Note \d+/, `Note ${n}`));
      return { log: 'component: src/components/Note.tsx' };
    }
    s.put('node_modules/fake-pkg/package.json', JSON.stringify({ name: 'fake-pkg', version: `1.0.${n}`, type: 'module', main: 'index.js' }));
    s.put('node_modules/fake-pkg/index.js', `export const stamp = 'fake-pkg 1.0.${n}';\n`);
    return { log: `component: fake-pkg 1.0.${n}` };
  },
  /** A component only MDX uses: it lives in a lazy client chunk, which the tabs page references. */
  client(s) {
    if (existsSync(join(s.site, 'src/theme/TabItem.tsx')) && s.rand() < 0.3) {
      rmSync(join(s.site, 'src/theme/TabItem.tsx'));
      return { log: 'client: removed TabItem override' };
    }
    s.put('src/theme/TabItem.tsx', `export default function TabItem({ value, hidden, children }: { value: string; hidden?: boolean; children?: unknown }) {\n  return <div role="tabpanel" data-tab-value={value} hidden={hidden} data-edit="${s.next()}">{children as never}</div>;\n}\n`);
    return { log: 'client: TabItem override' };
  },
  config(s) {
    const n = s.next();
    const setting = s.pick(['title', 'baseUrl', 'postsPerPage', 'navbar', 'tagline'] as const);
    if (setting === 'tagline') {
      s.put('config/tagline.ts', `export const tagline = 'Tagline ${n}';\n`);
      return { log: 'config: the module it imports (tagline)' };
    }
    if (setting === 'title') s.config.title = `Property site ${n}`;
    if (setting === 'baseUrl') s.config.baseUrl = s.config.baseUrl === '/' ? '/sub/' : '/';
    if (setting === 'postsPerPage') s.config.postsPerPage = s.config.postsPerPage === 2 ? 3 : 2;
    if (setting === 'navbar') s.config.navbarLabel = `Docs ${n}`;
    s.writeConfig();
    return { log: `config: ${setting}` };
  },
  async version(s) {
    const names: string[] = existsSync(join(s.site, 'versions.json')) ? JSON.parse(s.read('versions.json')) : [];
    const roll = s.rand();
    if (names.length < 2 && roll < 0.5) {
      const name = `1.${s.next()}`;
      await snapshotVersion(await loadConfig(s.site), name);
      return { log: `version: snapshot ${name}` };
    }
    if (names.length && roll < 0.8) {
      const f = s.pick(listFiles(s.site, `versioned_docs/version-${names[0]}`, /\.md$/));
      s.put(f, s.read(f).replace(/^title: .*$/m, `title: "Versioned ${s.next()}"`));
      return { log: `version: title ${f}` };
    }
    if (!names.length) return { log: 'version: nothing to remove' };
    const last = names[names.length - 1];
    rmSync(join(s.site, `versioned_docs/version-${last}`), { recursive: true });
    rmSync(join(s.site, `versioned_sidebars/version-${last}-sidebars.json`), { force: true });
    s.put('versions.json', JSON.stringify(names.slice(0, -1)));
    return { log: `version: removed ${last}` };
  },
  /** An image shown by IdealImage gets new bytes (sometimes narrower than a variant), or a second image comes or goes. */
  async image(s) {
    if (s.rand() < 0.3) {
      const text = s.read(GALLERY);
      if (text.includes(SECOND_IMAGE)) {
        s.put(GALLERY, text.replace(SECOND_IMAGE, ''));
        return { log: 'image: second image removed' };
      }
      await writePhoto(s.site, 'static/img/second.png', 700, s.next());
      s.put(GALLERY, text + SECOND_IMAGE);
      return { log: 'image: second image added' };
    }
    const width = s.pick([500, 900, 1300]);
    await writePhoto(s.site, 'static/img/photo.png', width, s.next());
    return { log: `image: photo.png redrawn ${width} px wide` };
  },
  blogAdd(s) {
    const f = `blog/2025-0${1 + Math.floor(s.rand() * 9)}-2${Math.floor(s.rand() * 8)}-new-${s.next()}.md`;
    s.put(f, `---\ntitle: New post ${s.counter}\nauthors: [ada]\ntags: [release]\n---\n\nFresh excerpt.\n\n<!-- truncate -->\n\nMore.\n`);
    return { log: `blog add ${f}` };
  },
  blogDelete(s) {
    const candidates = s.posts().filter((f) => f !== GALLERY);
    if (candidates.length < 3) return { log: 'blog delete skipped' };
    const f = s.pick(candidates);
    rmSync(join(s.site, f));
    return { log: `blog delete ${f}` };
  },
  blogRename(s) {
    const f = s.pick(s.posts().filter((p) => p !== GALLERY));
    const to = `blog/2023-1${Math.floor(s.rand() * 3)}-0${1 + Math.floor(s.rand() * 8)}-renamed-${s.next()}.md`;
    renameSync(join(s.site, f), join(s.site, to));
    return { log: `blog rename ${f} → ${to}` };
  },
  blogFrontMatter(s) {
    const f = s.pick(s.posts().filter((p) => p !== GALLERY));
    const key = s.pick(['tags', 'authors', 'date', 'slug', 'draft']);
    const n = s.next();
    const value = key === 'tags' ? s.pick(['[news]', '[release]', '[news, release]', `[topic-${n % 3}]`]) : key === 'authors' ? s.pick(['[ada]', '[bob]', '[ada, bob]']) : key === 'date' ? `2022-0${1 + (n % 9)}-1${n % 10}` : key === 'slug' ? `moved-post-${n}` : s.pick(['true', 'false']);
    const text = s.read(f).replace(new RegExp(`^${key}: .*\\n`, 'm'), '');
    s.put(f, text.replace(/^---\n/, `---\n${key}: ${value}\n`));
    return { log: `blog front matter ${f} ${key}=${value}` };
  },
  authors(s) {
    const n = s.next();
    if (s.rand() < 0.5) {
      s.put('blog/authors.yml', s.read('blog/authors.yml').replace(/title: .*/, `title: Writer ${n}`));
      return { log: 'authors.yml: a title' };
    }
    s.put('blog/tags.yml', s.read('blog/tags.yml').replace(/label: News.*/, `label: News ${n}`));
    return { log: 'tags.yml: a label' };
  },
  /** Static files added, edited, removed, or put where a page's folder is (the page wins, with a warning). */
  staticFile(s) {
    const n = s.next();
    const roll = s.rand();
    if (roll < 0.3) {
      s.put('static/robots.txt', `User-agent: *\nDisallow: /private-${n}/\n`);
      return { log: 'static: robots.txt edited' };
    }
    const extra = listFiles(s.site, 'static/files', /.*/);
    if (roll < 0.5 && extra.length) {
      rmSync(join(s.site, s.pick(extra)));
      return { log: 'static: a file removed' };
    }
    if (roll < 0.75) {
      s.put(`static/files/note-${n}.txt`, `note ${n}\n`);
      return { log: 'static: a file added' };
    }
    // A file named like a page's folder, or a folder named like a generated file.
    const target = s.pick(['static/docs/intro', 'static/blog/archive', 'static/sitemap.xml/index.html', 'static/docs/guide/first/index.html']);
    if (existsSync(join(s.site, target))) {
      rmSync(join(s.site, target));
      return { log: `static: ${target} removed` };
    }
    s.put(target, `collision ${n}\n`);
    return { log: `static: ${target} added` };
  },
  /** An edit lands while the build compiles: a body edit, and another edit of that file just before it compiles. */
  during(s) {
    const f = s.pick(s.docs().filter((d) => d.endsWith('.md')));
    s.put(f, s.read(f) + `\nBefore the build ${s.next()}.\n`);
    s.pool.during = { file: f, edit: () => s.put(f, s.read(f) + `\nDuring the build ${s.next()}.\n`) };
    return { log: `during: ${f} edited while compiling` };
  },
  /** The whole site, its output and cache copied to a new folder (at another depth); building continues there. */
  relocate(s) {
    const to = join(s.work, `moved-${s.next()}`, 'deeper');
    mkdirSync(dirname(to), { recursive: true });
    cpSync(s.site, to, { recursive: true, verbatimSymlinks: true });
    rmSync(s.site, { recursive: true, force: true });
    s.site = to;
    return { log: `relocate to ${to.slice(s.work.length)}` };
  },
};

/** The clean reference: its own pool, so no worker state of the incremental builds can leak into it. */
const referencePool = new TaskPool(2);
const pools: TaskPool[] = [referencePool];

/** Bytes of a site's cache in use: its pages less the free ones SQLite keeps for reuse. */
function liveBytes(root: string): number {
  const db = new Database(join(root, '.lectern', 'cache.db'), { readonly: true });
  try {
    const pragma = (name: string) => db.pragma(name, { simple: true }) as number;
    return (pragma('page_count') - pragma('freelist_count')) * pragma('page_size');
  } finally {
    db.close();
  }
}

async function runSequence(seed: number, session: BuildSession | undefined): Promise<Sequence> {
  const pool = new EditingPool(2);
  pools.push(pool);
  const s = new Sequence(seed, pool);
  console.log(`property seed: ${seed}${session ? ', builds in one session' : ''} (replay with npm run test:soak -- --seed ${seed} --steps ${STEPS}${session ? ' --session' : ''})`);
  seedSite(s.site);
  await seedGallery(s.site);
  await build({ root: s.site, pool, session });
  const log: string[] = [];
  const started = statSync(join(s.site, '.lectern', 'cache.db')).size;
  let largest = started;
  for (let step = 1; step <= STEPS; step++) {
    const kind = s.pick(Object.keys(EDITS));
    const result = await EDITS[kind](s);
    log.push(`${step}: ${result.log}`);
    const incremental = await build({ root: s.site, pool, session });
    pool.during = undefined;
    rmSync(s.reference, { recursive: true, force: true });
    copySources(s.site, s.reference);
    const clean = await build({ root: s.reference, pool: referencePool, clean: true });
    const context = `seed ${seed}, after steps:\n${log.join('\n')}`;
    const diff = diffTrees(readTree(join(s.site, 'build')), readTree(join(s.reference, 'build')));
    assert.is(diff, undefined, `${context}\n${diff}`);
    assert.equal(incremental.warnings, clean.warnings, `${context}\nwarnings (link checks)`);
    if (result.renders !== undefined) assert.is(incremental.routes.rendered, result.renders, `${context}\nroutes rendered by a body edit`);
    largest = Math.max(largest, statSync(join(s.site, '.lectern', 'cache.db')).size);
    if (step % 100 === 0) console.log(`seed ${seed}: ${step} steps equal so far`);
  }
  const size = (root: string) => statSync(join(root, '.lectern', 'cache.db')).size;
  console.log(`seed ${seed}: cache.db ${(started / 1024).toFixed(0)} KiB after the first build, at most ${(largest / 1024).toFixed(0)} KiB over ${STEPS} steps, ${(size(s.site) / 1024).toFixed(0)} KiB at the end (${(liveBytes(s.site) / 1024).toFixed(0)} KiB live); a clean build of the same inputs: ${(size(s.reference) / 1024).toFixed(0)} KiB (${(liveBytes(s.reference) / 1024).toFixed(0)} KiB live)`);
  // Records nobody uses any more are pruned: the cache's live data does not grow with the number of edits.
  // (The file also holds free pages, up to a quarter of it before the commit vacuums them: where a run ends
  // on that saw-tooth is chance, so the file size alone made this check flaky.)
  assert.ok(liveBytes(s.site) <= 1.5 * liveBytes(s.reference), `seed ${seed}: cache.db's live pages after ${STEPS} steps are within 1.5x of a clean build's`);
  return s;
}

/**
 * Registers and runs one sequence per seed (the given `--seed` instead, when soaking). With `session`,
 * each sequence's incremental builds share a session, as a watch process's do.
 */
export function runPropertySuite(seeds: number[], { session = GIVEN_SESSION } = {}): void {
  for (const seed of GIVEN_SEED !== undefined ? [Number(GIVEN_SEED)] : seeds) {
    test(`incremental builds equal clean builds across ${STEPS} random edits (seed ${seed}${session ? ', one session' : ''})`, async () => {
      const kept = session ? newSession() : undefined;
      const s = await runSequence(seed, kept);
      const report = await build({ root: s.site, pool: s.pool, session: kept });
      assert.equal([report.routes.rendered, report.files.written, report.files.deleted], [0, 0, 0], 'a no-change rebuild renders and writes nothing');
      rmSync(s.work, { recursive: true, force: true });
    });
  }
  test.after(async () => {
    await Promise.all(pools.map((p) => p.close()));
  });
  test.run();
}
