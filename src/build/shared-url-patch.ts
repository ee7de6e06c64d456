import { clientJson } from '../render/client-files.ts';

/** One shared datum whose file a route names: its key, and its address before and now. */
export interface SharedUrlChange {
  key: string;
  from: string;
  to: string;
}

/** A route's page and payload as they are in the output folder. */
export interface RouteTexts {
  html: string;
  json: string;
}

function count(text: string, part: string): number {
  return text.split(part).length - 1;
}

/**
 * A route whose render saw the same values but names a new file of a shared datum (a sidebar one of
 * whose closed categories changed) gets its texts rewritten instead of rendered again: the address
 * appears in exactly two forms, the payload entry `"key":"url"` (page and payload file) and the page's
 * preload `href="url"`. Quotes in page text are escaped, so content can hold such a form only as a link
 * to that very data file; then a form appears twice. Whenever the texts do not hold each form exactly
 * once, the answer is undefined and the route is rendered instead.
 */
export function patchSharedUrls(texts: RouteTexts, changes: readonly SharedUrlChange[], otherUrls: readonly string[]): RouteTexts | undefined {
  const froms = changes.map((c) => c.from);
  if (new Set(froms).size !== froms.length || froms.some((u) => otherUrls.includes(u) || changes.some((c) => c.to === u))) return undefined;
  let { html, json } = texts;
  for (const { key, from, to } of changes) {
    const entry = (url: string) => clientJson({ [key]: url }).slice(1, -1);
    const href = (url: string) => `href="${url}"`;
    if (count(html, entry(from)) !== 1 || count(json, entry(from)) !== 1 || count(html, href(from)) !== 1) return undefined;
    html = html.replace(entry(from), () => entry(to)).replace(href(from), () => href(to));
    json = json.replace(entry(from), () => entry(to));
  }
  return { html, json };
}
