import type { BlogEditUrl, DocsEditUrl } from '../config/define.ts';
import { BuildError } from '../util/errors.ts';

/** A content file as an edit link is made from it: its folder in the site, its path in that folder, and its page's URL. */
export interface EditSource {
  /** The content folder, relative to the site (`docs`, `versioned_docs/version-2.1`, `blog`). */
  dir: string;
  /** The file, relative to `dir`. */
  path: string;
  /** The page's URL, base URL included. */
  permalink: string;
  locale: string;
}

/** The string form, as Docusaurus reads it: the base URL, the content folder and the file, joined by single slashes. */
function joined(base: string, { dir, path }: EditSource): string {
  return [base.replace(/\/+$/, ''), ...[dir, path].map((p) => p.replace(/^\/+|\/+$/g, '')).filter(Boolean)].join('/');
}

/** A function form's answer; one that throws names the page it was asked about. */
function called<P>(fn: (params: P) => string | undefined, params: P, source: EditSource): string | undefined {
  try {
    return fn(params) || undefined;
  } catch (err) {
    throw new BuildError(`editUrl failed for ${source.dir}/${source.path}: ${(err as Error).message}`, { file: `${source.dir}/${source.path}` }, 'fix the editUrl function in the config');
  }
}

/** A doc's "Edit this page" link, or undefined when the docs have no `editUrl` (or its function returns none). */
export function docEditUrl(editUrl: DocsEditUrl | undefined, version: string, source: EditSource): string | undefined {
  if (editUrl === undefined) return undefined;
  if (typeof editUrl === 'string') return joined(editUrl, source);
  return called(editUrl, { version, versionDocsDirPath: source.dir, docPath: source.path, permalink: source.permalink, locale: source.locale }, source);
}

/** A blog post's "Edit this page" link, or undefined when the blog has no `editUrl` (or its function returns none). */
export function blogEditUrl(editUrl: BlogEditUrl | undefined, source: EditSource): string | undefined {
  if (editUrl === undefined) return undefined;
  if (typeof editUrl === 'string') return joined(editUrl, source);
  return called(editUrl, { blogDirPath: source.dir, blogPath: source.path, permalink: source.permalink, locale: source.locale }, source);
}
