import type { MarkdownIt, StateCore, Token } from 'markdown-it';
import footnote from 'markdown-it-footnote';
import { TASK_CHECKBOX_LABEL } from './task-labels.ts';
import { focusableTables } from './tables.ts';

/**
 * The GitHub Flavored Markdown that markdown-it lacks and `.mdx` has (remark-gfm): footnotes, task
 * lists and `<del>` for strikethrough, written as remark-gfm writes them, so a reader sees the same
 * page whichever pipeline compiled it; tables are tab stops, as in `.mdx` (tables.ts).
 */
export function gfmExtras(md: MarkdownIt): void {
  md.use(footnote);
  const rules = md.renderer.rules;
  rules.footnote_ref = (tokens, idx) => {
    const meta = metaOf(tokens[idx]);
    const { id, subId } = meta;
    const name = footnoteName(meta);
    return `<sup><a href="#user-content-fn-${name}" id="user-content-fnref-${name}${subId > 0 ? `-${subId + 1}` : ''}" data-footnote-ref="true" aria-describedby="footnote-label">${id + 1}</a></sup>`;
  };
  rules.footnote_block_open = () => '<section data-footnotes="true" class="footnotes"><h2 class="sr-only" id="footnote-label">Footnotes</h2>\n<ol>\n';
  rules.footnote_block_close = () => '</ol>\n</section>\n';
  rules.footnote_open = (tokens, idx) => `<li id="user-content-fn-${footnoteName(metaOf(tokens[idx]))}">\n`;
  rules.footnote_close = () => '</li>\n';
  rules.footnote_anchor = (tokens, idx) => {
    const meta = metaOf(tokens[idx]);
    const n = meta.subId > 0 ? `-${meta.subId + 1}` : '';
    return ` <a href="#user-content-fnref-${footnoteName(meta)}${n}" data-footnote-backref="" aria-label="Back to reference ${meta.id + 1}${n}" class="data-footnote-backref">↩${meta.subId > 0 ? `<sup>${meta.subId + 1}</sup>` : ''}</a>`;
  };
  rules.s_open = () => '<del>';
  rules.s_close = () => '</del>';
  md.core.ruler.after('inline', 'lectern_task_lists', taskLists);
  md.core.ruler.push('lectern_focusable_tables', focusableTables);
}

interface FootnoteMeta {
  /** Number of the footnote, from 0, in the order of first reference. */
  id: number;
  /** Which reference to it this is, from 0. */
  subId: number;
  /** `[^label]`'s label; none for an inline footnote `^[text]`. */
  label?: string;
}

function metaOf(token: Token): FootnoteMeta {
  return token.meta as unknown as FootnoteMeta;
}

/** The footnote's name in ids, as remark-gfm makes it: its label, lower-cased, or its number. */
function footnoteName(meta: FootnoteMeta): string {
  return encodeURIComponent((meta.label ?? String(meta.id + 1)).toLowerCase());
}

const TASK = /^\[([ xX])\][ \t]+/;

/** `- [ ] item` and `- [x] item`: a disabled checkbox, and the classes remark-gfm gives item and list. */
function taskLists(state: StateCore): void {
  const tokens = state.tokens;
  for (let i = 2; i < tokens.length; i++) {
    const [item, paragraph, inline] = [tokens[i - 2], tokens[i - 1], tokens[i]];
    if (inline.type !== 'inline' || paragraph.type !== 'paragraph_open' || item.type !== 'list_item_open') continue;
    const first = inline.children?.[0];
    const marker = first?.type === 'text' ? TASK.exec(first.content) : null;
    if (!first || !marker) continue;
    first.content = first.content.slice(marker[0].length);
    const box = new state.Token('html_inline', '', 0);
    box.content = `<input type="checkbox" disabled=""${marker[1] === ' ' ? '' : ' checked=""'} aria-label="${TASK_CHECKBOX_LABEL}"> `;
    inline.children!.unshift(box);
    item.attrJoin('class', 'task-list-item');
    const list = listOf(tokens, i - 2);
    if (list && !String(list.attrGet('class') ?? '').includes('contains-task-list')) list.attrJoin('class', 'contains-task-list');
  }
}

/** The list an item belongs to: the nearest list opening before it, one level up. */
function listOf(tokens: Token[], itemAt: number): Token | undefined {
  const level = tokens[itemAt].level - 1;
  for (let j = itemAt - 1; j >= 0; j--) {
    if ((tokens[j].type === 'bullet_list_open' || tokens[j].type === 'ordered_list_open') && tokens[j].level === level) return tokens[j];
  }
  return undefined;
}
