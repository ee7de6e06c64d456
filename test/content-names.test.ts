/** The client build's outputs are named by what they hold, whatever hashes esbuild gave them. */
import type { Metafile, OutputFile } from 'esbuild';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { nameByContent } from '../src/theme-bundle/content-names.ts';

const DIR = '/site/.lectern/theme/k/assets';

/** Outputs as esbuild returns them: `files` maps a path below DIR, with `{name}` standing for a hash, to its text. */
function outputs(hashes: Record<string, string>, files: Record<string, string>): { files: OutputFile[]; metafile: Metafile } {
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (_, name: string) => hashes[name]);
  const list = Object.entries(files).map(([path, text]): OutputFile => {
    const contents = Buffer.from(fill(text));
    return { path: `${DIR}/${fill(path)}`, contents, text: fill(text), hash: '' };
  });
  const imports = (text: string) => [...text.matchAll(/"\.\/([^"]+)"/g)].map((m) => ({ path: `.lectern/theme/k/assets/js/${m[1]}`, kind: 'import-statement' as const }));
  const metafile: Metafile = {
    inputs: {},
    outputs: Object.fromEntries(list.map((f) => [f.path.slice('/site/'.length), { bytes: f.contents.length, inputs: {}, imports: imports(f.text), exports: [] }])),
  };
  return { files: list, metafile };
}

function nameOutputs(hashes: Record<string, string>, files: Record<string, string>) {
  const o = outputs(hashes, files);
  return nameByContent(o.files, o.metafile);
}

const SITE = {
  'js/main.{main}.js': 'import{a}from"./chunk.{shared}.js";import("./Tabs.{tabs}.js");a();\n/*! For license information please see main.{main}.js.LEGAL.txt */',
  'js/main.{main}.js.LEGAL.txt': 'Bundled license information: react',
  'js/chunk.{shared}.js': 'export const a=()=>import("./Tabs.{tabs}.js");',
  'js/Tabs.{tabs}.js': 'import{a}from"./chunk.{shared}.js";export default "tabs";',
};

const names = (files: { path: string }[]) => files.map((f) => f.path.slice(DIR.length + 1)).sort();
const textOf = (files: { path: string; contents: Uint8Array }[], start: string) => Buffer.from(files.find((f) => f.path.startsWith(`${DIR}/${start}`))!.contents).toString();

test('the same outputs under other esbuild hashes get the same names and bytes', () => {
  const named = [nameOutputs({ main: 'AAAAAAAA', shared: 'BBBBBBBB', tabs: 'CCCCCCCC' }, SITE), nameOutputs({ main: 'ZZZZZZZ1', shared: 'YYYYYYY2', tabs: 'XXXXXXX3' }, SITE)];
  assert.equal(names(named[0].files), names(named[1].files));
  assert.equal(named[0].files.map((f) => Buffer.from(f.contents).toString()).sort(), named[1].files.map((f) => Buffer.from(f.contents).toString()).sort());
  assert.not.match(names(named[0].files).join(' '), 'AAAAAAAA');
});

test('references inside the files and in the metafile follow the new names', () => {
  const named = nameOutputs({ main: 'AAAAAAAA', shared: 'BBBBBBBB', tabs: 'CCCCCCCC' }, SITE);
  const [main, legal, shared, tabs] = ['js/main.', 'js/main.', 'js/chunk.', 'js/Tabs.'].map((start, i) => names(named.files).filter((n) => n.startsWith(start))[i === 1 ? 1 : 0]);
  assert.ok(legal.endsWith('.js.LEGAL.txt') && legal.startsWith(main), 'the licence file keeps its script name');
  const mainText = textOf(named.files, main);
  assert.ok(mainText.includes(`"./${shared.slice(3)}"`) && mainText.includes(`"./${tabs.slice(3)}"`) && mainText.includes(legal.slice(3)));
  const keys = Object.keys(named.metafile.outputs).map((k) => k.slice('.lectern/theme/k/assets/'.length)).sort();
  assert.equal(keys, names(named.files));
  assert.equal(named.metafile.outputs[`.lectern/theme/k/assets/${main}`].imports.map((i) => i.path.split('/').pop()), [shared.slice(3), tabs.slice(3)]);
});

test('a change in a chunk renames every output that reaches it, through a dynamic-import cycle too', () => {
  const before = nameOutputs({ main: 'AAAAAAAA', shared: 'BBBBBBBB', tabs: 'CCCCCCCC' }, SITE);
  const edited = { ...SITE, 'js/Tabs.{tabs}.js': 'import{a}from"./chunk.{shared}.js";export default "tabs, edited";' };
  const after = nameOutputs({ main: 'AAAAAAAA', shared: 'BBBBBBBB', tabs: 'DDDDDDDD' }, edited);
  const common = names(before.files).filter((n) => names(after.files).includes(n));
  assert.equal(common, [], 'main, the shared chunk (which imports Tabs) and Tabs itself are all renamed');
  const unrelated = { ...SITE, 'js/Other.{other}.js': 'export default 1;' };
  const withOther = nameOutputs({ main: 'AAAAAAAA', shared: 'BBBBBBBB', tabs: 'CCCCCCCC', other: 'EEEEEEEE' }, unrelated);
  assert.equal(names(withOther.files).filter((n) => !n.startsWith('js/Other.')), names(before.files), 'an output nothing imports renames nothing else');
});

test.run();
