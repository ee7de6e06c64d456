import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import pLimit from 'p-limit';
import type { DataMemory } from '../build/data-files.ts';
import type { SiteConfig } from '../config/types.ts';
import type { Route } from '../plugins/types.ts';
import type { InputFile } from '../scan/scan.ts';
import { BuildError, BuildErrors } from '../util/errors.ts';
import { hashBytes } from '../util/hash.ts';
import { UnsupportedImageError } from './encode.ts';
import { IMAGE_OPTIONS } from './options.ts';
import { ImageStore, type ImageStats } from './store.ts';
import { imageDatumKey, type ImageData } from './types.ts';
import { byCodeUnit } from '../util/order.ts';

/** Where encoded variants are kept between builds, beside the cache database. */
const STORE_DIR = '.lectern/images';

export interface ImageStageInputs {
  root: string;
  config: SiteConfig;
  inputs: ReadonlyMap<string, InputFile>;
  routes: readonly Route[];
  /** The `IdealImage` paths a content file shows (ModuleFacts.images). */
  images(source: string): readonly string[];
  /** Watch mode: pages show the original files at their intrinsic size, with no variants. */
  dev: boolean;
  memory: DataMemory;
}

/** A variant the build publishes: its output file, the hash of its bytes and where those bytes are stored. */
export interface ImageFile {
  file: string;
  hash: string;
  from: string;
}

export interface ImageStageOutput {
  /** The routes, each also reading the `image:<path>` datum of every image its modules show. */
  routes: Route[];
  data: Record<string, ImageData>;
  files: ImageFile[];
  /** Absent when no page shows an image. */
  stats?: ImageStats;
}

/**
 * The image stage. MDX compilation records the literal `img` paths passed to `@theme/IdealImage`
 * (`ModuleFacts.images`); here each becomes one datum, computed from the bytes read now, and each route
 * reads the data of its own images. A route's fingerprint covers the hash of every datum it reads, so
 * an edited image re-renders exactly the pages showing it, and nothing else.
 */
export async function prepareImages(p: ImageStageInputs): Promise<ImageStageOutput> {
  // The first page (by path) showing each image names the file in an error message. An excerpt module
  // counts every image of its file: a list page may read one it does not show, never miss one.
  const shownBy = new Map<string, string>();
  const routes = p.routes.map((route) => {
    const srcs = new Set<string>();
    for (const m of route.modules) {
      for (const src of p.images(m.source)) {
        srcs.add(src);
        const first = shownBy.get(src);
        if (first === undefined || m.source < first) shownBy.set(src, m.source);
      }
    }
    return srcs.size ? { ...route, data: [...route.data, ...[...srcs].sort().map(imageDatumKey)] } : route;
  });
  if (!shownBy.size) return { routes, data: {}, files: [] };

  const store = new ImageStore(join(p.root, STORE_DIR), p.memory, IMAGE_OPTIONS);
  // Decoded images are large: a few at a time, each using libvips' own threads.
  const limit = pLimit(Math.max(2, availableParallelism()));
  const errors: BuildError[] = [];
  const results = await Promise.all(
    [...shownBy].sort(([a], [b]) => byCodeUnit(a, b)).map(([src, page]) =>
      limit(async () => {
        try {
          return [src, await oneImage(src, page, store, p)] as const;
        } catch (err) {
          if (err instanceof UnsupportedImageError) errors.push(new BuildError(`IdealImage cannot optimise "${src}": ${err.message}`, { file: page }, 'use a PNG, JPEG or WebP image here, or show this one with a plain Markdown image'));
          else if (err instanceof BuildError) errors.push(err);
          else throw err;
          return undefined;
        }
      }),
    ),
  );
  if (errors.length) throw errors.length === 1 ? errors[0] : new BuildErrors(errors);
  const data: Record<string, ImageData> = {};
  const files: ImageFile[] = [];
  for (const [src, image] of results.filter((r) => r !== undefined)) {
    data[imageDatumKey(src)] = image.data;
    files.push(...image.files);
  }
  if (!p.dev) store.prune(new Set(files.map((f) => f.file)));
  return { routes, data, files, stats: store.stats };
}

/** The static input a site path names (`/img/x.png` → `static/img/x.png`), or a BuildError saying what to do. */
function staticInput(src: string, page: string, p: ImageStageInputs): string {
  if (!src.startsWith('/') || src.startsWith('//')) {
    throw new BuildError(`IdealImage img="${src}" is not a path on this site`, { file: page }, `put the image under ${p.config.staticDirectories[0] ?? 'static'}/ and write its path from there, such as img="/img/diagram.png"`);
  }
  const found = p.config.staticDirectories.map((dir) => dir + src).find((path) => p.inputs.has(path));
  if (!found) {
    const dirs = p.config.staticDirectories.join(', ') || 'none configured';
    throw new BuildError(`IdealImage image "${src}" does not exist`, { file: page }, `add the file as ${p.config.staticDirectories[0] ?? 'static'}${src}, or fix the path (it is looked up in the static folders: ${dirs})`);
  }
  return found;
}

async function oneImage(src: string, page: string, store: ImageStore, p: ImageStageInputs): Promise<{ data: ImageData; files: ImageFile[] }> {
  // Keyed by the bytes read here, not the scan's hash: the datum describes exactly what was encoded.
  const bytes = readFileSync(join(p.root, staticInput(src, page, p)));
  const hash = hashBytes(bytes);
  const base = p.config.baseUrl;
  if (p.dev) return { data: { src: base.replace(/\/$/, '') + src, ...(await store.size(bytes, hash)), variants: [] }, files: [] };
  const image = await store.processed(bytes, hash);
  const widest = image.variants[image.variants.length - 1];
  return {
    data: { src: base + widest.file, width: widest.width, height: widest.height, variants: image.variants.map((v) => ({ width: v.width, url: base + v.file })), placeholder: image.placeholder },
    files: image.variants.map((v) => ({ file: v.file, hash: v.hash, from: store.storedFile(v.file) })),
  };
}
