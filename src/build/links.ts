import { posix } from 'node:path';
import { FILE_LINK_PREFIX } from '../markdown/types.ts';

/** The site file a relative href names (decoded, normalised) and the `#fragment` it carries; undefined if it cannot be decoded. */
export function hrefTarget(fromSource: string, href: string): { path: string; hash: string } | undefined {
  const hashAt = href.indexOf('#');
  const pathPart = (hashAt < 0 ? href : href.slice(0, hashAt)).split('?')[0];
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathPart);
  } catch {
    return undefined;
  }
  return { path: posix.normalize(posix.join(posix.dirname(fromSource), decoded)), hash: hashAt < 0 ? '' : href.slice(hashAt) };
}

/** Resolves `./other.md#x` relative to the file that wrote it; undefined when no page comes from that file. */
export function resolveFileLink(fromSource: string, href: string, permalinks: ReadonlyMap<string, string>): string | undefined {
  const target = hrefTarget(fromSource, href);
  const permalink = target && permalinks.get(target.path);
  return permalink === undefined ? undefined : permalink + target!.hash;
}

/**
 * Puts resolved URLs where the compiler left placeholders. URLs are made safe for both places a
 * placeholder can sit (an HTML attribute and a JS string literal) by percent-encoding quotes and the like.
 */
export function fillFileLinks(code: string, urls: readonly string[]): string {
  if (!urls.length) return code;
  return code.replace(new RegExp(`${FILE_LINK_PREFIX}(\\d+)`, 'g'), (all, n: string) => {
    const url = urls[Number(n)];
    return url === undefined ? all : url.replace(/["'\\<>&\s`]/g, (c) => encodeURIComponent(c));
  });
}
