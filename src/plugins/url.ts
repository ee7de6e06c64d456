import { isExternalHref } from '../markdown/links.ts';

/** `01-intro` → `intro`; the number only orders items, Docusaurus-style. */
export function stripNumberPrefix(name: string): string {
  const stripped = name.replace(/^\d+\s*[-_.]\s*/, '');
  return stripped === '' ? name : stripped;
}

export function numberPrefix(name: string): number | undefined {
  const m = /^(\d+)\s*[-_.]\s*./.exec(name);
  return m ? Number(m[1]) : undefined;
}

/** Joins URL segments into `/a/b/` form: one slash between parts, leading and trailing slash. */
export function joinUrl(...parts: (string | undefined)[]): string {
  const segments = parts.flatMap((p) => (p ?? '').split('/')).filter((s) => s !== '');
  return segments.length ? `/${segments.join('/')}/` : '/';
}

/** Encodes each path segment once, so spaces and special characters give valid URLs. */
export function encodePath(path: string): string {
  // Most paths need no encoding; checking first keeps this cheap for 10,000 permalinks.
  if (/^[\w\-./~]*$/.test(path)) return path;
  return path
    .split('/')
    .map((s) => {
      try {
        return encodeURIComponent(decodeURIComponent(s));
      } catch {
        return encodeURIComponent(s);
      }
    })
    .join('/');
}

/**
 * A URL-safe slug from a label, for generated pages such as `/docs/category/getting-started/`. Accents are
 * dropped from Latin letters only (`Café` → `cafe`): elsewhere a combining mark is part of the spelling
 * (ガ, हि, й), so it stays, and the slug is recomposed to NFC, the form a link written by hand uses.
 */
export function slugify(label: string): string {
  return label
    .toLowerCase()
    .normalize('NFKD')
    .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .normalize('NFC');
}

/** A site path (`img/favicon.ico`, `/docs/intro/`) as its URL under the base URL; a URL stays as it is, as with Docusaurus's `useBaseUrl`. */
export function siteUrl(baseUrl: string, path: string): string {
  if (isExternalHref(path)) return path;
  return baseUrl + path.replace(/^\/+/, '');
}
