import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Sharp } from 'sharp';
import { PLACEHOLDER_WIDTH, variantWidths } from './options.ts';
import type { ImageOptions, ImageSize } from './types.ts';

/** Formats IdealImage optimises (sharp's name → extension of the variants); each keeps its own format. */
const EXTENSIONS = { jpeg: 'jpg', png: 'png', webp: 'webp' } as const;
type Format = keyof typeof EXTENSIONS;

/** The file is not an image this stage can optimise; the message says why, for the author. */
export class UnsupportedImageError extends Error {}

export interface EncodedVariant extends ImageSize {
  ext: string;
  bytes: Buffer;
}

export interface EncodedImage extends ImageSize {
  placeholder: string;
  variants: EncodedVariant[];
}

type SharpFactory = typeof import('sharp').default;
let sharpModule: Promise<SharpFactory> | undefined;

/** sharp (libvips) takes ~0.2 s to load: only a build that must decode an image pays for it. */
function loadSharp(): Promise<SharpFactory> {
  sharpModule ??= import('sharp').then((m) => m.default);
  return sharpModule;
}

/**
 * sharp's version, read from its package.json without loading the native module. It is part of every
 * cache key: another sharp ships another libvips, which may encode other bytes.
 */
export function encoderVersion(): string {
  const entry = createRequire(import.meta.url).resolve('sharp');
  return (JSON.parse(readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8')) as { version: string }).version;
}

interface Probe extends ImageSize {
  format: Format;
}

async function probe(bytes: Uint8Array): Promise<Probe> {
  const sharp = await loadSharp();
  let meta;
  try {
    meta = await sharp(bytes).metadata();
  } catch (err) {
    throw new UnsupportedImageError(`it is not an image file sharp can read (${(err as Error).message})`);
  }
  if (!(meta.format in EXTENSIONS)) throw new UnsupportedImageError(`its format is ${meta.format}`);
  // Resizing keeps one frame: an animation would silently become a still.
  if ((meta.pages ?? 1) > 1) throw new UnsupportedImageError('it is animated');
  return { format: meta.format as Format, width: meta.autoOrient.width, height: meta.autoOrient.height };
}

/** The displayed size of an image (EXIF orientation applied), checking it is a format the build could optimise. */
export async function imageSize(bytes: Uint8Array): Promise<ImageSize> {
  const { width, height } = await probe(bytes);
  return { width, height };
}

function encodeAs(image: Sharp, format: Format, quality: number): Sharp {
  switch (format) {
    case 'jpeg':
      return image.jpeg({ quality });
    // For PNG, sharp's quality means palette quantisation: still a PNG, several times smaller. Effort 4,
    // not the default 7: a noisy 1030 px photo took 4.6 s at 7 and 0.7 s at 4 for the same size.
    case 'png':
      return image.png({ quality, effort: 4 });
    case 'webp':
      return image.webp({ quality });
  }
}

/** Every variant width of an image, in its own format, and its placeholder. Metadata (EXIF, profiles) is dropped. */
export async function encodeImage(bytes: Uint8Array, options: ImageOptions): Promise<EncodedImage> {
  const { format, width, height } = await probe(bytes);
  const sharp = await loadSharp();
  const source = () => sharp(bytes, { autoOrient: true });
  const variants = await Promise.all(
    variantWidths(width, options).map(async (w): Promise<EncodedVariant> => {
      const { data, info } = await encodeAs(source().resize({ width: w }), format, options.quality).toBuffer({ resolveWithObject: true });
      return { width: info.width, height: info.height, ext: EXTENSIONS[format], bytes: data };
    }),
  );
  const tiny = await source().resize({ width: PLACEHOLDER_WIDTH, withoutEnlargement: true }).webp({ quality: 50 }).toBuffer();
  return { width, height, placeholder: `data:image/webp;base64,${tiny.toString('base64')}`, variants };
}
