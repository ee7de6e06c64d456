import { isAbsolute, relative } from 'node:path';
import { toPosix } from '../../util/paths.ts';

/**
 * A file or folder path as Lectern's schema wants it, relative to the site without a leading `./`.
 * Docusaurus configs also write absolute ones (`path.resolve(__dirname, 'docs')`); one outside the site
 * becomes a `..` path, which the schema then rejects by name.
 */
export function sitePath(root: string, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  return toPosix(isAbsolute(value) ? relative(root, value) : value).replace(/^(?:\.\/)+/, '');
}

/** A URL segment as Lectern's schema wants it: Docusaurus writes `/docs/` or `/` where Lectern writes `docs` or ''. */
export function routeBase(value: unknown): unknown {
  return typeof value === 'string' ? value.replace(/^\/+|\/+$/g, '') : value;
}
