/**
 * An SVG a script imports becomes a component (src/theme-bundle/svg-component.ts): its root attributes as
 * React props, its inner markup as written, props overriding the file's attributes, `title` added.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement, type ComponentType } from 'react';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { build } from 'esbuild';
import { svgComponentModule } from '../src/theme-bundle/svg-component.ts';
import { BuildError } from '../src/util/errors.ts';

/** Runs the generated module (bundled with React external) and returns its default export. */
async function componentOf(svg: string): Promise<ComponentType<Record<string, unknown>>> {
  const out = await build({ stdin: { contents: svgComponentModule(svg, 'img/x.svg'), loader: 'js', resolveDir: process.cwd() }, bundle: true, format: 'esm', platform: 'node', write: false, external: ['react'] });
  const url = `data:text/javascript;base64,${Buffer.from(out.outputFiles[0].text.replace("from \"react\"", `from ${JSON.stringify(import.meta.resolve('react'))}`)).toString('base64')}`;
  return ((await import(url)) as { default: ComponentType<Record<string, unknown>> }).default;
}

const FILE = `<?xml version="1.0"?>
<!-- exported by a drawing tool -->
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" class="art" viewBox="0 0 10 10" fill-rule="evenodd" style="display: block; max-width: 100%"><g id="a"><rect width="10" height="10"/></g></svg>
`;

test('root attributes become props; the inner markup is kept byte for byte', async () => {
  const Svg = await componentOf(FILE);
  assert.is(
    renderToStaticMarkup(createElement(Svg)),
    '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" class="art" viewBox="0 0 10 10" fill-rule="evenodd" style="display:block;max-width:100%"><g id="a"><rect width="10" height="10"/></g></svg>',
  );
});

test('props override the file, and title adds an escaped <title>', async () => {
  const Svg = await componentOf(FILE);
  const html = renderToStaticMarkup(createElement(Svg, { className: 'icon', role: 'img', title: 'A < B' }));
  assert.match(html, /^<svg [^>]*class="icon"[^>]*role="img"><title>A &lt; B<\/title><g id="a">/);
  assert.not.match(html, /class="art"/);
});

test('an empty root element draws nothing inside', async () => {
  const Svg = await componentOf('<svg viewBox="0 0 1 1"/>');
  assert.is(renderToStaticMarkup(createElement(Svg)), '<svg viewBox="0 0 1 1"></svg>');
});

test('a file without an <svg> element is an error naming it', () => {
  try {
    svgComponentModule('<html></html>', 'static/img/not.svg');
    assert.unreachable();
  } catch (err) {
    assert.instance(err, BuildError);
    assert.match((err as BuildError).format(), /^static\/img\/not\.svg: this file has no <svg> element/);
  }
});

test.run();
