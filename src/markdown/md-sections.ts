import { Parser } from 'htmlparser2';
import type { MarkdownIt, Token } from 'markdown-it';
import { SectionReader } from '../search/section-reader.ts';
import type { BodySection } from '../search/types.ts';

/**
 * Token types whose HTML comes straight from their tag: the reader gets their element events without
 * the HTML being written and parsed again. Every other token with a render rule (admonitions, footnotes,
 * math, a plugin's) is rendered by that rule and its HTML parsed, so nothing reads differently.
 */
const TAG_TOKENS = new Set([
  'paragraph_open', 'paragraph_close', 'heading_open', 'blockquote_open', 'blockquote_close',
  'bullet_list_open', 'bullet_list_close', 'ordered_list_open', 'ordered_list_close', 'list_item_open', 'list_item_close',
  'table_open', 'table_close', 'thead_open', 'thead_close', 'tbody_open', 'tbody_close', 'tr_open', 'tr_close',
  'th_open', 'th_close', 'td_open', 'td_close', 'em_open', 'em_close', 'strong_open', 'strong_close',
  'link_open', 'link_close', 'hr',
]);

/** A code block's listing: nothing in it is prose (sections.ts skips `pre`), so it is cut before parsing. */
const LISTING = /<pre\b[^>]*>[\s\S]*?<\/pre>/g;

/**
 * A Markdown body's sections, read from markdown-it's tokens as search reads the body's HTML (a `.md`
 * page's article is exactly that HTML): the same reader gets the same element events, most of them from
 * the tokens themselves. Parsing the rendered article instead was a third of a page's render time.
 * `fenceHtml` gives a code block's HTML as the body has it.
 */
export function markdownSections(md: MarkdownIt, tokens: readonly Token[], env: Record<string, unknown>, fenceHtml: (token: Token) => string): BodySection[] {
  const reader = new SectionReader();
  // Raw HTML and rule-rendered tokens go through one parser, so an element opened in one HTML block and
  // closed in a later one is read as the page's HTML reads it.
  const html = new Parser({ onopentag: (name, attrs) => reader.open(name, attrs), ontext: (data) => reader.addText(data), onclosetag: (name) => reader.close(name) }, { decodeEntities: true });
  const rules = md.renderer.rules;
  const walk = (list: readonly Token[]): void => {
    for (let i = 0; i < list.length; i++) {
      const token = list[i];
      const type = token.type;
      if (type === 'inline') walk(token.children ?? []);
      else if (type === 'text') reader.addText(token.content);
      else if (type === 'softbreak') reader.addText('\n');
      else if (type === 'hardbreak') {
        reader.open('br', {});
        reader.close('br');
      } else if (type === 'code_inline') {
        reader.open('code', {});
        reader.addText(token.content);
        reader.close('code');
      } else if (type === 'html_block' || type === 'html_inline') html.write(token.content);
      else if (type === 'fence') html.write(fenceHtml(token).replace(LISTING, ''));
      // An image's alt text is an attribute, an indented code block a listing: neither is prose.
      else if (type === 'image' || type === 'code_block') continue;
      // The heading anchor the close adds is skipped by the reader anyway.
      else if (type === 'heading_close') reader.close(token.tag);
      else if (TAG_TOKENS.has(type) || !rules[type]) tagEvents(reader, token);
      else html.write(rules[type]!(list as Token[], i, md.options, env, md.renderer));
    }
  };
  walk(tokens);
  html.end();
  return reader.finish();
}

function tagEvents(reader: SectionReader, token: Token): void {
  // A paragraph of a tight list is not written at all.
  if (token.hidden || !token.tag) return;
  if (token.nesting >= 0) reader.open(token.tag, Object.fromEntries((token.attrs ?? []).map(([name, value]) => [name, String(value)])));
  if (token.nesting <= 0) reader.close(token.tag);
}
