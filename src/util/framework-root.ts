import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

let cached: string | undefined;

/** Whether the engine runs from its TypeScript sources (tests) rather than from the bundle in dist/. */
export const FROM_SOURCE = import.meta.url.endsWith('.ts');

/** The Lectern package folder, found from this module whether it runs bundled (dist/) or from source (src/). */
export function frameworkRoot(): string {
  if (cached) return cached;
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg) && (JSON.parse(readFileSync(pkg, 'utf8')) as { name?: string }).name === 'lectern') return (cached = dir);
    const parent = dirname(dir);
    if (parent === dir) throw new Error('Lectern could not find its own package.json');
    dir = parent;
  }
}
