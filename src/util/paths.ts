import { isAbsolute, relative, resolve, sep } from 'node:path';

/** Forward slashes everywhere: cache keys and route sources must not depend on the OS. */
export function toPosix(p: string): string {
  return sep === '/' ? p : p.split(sep).join('/');
}

export function isInside(parent: string, child: string): boolean {
  const rel = relative(resolve(parent), resolve(child));
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
}

/** Percent-decodes a path, or returns it unchanged when its encoding is invalid (a link to check, not to trust). */
export function decodePath(path: string): string {
  // Nothing to decode without a `%` (the usual path): the link check decodes every output file's.
  if (!path.includes('%')) return path;
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * The output file for a route path: `/docs/intro/` → `docs/intro/index.html`. Returns undefined when the
 * decoded path would escape the output folder, so no content can write outside it.
 */
export function routeToOutputFile(routePath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(routePath);
  } catch {
    return undefined;
  }
  const segments = decoded.split('/').filter((s) => s !== '');
  if (segments.some((s) => s === '..' || s === '.' || s.includes('\\') || s.includes('\0'))) return undefined;
  const last = segments[segments.length - 1];
  if (last && /\.html?$/.test(last) && !decoded.endsWith('/')) return segments.join('/');
  return [...segments, 'index.html'].join('/');
}

/** A plugin-named output file (`blog/rss.xml`) if it stays inside the output folder, else undefined. */
export function safeOutputFile(file: string): string | undefined {
  const segments = file.split('/').filter((s) => s !== '');
  if (!segments.length || segments.some((s) => s === '..' || s === '.' || s.includes('\\') || s.includes('\0'))) return undefined;
  return segments.join('/');
}
