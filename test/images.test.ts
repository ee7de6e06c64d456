/**
 * Ideal images: variant widths and quality, the IdealImage markup, the variant cache, watch mode and
 * the errors for bad images. Builds copies of test/fixtures/images-site (under test/.tmp/).
 */
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import sharp from 'sharp';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { build } from '../src/build/build.ts';
import { encodeImage } from '../src/images/encode.ts';
import { IMAGE_OPTIONS, variantWidths } from '../src/images/options.ts';
import { imageDatumKey, type ImageData } from '../src/images/types.ts';
import { compileSource } from '../src/markdown/compile.ts';
import { BuildError, BuildErrors } from '../src/util/errors.ts';
import { hashBytes } from '../src/util/hash.ts';
import IdealImage, { type IdealImageObject } from '../theme/IdealImage.tsx';
import { PageContext, type PageContextValue } from '../theme/context.ts';
import { assertSameTree, changedFiles, editFile, fixtureCopies, page, snapshot } from './helpers/tree.ts';

const FIXTURE = fileURLToPath(new URL('./fixtures/images-site/', import.meta.url));
const sites = fixtureCopies(FIXTURE, 'images');
const fixtureImage = (name: string) => readFileSync(join(FIXTURE, 'static/img', name));

/** The `<img>` tags of a built page. */
function imgTags(root: string, file: string): string[] {
  return page(root, file).match(/<img [^>]*>/g) ?? [];
}

function attr(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
}

function payloadImage(root: string, routeJson: string, src: string): ImageData | undefined {
  const payload = JSON.parse(page(root, routeJson)) as { data: Record<string, unknown> };
  return payload.data[imageDatumKey(src)] as ImageData | undefined;
}

async function buildError(root: string): Promise<BuildError> {
  try {
    await build({ root });
  } catch (err) {
    if (err instanceof BuildError) return err;
    if (err instanceof BuildErrors) return err.errors[0];
    throw err;
  }
  throw new Error('the build should have failed');
}

test('widths: 640 to 1030 in 2 steps, never wider than the original', () => {
  assert.equal(IMAGE_OPTIONS, { quality: 70, minWidth: 640, maxWidth: 1030, steps: 2 });
  assert.equal(variantWidths(2400, IMAGE_OPTIONS), [640, 1030]);
  assert.equal(variantWidths(1030, IMAGE_OPTIONS), [640, 1030]);
  assert.equal(variantWidths(800, IMAGE_OPTIONS), [640, 800]);
  assert.equal(variantWidths(640, IMAGE_OPTIONS), [640]);
  assert.equal(variantWidths(300, IMAGE_OPTIONS), [300]);
  assert.equal(variantWidths(2000, { quality: 70, minWidth: 400, maxWidth: 1000, steps: 4 }), [400, 600, 800, 1000]);
});

test('encoding: each width in the source format at quality 70, with a tiny placeholder', async () => {
  const jpeg = fixtureImage('narrow.jpg');
  const out = await encodeImage(jpeg, IMAGE_OPTIONS);
  assert.equal([out.width, out.height], [800, 400]);
  assert.equal(out.variants.map((v) => [v.width, v.height, v.ext]), [[640, 320, 'jpg'], [800, 400, 'jpg']]);
  const at = (quality: number) => sharp(jpeg, { autoOrient: true }).resize({ width: 640 }).jpeg({ quality }).toBuffer();
  assert.ok(out.variants[0].bytes.equals(await at(70)), 'the 640 px variant is exactly sharp at quality 70');
  assert.not.ok(out.variants[0].bytes.equals(await at(90)));
  const png = await encodeImage(fixtureImage('wide.png'), IMAGE_OPTIONS);
  assert.equal(png.variants.map((v) => [v.width, v.height, v.ext]), [[640, 320, 'png'], [1030, 515, 'png']]);
  assert.match(png.placeholder, /^data:image\/webp;base64,/);
  assert.ok(png.placeholder.length < 400, `placeholder is ${png.placeholder.length} bytes`);
  const again = await encodeImage(fixtureImage('wide.png'), IMAGE_OPTIONS);
  assert.ok(again.variants.every((v, i) => v.bytes.equals(png.variants[i].bytes)), 'encoding is deterministic');
});

test('compile: the literal img paths of IdealImage elements, whatever the local name', async () => {
  const mdx = `import Picture from '@theme/IdealImage';\nimport Tabs from '@theme/Tabs';\n\n<Picture img="/img/a.png" alt="a" />\n\nText <Picture img="/img/b.png" alt="b" /> inline.\n\n<Picture img="/img/a.png" alt="again" />\n\n<Tabs img="/img/not-an-image-prop.png" />\n\n<Picture img={{ src: { src: '/x.png', images: [] } }} alt="object" />\n`;
  const doc = await compileSource(mdx, '.mdx', { additionalLanguages: [], format: 'detect', math: false, mermaid: false, onUnknownLanguage: 'throw' }, 'docs/x.mdx');
  assert.equal(doc.meta.images, ['/img/a.png', '/img/b.png']);
  const md = await compileSource('<IdealImage img="/img/a.png" />\n', '.md', { additionalLanguages: [], format: 'detect', math: false, mermaid: false, onUnknownLanguage: 'throw' }, 'docs/x.md');
  assert.equal(md.meta.images, []);
});

test('a page shows each image with srcset, sizes, width/height, lazy loading and a placeholder', async () => {
  const root = sites.copy('markup');
  const report = await build({ root });
  assert.equal(report.images, { encoded: 3, reused: 0 });
  const [wide, narrow] = imgTags(root, 'docs/pictures/index.html');
  assert.ok(wide && narrow, 'two images on the page');
  const variant = (width: number, ext: string) => new RegExp(`^/assets/img/[0-9a-f]{20}-${width}\\.${ext}$`);
  assert.match(attr(wide, 'src')!, variant(1030, 'png'));
  const srcset = attr(wide, 'srcSet')!.split(', ').map((s) => s.split(' '));
  assert.equal(srcset.map(([, w]) => w), ['640w', '1030w']);
  assert.match(srcset[0][0], variant(640, 'png'));
  assert.is(srcset[1][0], attr(wide, 'src'));
  assert.is(attr(wide, 'sizes'), '(max-width: 1030px) 100vw, 1030px');
  assert.equal([attr(wide, 'width'), attr(wide, 'height')], ['1030', '515']);
  assert.equal([attr(wide, 'loading'), attr(wide, 'decoding'), attr(wide, 'alt')], ['lazy', 'async', 'A wide gradient']);
  assert.match(attr(wide, 'style')!, /^background-image:url\(&quot;data:image\/webp;base64,/);
  assert.equal(attr(narrow, 'srcSet')!.split(', ').map((s) => s.split(' ')[1]), ['640w', '800w'], 'never upscaled');
  assert.equal([attr(narrow, 'width'), attr(narrow, 'height')], ['800', '400']);
  // Each variant is published under the hash of its own bytes.
  for (const tag of [wide, narrow]) {
    for (const [url] of attr(tag, 'srcSet')!.split(', ').map((s) => s.split(' '))) {
      const bytes = readFileSync(join(root, 'build', url));
      assert.is(url.split('/').pop()!.slice(0, 20), hashBytes(bytes).slice(0, 20));
    }
  }
  const [small] = imgTags(root, 'docs/small/index.html');
  assert.is(attr(small, 'class'), 'ideal-image framed');
  assert.equal([attr(small, 'srcSet'), attr(small, 'width')], [`${attr(small, 'src')} 300w`, '300']);
  // The client gets the same data inline in the route payload; a page without images reads none.
  assert.is(payloadImage(root, 'docs/pictures/__route.json', '/img/wide.png')?.src, attr(wide, 'src'));
  assert.not.match(page(root, 'docs/intro/__route.json'), /image:/);
  sites.cleanup();
});

test('cache: a rebuild reuses variants; an image edit re-renders only the pages showing it', async () => {
  const root = sites.copy('cache');
  await build({ root });
  const first = snapshot(root);
  const stored = readdirSync(join(root, '.lectern/images')).sort();
  const storedBytes = stored.map((f) => readFileSync(join(root, '.lectern/images', f)));

  editFile(root, 'docs/pictures.mdx', (t) => t + '\nOne more paragraph.\n');
  const body = await build({ root });
  assert.equal(body.images, { encoded: 0, reused: 3 }, 'a body edit encodes nothing');
  assert.equal(changedFiles(first, snapshot(root)).filter((f) => f.startsWith('assets/img/')), []);
  assert.equal(readdirSync(join(root, '.lectern/images')).sort(), stored);

  // A build into an empty folder copies the stored variants: still no encoding, same bytes.
  const other = await build({ root, outDir: join(root, 'elsewhere') });
  assert.equal(other.images, { encoded: 0, reused: 3 });
  for (const [i, name] of stored.entries()) assert.ok(readFileSync(join(root, 'elsewhere/assets/img', name)).equals(storedBytes[i]));

  const before = snapshot(root);
  await sharp({ create: { width: 1400, height: 700, channels: 3, background: '#336699' } }).png().toFile(join(root, 'static/img/wide.png'));
  const edit = await build({ root });
  assert.equal(edit.images, { encoded: 1, reused: 2 });
  const changed = changedFiles(before, snapshot(root));
  const pages = changed.filter((f) => f.endsWith('.html'));
  assert.equal(pages, ['docs/pictures/index.html', 'docs/small/index.html']);
  assert.equal(changed.filter((f) => f.startsWith('assets/img/')).length, 4, 'two new variants, two old ones deleted');
  assert.equal(changed.filter((f) => !f.endsWith('.html') && !f.startsWith('assets/img/') && !f.endsWith('__route.json')), ['img/wide.png'], 'and the static copy of the original');
  assert.is(readdirSync(join(root, '.lectern/images')).length, stored.length, 'the old widths were dropped from the store');

  const clean = sites.copy('cache-clean', root);
  await build({ root: clean, clean: true });
  assertSameTree(snapshot(root), snapshot(clean), 'incremental after an image edit vs clean');
  sites.cleanup();
});

test('watch mode: the original file at its own size, no variants', async () => {
  const root = sites.copy('dev');
  const report = await build({ root, dev: true });
  assert.equal(report.images, { encoded: 0, reused: 0 });
  const [wide, narrow] = imgTags(root, 'docs/pictures/index.html');
  assert.equal([attr(wide, 'src'), attr(wide, 'width'), attr(wide, 'height')], ['/img/wide.png', '1200', '600']);
  assert.equal([attr(narrow, 'src'), attr(narrow, 'width'), attr(narrow, 'height')], ['/img/narrow.jpg', '800', '400']);
  for (const name of ['srcSet', 'sizes', 'style']) assert.is(attr(wide, name), undefined, name);
  assert.is(attr(wide, 'loading'), 'lazy');
  assert.not.ok(existsSync(join(root, 'build/assets/img')));
  assert.not.ok(existsSync(join(root, '.lectern/images')));
  sites.cleanup();
});

test('errors: a missing file, an unreadable one, another format and a relative path name the page', async () => {
  const root = sites.copy('errors');
  const use = (src: string) => writeFileSync(join(root, 'docs/pictures.mdx'), `import IdealImage from '@theme/IdealImage';\n\n<IdealImage img="${src}" alt="x" />\n`);
  const cases: [string, RegExp, RegExp][] = [
    ['/img/missing.png', /^IdealImage image "\/img\/missing\.png" does not exist$/, /add the file as static\/img\/missing\.png/],
    ['/img/broken.png', /^IdealImage cannot optimise "\/img\/broken\.png": it is not an image file sharp can read/, /PNG, JPEG or WebP/],
    ['/img/icon.svg', /^IdealImage cannot optimise "\/img\/icon\.svg": its format is svg$/, /plain Markdown image/],
    ['./local.png', /^IdealImage img="\.\/local\.png" is not a path on this site$/, /put the image under static\/ .*img="\/img\/diagram\.png"/],
  ];
  for (const [src, message, hint] of cases) {
    use(src);
    const err = await buildError(root);
    assert.is(err.location?.file, 'docs/pictures.mdx', src);
    assert.match(err.message, message);
    assert.match(err.hint ?? '', hint);
  }
  sites.cleanup();
});

test('the component takes the Docusaurus image object as it is', () => {
  const img: IdealImageObject = {
    preSrc: 'data:image/png;base64,AAAA',
    src: { src: '/x-800.png', images: [{ path: '/x-400.png', width: 400, height: 200 }, { path: '/x-800.png', width: 800, height: 400 }] },
  };
  const value = { route: { path: '/', layout: 'DocPage', props: {}, data: [] }, data: {}, modules: {}, components: {}, pages: {}, Layout: () => null } as unknown as PageContextValue;
  const html = renderToString(createElement(PageContext.Provider, { value }, createElement(IdealImage, { img, alt: 'x' })));
  assert.match(html, /src="\/x-800\.png"/);
  assert.match(html, /srcSet="\/x-400\.png 400w, \/x-800\.png 800w"/);
  assert.match(html, /width="800" height="400"/);
  assert.match(html, /background-image:url\(&quot;data:image\/png;base64,AAAA&quot;\)/);
  assert.throws(() => renderToString(createElement(PageContext.Provider, { value }, createElement(IdealImage, { img: '/img/unseen.png', alt: 'x' }))), /the build made nothing for img="\/img\/unseen\.png"/);
});

test.after(() => sites.cleanup());

test.run();
