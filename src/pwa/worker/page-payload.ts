import type { CodeBlockMarkup, RoutePayload } from '../../render/types.ts';
import { decodeAttribute } from '../../util/html-attribute.ts';

/**
 * The start of the inline handoff a page carries (theme/client-handoff.tsx renders it; the tests run
 * this reader over every page of a built site, so a change there shows here).
 */
const HANDOFF_START = '<script id="__lectern" type="application/json">';
const SLOT_ATTRIBUTE = 'data-lectern-slot=';

/** The inner HTML of the `<div>` whose start tag ends at `at`, found by balancing `<div>` tags. */
function divContent(html: string, at: number): string | undefined {
  const tags = /<(\/?)div\b[^>]*>/gi;
  tags.lastIndex = at;
  let depth = 1;
  for (let m = tags.exec(html); m; m = tags.exec(html)) {
    depth += m[1] ? -1 : 1;
    if (depth === 0) return html.slice(at, m.index);
  }
  return undefined;
}

/** A `<CodeBlock>`'s start tag as React writes it (theme/CodeBlock.tsx): its classes, then its key. */
const CODE_BLOCK_TAG = /<div class="([^"]*)" data-code-block="([^"]*)">/g;

/** The page's `<CodeBlock>`s by key, as its route data carries them; undefined when it has none. */
function codeBlocksOf(html: string): Record<string, CodeBlockMarkup> | undefined {
  const blocks: Record<string, CodeBlockMarkup> = {};
  for (const m of html.matchAll(CODE_BLOCK_TAG)) {
    const inner = divContent(html, m.index + m[0].length);
    if (inner !== undefined) blocks[decodeAttribute(m[2])] = [decodeAttribute(m[1]), inner];
  }
  return Object.keys(blocks).length ? blocks : undefined;
}

/**
 * A route's payload rebuilt from its page HTML: the inline handoff, plus each `.md` body the handoff
 * leaves out because the page's DOM holds it. The service worker uses it when a page's HTML is cached
 * but its route data is not (the precache keeps whichever is smaller), so client navigation still works.
 */
export function payloadFromPageHtml(html: string): RoutePayload | undefined {
  const start = html.indexOf(HANDOFF_START);
  if (start < 0) return undefined;
  // The handoff escapes every `<` in its JSON, so the first `</script>` closes it.
  const end = html.indexOf('</script>', start);
  const payload = (JSON.parse(html.slice(start + HANDOFF_START.length, end)) as { payload: RoutePayload }).payload;
  for (const [slot, mod] of Object.entries(payload.modules)) {
    if (mod.kind !== 'html' || mod.html !== undefined) continue;
    const marker = html.indexOf(`${SLOT_ATTRIBUTE}"${slot}"`);
    const body = marker < 0 ? undefined : divContent(html, html.indexOf('>', marker) + 1);
    if (body === undefined) return undefined;
    mod.html = body;
  }
  const codeBlocks = codeBlocksOf(html);
  return codeBlocks ? { ...payload, codeBlocks } : payload;
}
