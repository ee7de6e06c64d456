/** What a link in content points at; decides how it is rewritten and whether it is checked. */
export type LinkKind = 'external' | 'file' | 'internal' | 'anchor';

const EXTERNAL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/** An address with a scheme (`https:`, `mailto:`) or a protocol-relative `//host`: not a page of this site. */
export function isExternalHref(href: string): boolean {
  return EXTERNAL.test(href);
}

export function classifyHref(href: string): LinkKind {
  if (isExternalHref(href)) return 'external';
  if (href.startsWith('#')) return 'anchor';
  const path = href.split(/[?#]/)[0];
  if (/\.mdx?$/i.test(path) && !path.startsWith('/')) return 'file';
  return 'internal';
}

/** Attributes external links carry: a new tab that cannot reach back to this page. */
export const EXTERNAL_LINK_PROPS = { target: '_blank', rel: 'noopener noreferrer' } as const;
