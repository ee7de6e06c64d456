/** What a link in content points at; decides how it is rewritten and whether it is checked. */
export type LinkKind = 'external' | 'file' | 'internal' | 'anchor';

const EXTERNAL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/** An address with a scheme (`https:`, `mailto:`) or a protocol-relative `//host`: not a page of this site. */
export function isExternalHref(href: string): boolean {
  return EXTERNAL.test(href);
}

/**
 * Docusaurus's way out of the client router: `pathname:///files/manual.pdf` is that path of this site,
 * linked as a plain file (under the base URL).
 */
export const PATHNAME_PREFIX = 'pathname://';

/** The site path a `pathname://` link names: `pathname:///files/a.pdf` is `/files/a.pdf`. */
export function pathnameTarget(href: string): string {
  return `/${href.slice(PATHNAME_PREFIX.length).replace(/^\/+/, '')}`;
}

/** A file name with an extension that is not a page's (`.html`): `./manual.pdf`, `./diagram.png`. */
const FILE_NAME = /[^/]\.(?!html?$)[a-z\d]+$/i;

/**
 * `file`: a relative link to another file of the site (a Markdown page, or any other file, which is
 * published with the page: see content-assets.ts), or a `pathname://` link. The build resolves these.
 */
export function classifyHref(href: string): LinkKind {
  if (href.startsWith(PATHNAME_PREFIX)) return 'file';
  if (isExternalHref(href)) return 'external';
  if (href.startsWith('#')) return 'anchor';
  const path = href.split(/[?#]/)[0];
  return !path.startsWith('/') && FILE_NAME.test(path) ? 'file' : 'internal';
}

/** An image written with a relative path (`./diagram.png`): the build publishes that file with the page. */
export function isRelativeSrc(src: string): boolean {
  return src !== '' && !isExternalHref(src) && !src.startsWith('/') && !src.startsWith('#');
}

/** Attributes external links carry: a new tab that cannot reach back to this page. */
export const EXTERNAL_LINK_PROPS = { target: '_blank', rel: 'noopener noreferrer' } as const;
