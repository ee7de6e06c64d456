import { setFlagsFromString } from 'node:v8';

/** Routes a build renders from which the main heap's growth is bounded (see boundHeapGrowth). */
const LARGE_RENDER = 4_000;

/**
 * V8 lets an old generation grow to up to ~4x what survived its last full collection before collecting
 * again. Rendering 11,949 routes, the main thread holds 250-400 MB live while each render's temporaries
 * are promoted, and its heap grew to 650-850 MB (1.1-1.2 GB peak RSS); doubling instead peaks at
 * 0.88-0.92 GB, and growing by half made some builds 10% slower with its extra full collections. A small
 * build keeps V8's own growth: the bound cost a 1k one-doc edit ~30 ms of extra collections.
 * V8 reads the flag at each collection, for every thread of the process; it stays set for the process.
 */
export function boundHeapGrowth(routesToRender: number): void {
  if (routesToRender >= LARGE_RENDER) setFlagsFromString('--heap-growing-percent=100');
}
