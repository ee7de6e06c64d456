import type { Cache } from '../cache/cache.ts';
import { decodePath } from '../util/paths.ts';
import { findBroken, type BrokenLink, type PageLinks } from './link-check.ts';

export interface SiteLinkInputs {
  cache: Cache;
  outDir: string;
  /** Every route path of this build. */
  paths: readonly string[];
  /** Route paths of the build before; empty when there is none to compare with. */
  previousPaths: ReadonlySet<string>;
  /** Links and anchors of the pages rendered by this build. */
  rendered: ReadonlyMap<string, PageLinks>;
  outputs: ReadonlyMap<string, string>;
  previousOutputs: ReadonlyMap<string, string>;
  baseUrl: string;
}

export interface SiteLinkResult {
  /** Pages checked by this build and what they found (empty lists included). */
  checked: Map<string, BrokenLink[]>;
  /** Every page with broken links, checked now or found by an earlier build. */
  broken: Map<string, BrokenLink[]>;
}

function sameList(a: readonly string[] | undefined, b: readonly string[]): boolean {
  return a !== undefined && a.length === b.length && a.every((x, i) => x === b[i]);
}

function sameKeys(a: ReadonlyMap<string, unknown> | ReadonlySet<string>, b: ReadonlyMap<string, unknown> | ReadonlySet<string>): boolean {
  if (a.size !== b.size) return false;
  for (const k of a.keys()) if (!b.has(k)) return false;
  return true;
}

/**
 * Checks the site's internal links. When no page or file appeared or vanished and no re-rendered page
 * changed its anchors, only the re-rendered pages can have changed verdicts: they alone are checked,
 * and the other pages keep the results stored by earlier builds. Otherwise every page is checked
 * against link data from the cache (no unchanged HTML is parsed again).
 */
export function checkSiteLinks(i: SiteLinkInputs): SiteLinkResult {
  const { cache, outDir, rendered } = i;
  const paths = new Set(i.paths);
  const partial =
    rendered.size < paths.size &&
    sameKeys(paths, i.previousPaths) &&
    sameKeys(i.outputs, i.previousOutputs) &&
    [...rendered].every(([path, links]) => sameList(cache.anchorsOf(outDir, path), links.anchors));
  const pages = new Map(rendered);
  if (!partial && rendered.size < paths.size) {
    for (const [path, links] of cache.pageLinks(outDir)) if (paths.has(path) && !pages.has(path)) pages.set(path, links);
    for (const path of paths) if (!pages.has(path)) throw new Error(`Invariant failed: no link data for ${path}`);
  }
  const byDecoded = new Map([...paths].map((p) => [decodePath(p), p]));
  const anchorsOf = (decoded: string) => {
    const path = byDecoded.get(decoded);
    return path === undefined ? undefined : (pages.get(path)?.anchors ?? cache.anchorsOf(outDir, path) ?? []);
  };
  const files = new Set([...i.outputs.keys()].map(decodePath));
  const checked = findBroken(partial ? rendered : pages, { anchorsOf, files }, i.baseUrl);
  const broken = new Map<string, BrokenLink[]>();
  if (partial) for (const [path, list] of cache.brokenLinks(outDir)) if (!checked.has(path)) broken.set(path, list);
  for (const [path, list] of checked) if (list.length) broken.set(path, list);
  return { checked, broken };
}
