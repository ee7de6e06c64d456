/**
 * The engine's part of every cache key is derived, not bumped by hand: a framework folder's version, the
 * hash its bundle recorded (or its sources' hash when they are newer than the bundle), and the installed
 * versions of the packages it runs unbundled. Each case changes one of them in a scratch framework folder.
 */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ENGINE_CODE_FILE, PIPELINE_KEY, pipelineKey } from '../src/version.ts';

const TMP = fileURLToPath(new URL('./.tmp/', import.meta.url));
let root = '';

/** Writes a file with the given mtime; its folder gets the same one (freshness compares folders too). */
function put(file: string, text: string, mtimeSeconds = 1_000): void {
  const path = join(root, file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
  utimesSync(path, mtimeSeconds, mtimeSeconds);
  utimesSync(dirname(path), mtimeSeconds, mtimeSeconds);
}

test.before.each(() => {
  mkdirSync(TMP, { recursive: true });
  root = mkdtempSync(join(TMP, 'engine-key-'));
  put('package.json', JSON.stringify({ name: 'lectern', version: '1.0.0' }));
  put('cli/site.ts', 'export {};');
  put('src/build.ts', 'export const a = 1;');
  // The bundle is newer than its sources.
  put('dist/cli.js', 'export {};', 2_000);
  put(ENGINE_CODE_FILE, JSON.stringify({ code: 'aaa' }), 2_000);
  put('node_modules/esbuild/package.json', JSON.stringify({ version: '0.25.0' }));
});

test.after.each(() => rmSync(root, { recursive: true, force: true }));

test('the same framework gives the same key, bundled or from its sources while the bundle is fresh', () => {
  assert.is(pipelineKey(root, false), pipelineKey(root, false));
  assert.is(pipelineKey(root, true), pipelineKey(root, false));
});

test('a new bundle (another recorded hash) changes the key', () => {
  const before = pipelineKey(root, false);
  put(ENGINE_CODE_FILE, JSON.stringify({ code: 'bbb' }), 2_000);
  assert.is.not(pipelineKey(root, false), before);
});

test('sources edited after the bundle was built are keyed by their own bytes', () => {
  const bundled = pipelineKey(root, false);
  put('src/build.ts', 'export const a = 2;', 3_000);
  const edited = pipelineKey(root, true);
  assert.is.not(edited, bundled, 'stale bundle: the sources count');
  put('src/build.ts', 'export const a = 3;', 3_000);
  assert.is.not(pipelineKey(root, true), edited, 'another edit, another key');
});

test('a bundle without a recorded hash is keyed by its files, from its sources too while it is fresh', () => {
  rmSync(join(root, ENGINE_CODE_FILE));
  const before = pipelineKey(root, false);
  assert.is(pipelineKey(root, true), before, 'the main thread from sources and a bundled worker agree');
  put('dist/chunks/compile.js', 'export const b = 1;', 2_000);
  assert.is.not(pipelineKey(root, false), before);
});

test('upgrading a package the engine runs unbundled, or the framework itself, changes the key', () => {
  const before = pipelineKey(root, false);
  put('node_modules/esbuild/package.json', JSON.stringify({ version: '0.25.1' }));
  const upgraded = pipelineKey(root, false);
  assert.is.not(upgraded, before, 'esbuild upgraded');
  put('node_modules/sass/package.json', JSON.stringify({ version: '1.0.0' }));
  assert.is.not(pipelineKey(root, false), upgraded, 'sass installed');
  const withSass = pipelineKey(root, false);
  put('package.json', JSON.stringify({ name: 'lectern', version: '1.0.1' }));
  assert.is.not(pipelineKey(root, false), withSass, 'framework version');
});

test('another Node or ICU (which formats the dates pages show) changes the key', () => {
  const here = pipelineKey(root, false, { node: '20.19.0', icu: '76.1' });
  assert.is.not(pipelineKey(root, false, { node: '22.1.0', icu: '76.1' }), here, 'Node');
  assert.is.not(pipelineKey(root, false, { node: '20.19.0', icu: '77.1' }), here, 'ICU');
});

test('the running engine has a key of its own (not a fixed number)', () => {
  assert.match(PIPELINE_KEY, /^[0-9a-f]{40}$/);
});

test.run();
