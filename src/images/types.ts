/** The spec's image optimisation settings ("quality 70, max width 1030, min 640, 2 steps"). */
export interface ImageOptions {
  /** Encoder quality, 1–100 (PNG: palette quantisation to this quality). */
  quality: number;
  minWidth: number;
  maxWidth: number;
  /** How many widths from `minWidth` to `maxWidth`, both ends included. */
  steps: number;
}

/** A width and height in pixels, after EXIF orientation. */
export interface ImageSize {
  width: number;
  height: number;
}

/** One encoded width of an image: its output-relative file and the hash of its bytes. */
export interface StoredVariant extends ImageSize {
  file: string;
  hash: string;
}

/** What encoding one source image produced; remembered by a hash of (bytes, options, encoder). */
export interface ProcessedImage extends ImageSize {
  /** A tiny blurred copy as a data URI, shown until the image loads. */
  placeholder: string;
  /** Narrowest first. */
  variants: StoredVariant[];
}

/** One image variant as a page references it. */
export interface ImageVariantUrl {
  width: number;
  url: string;
}

/**
 * An image as a page renders it: the value of the `image:<path>` datum, which travels from the build to
 * the server render and, inline in the route payload, to the client. `width`/`height` are what the
 * `<img>` declares, so the browser reserves the space before any byte of the image arrives.
 */
export interface ImageData extends ImageSize {
  /** The fallback `src`: the widest variant, or the original file when variants are off (watch). */
  src: string;
  /** Empty when variants are off. */
  variants: ImageVariantUrl[];
  placeholder?: string;
}

/** Name of the datum holding one image's `ImageData`; the path is the site path written in MDX (`/img/x.png`). */
export function imageDatumKey(src: string): string {
  return `image:${src}`;
}
