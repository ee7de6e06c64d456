import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { resolveNavbarItems } from '../src/build/navbar-items.ts';
import { resolveConfig } from '../src/config/load.ts';
import type { NavbarItem } from '../src/config/define.ts';
import { BuildError } from '../src/util/errors.ts';

/** The data record a docs plugin with two versions produces (only the keys resolveNavbarItems reads). */
const DATA: Record<string, unknown> = {
  'docs:default:versions': {
    id: 'default',
    versions: [
      { name: 'current', label: 'Next', path: '/docs/next/', isLast: false, mainDocPath: '/docs/next/intro/' },
      { name: '1.0', label: '1.0', path: '/docs/', isLast: true, mainDocPath: '/docs/intro/' },
    ],
  },
  'docs:default:current:metadata': {
    name: 'current',
    docs: [
      { id: 'intro', path: '/docs/next/intro/', sidebar: 'docs' },
      { id: 'new-page', path: '/docs/next/new-page/', sidebar: 'docs' },
      { id: 'secret', path: '/docs/next/secret/', unlisted: true },
    ],
    draftIds: [],
    sidebars: { docs: { link: { path: '/docs/next/intro/', label: 'Intro' } } },
  },
  'docs:default:1.0:metadata': {
    name: '1.0',
    docs: [{ id: 'intro', path: '/docs/intro/', sidebar: 'docs' }, { id: 'secret', path: '/docs/secret/', unlisted: true }],
    draftIds: ['wip'],
    sidebars: { docs: { link: { path: '/docs/intro/', label: 'Intro' } }, api: { link: { path: '/docs/api/', label: 'API' } }, empty: {} },
  },
};

const resolve = (items: NavbarItem[]) => resolveNavbarItems(resolveConfig('/site', undefined, { themeConfig: { navbar: { items } } }).themeConfig, DATA).navbar.items;

function buildError(fn: () => unknown): BuildError {
  try {
    fn();
  } catch (err) {
    if (err instanceof BuildError) return err;
    throw err;
  }
  throw new Error('expected a BuildError');
}

test('doc, doc sidebar and docs version items get a target in every version', () => {
  const [doc, sidebar, version] = resolve([{ type: 'doc', docId: 'intro', label: 'Start' }, { type: 'docSidebar', sidebarId: 'api' }, { type: 'docsVersion' }]);
  assert.equal(doc, { type: 'docsLink', kind: 'doc', label: 'Start', position: 'right', className: undefined, docsPluginId: 'default', targets: { current: { path: '/docs/next/intro/', label: 'intro', sidebar: 'docs', unlisted: undefined }, '1.0': { path: '/docs/intro/', label: 'intro', sidebar: 'docs', unlisted: undefined } } });
  // The current version has no api sidebar: its link falls back to the latest version's.
  assert.equal(sidebar.type === 'docsLink' && sidebar.targets, { current: { path: '/docs/api/', label: 'API', sidebar: 'api' }, '1.0': { path: '/docs/api/', label: 'API', sidebar: 'api' } });
  assert.equal(version.type === 'docsLink' && version.targets, { current: { path: '/docs/next/intro/', label: 'Next' }, '1.0': { path: '/docs/intro/', label: '1.0' } });
});

test('items inside a dropdown are resolved; a draft doc resolves to nothing; unlisted is kept', () => {
  const [dropdown] = resolve([{ type: 'dropdown', label: 'More', items: [{ type: 'doc', docId: 'wip' }, { type: 'doc', docId: 'secret' }, { label: 'Blog', to: '/blog/' }] }]);
  assert.ok(dropdown.type === 'dropdown');
  assert.equal(dropdown.items.map((i) => i.type ?? 'default'), ['docsLink', 'default']);
  const secret = dropdown.items[0];
  assert.is(secret.type === 'docsLink' && secret.targets['1.0'].unlisted, true);
});

test('an unknown doc id lists the available ids; an unknown sidebar, a sidebar without a link and an unknown plugin fail the build', () => {
  const doc = buildError(() => resolve([{ type: 'doc', docId: 'intr' }]));
  assert.match(doc.message, /no doc has the id "intr"/);
  assert.match(doc.message, /- intro\n- secret/);
  assert.match(buildError(() => resolve([{ type: 'docSidebar', sidebarId: 'guides' }])).message, /no sidebar "guides" \(sidebars: api, docs, empty\)/);
  assert.match(buildError(() => resolve([{ type: 'docSidebar', sidebarId: 'empty' }])).message, /has no doc to link to/);
  assert.match(buildError(() => resolve([{ type: 'docsVersionDropdown', docsPluginId: 'nope' }])).message, /docs plugin "nope", which does not exist \(docs plugins: default\)/);
});

test.run();
