import { cpSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Every file under `dir` as relative path → bytes, for byte-for-byte comparisons of output trees. */
export function readTree(dir: string): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  if (!existsSync(dir)) return out;
  const walk = (d: string) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const full = join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else out.set(relative(dir, full), readFileSync(full));
    }
  };
  walk(dir);
  return out;
}

/** Describes how two trees differ (first few paths), or returns undefined when they are identical. */
export function diffTrees(a: Map<string, Buffer>, b: Map<string, Buffer>): string | undefined {
  const problems: string[] = [];
  for (const [path, bytes] of a) {
    const other = b.get(path);
    if (!other) problems.push(`only in first: ${path}`);
    else if (!bytes.equals(other)) problems.push(`differs: ${path}`);
  }
  for (const path of b.keys()) if (!a.has(path)) problems.push(`only in second: ${path}`);
  return problems.length ? problems.slice(0, 10).join('\n') : undefined;
}

/** Copies a site's sources (not its output or cache) to another folder. */
export function copySources(from: string, to: string): void {
  cpSync(from, to, { recursive: true, filter: (src) => !/\/(build|\.lectern)(\/|$)/.test(src.slice(from.length)) });
}
