import type { HeadTag } from '../define.ts';
import { isRaw, type TranslationLog } from './carry.ts';

/** A URL of KaTeX's own stylesheet, as its documentation and Docusaurus's have sites link it. */
const KATEX_CSS = /\/katex(@[^/]*)?\/dist\/katex(\.min)?\.css$/;

/**
 * Docusaurus's `headTags`, `stylesheets` and `scripts` as Lectern's `headTags`, in that order: a string
 * entry of `scripts` is a script's `src`, of `stylesheets` a stylesheet's `href`; an object entry's keys
 * are the element's attributes. Values are carried as written for the schema to judge. KaTeX's stylesheet
 * from a CDN (Docusaurus's math setup) is left out: Lectern publishes its own copy with the site, so
 * pages with math read offline too.
 */
export function translateHeadTags(raw: { headTags?: unknown; stylesheets?: unknown; scripts?: unknown }, log: TranslationLog): HeadTag[] | undefined {
  const tags: unknown[] = [];
  const list = (key: keyof typeof raw, entry: (item: unknown) => unknown) => {
    const value = raw[key];
    if (value === undefined) return;
    log.apply(key);
    for (const item of Array.isArray(value) ? value : [value]) {
      const tag = entry(item);
      if (tag !== undefined) tags.push(tag);
    }
  };
  list('headTags', (item) => item);
  list('stylesheets', (item) => {
    const attributes: Record<string, unknown> = { rel: 'stylesheet', ...(isRaw(item) ? item : { href: item }) };
    if (!KATEX_CSS.test(String(attributes.href ?? ''))) return { tagName: 'link', attributes };
    log.ignore(`stylesheets: ${String(attributes.href)} (Lectern publishes KaTeX's stylesheet itself)`);
    return undefined;
  });
  list('scripts', (item) => ({ tagName: 'script', attributes: isRaw(item) ? item : { src: item } }));
  return tags.length ? (tags as HeadTag[]) : undefined;
}
