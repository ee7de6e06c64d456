import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { DataMemory } from '../build/data-files.ts';
import { hashBytes, hashParts, hashValue } from '../util/hash.ts';
import { encodeImage, encoderVersion, imageSize } from './encode.ts';
import type { ImageOptions, ImageSize, ProcessedImage } from './types.ts';

/** Bump when this stage's output changes for the same bytes, options and sharp version. */
const IMAGE_PIPELINE = 2;

/** Output folder of the variants; their names are the hash of their own bytes plus the width. */
const VARIANT_DIR = 'assets/img';

/** How many images a build encoded, and how many it took from earlier builds (`site build --json`). */
export interface ImageStats {
  encoded: number;
  reused: number;
}

/**
 * Encoded variants, remembered across builds: their bytes in a folder of the cache (named like their
 * output files), their description in the cache's records, keyed by a hash of the source bytes, the
 * options and sharp's version. So the same image with the same options is encoded once, and a build
 * into an empty output folder copies the stored bytes instead of encoding again.
 */
export class ImageStore {
  readonly stats: ImageStats = { encoded: 0, reused: 0 };
  private readonly version = encoderVersion();
  private readonly optionsHash: string;

  constructor(
    private readonly dir: string,
    private readonly memory: DataMemory,
    private readonly options: ImageOptions,
  ) {
    this.optionsHash = hashValue(options);
  }

  /** Where the bytes of a variant's output file are kept between builds. */
  storedFile(file: string): string {
    return join(this.dir, basename(file));
  }

  /** The variants and placeholder of these bytes, encoded only when no earlier build left them. */
  async processed(bytes: Uint8Array, bytesHash: string): Promise<ProcessedImage> {
    const key = `image-variants:${hashParts([IMAGE_PIPELINE, this.version, this.optionsHash, bytesHash])}`;
    const known = this.memory.get(key);
    if (known !== undefined) {
      const image = JSON.parse(known) as ProcessedImage;
      if (image.variants.every((v) => existsSync(this.storedFile(v.file)))) {
        this.stats.reused++;
        return image;
      }
    }
    const encoded = await encodeImage(bytes, this.options);
    mkdirSync(this.dir, { recursive: true });
    const variants = encoded.variants.map((v) => {
      const hash = hashBytes(v.bytes);
      const file = `${VARIANT_DIR}/${hash.slice(0, 20)}-${v.width}.${v.ext}`;
      // Written whole, then renamed: a killed build never leaves a truncated file a later build would trust.
      const stored = this.storedFile(file);
      writeFileSync(`${stored}.${process.pid}.tmp`, v.bytes);
      renameSync(`${stored}.${process.pid}.tmp`, stored);
      return { width: v.width, height: v.height, file, hash };
    });
    const image: ProcessedImage = { width: encoded.width, height: encoded.height, placeholder: encoded.placeholder, variants };
    this.memory.set(key, JSON.stringify(image));
    this.stats.encoded++;
    return image;
  }

  /** The displayed size of these bytes (watch mode shows originals), read once per content. */
  async size(bytes: Uint8Array, bytesHash: string): Promise<ImageSize> {
    const key = `image-size:${hashParts([IMAGE_PIPELINE, this.version, bytesHash])}`;
    const known = this.memory.get(key);
    if (known !== undefined) return JSON.parse(known) as ImageSize;
    const size = await imageSize(bytes);
    this.memory.set(key, JSON.stringify(size));
    return size;
  }

  /** Drops stored variants this build's images no longer use (the old widths of an edited image). */
  prune(inUse: ReadonlySet<string>): void {
    if (!existsSync(this.dir)) return;
    const keep = new Set([...inUse].map((file) => basename(file)));
    for (const name of readdirSync(this.dir)) if (!keep.has(name)) rmSync(join(this.dir, name), { force: true });
  }
}
