import type { ImageOptions } from './types.ts';

/** Spec section 9: quality 70, widths from 640 to 1030 in 2 steps. */
export const IMAGE_OPTIONS: ImageOptions = { quality: 70, minWidth: 640, maxWidth: 1030, steps: 2 };

/** Width of the blurred placeholder; a few hundred bytes inline in the page. */
export const PLACEHOLDER_WIDTH = 16;

/**
 * The widths to encode for an image `original` pixels wide: `steps` widths spread evenly from the
 * minimum to the maximum, each capped at the original (never upscaled), duplicates dropped.
 */
export function variantWidths(original: number, options: ImageOptions): number[] {
  const step = (options.maxWidth - options.minWidth) / Math.max(1, options.steps - 1);
  const widths = Array.from({ length: options.steps }, (_, i) => Math.min(original, Math.round(options.minWidth + step * i)));
  return [...new Set(widths)];
}
