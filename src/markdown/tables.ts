import type { Element, Root } from 'hast';
import type { StateCore } from 'markdown-it';
import { visit } from 'unist-util-visit';

/**
 * A table wider than the content column scrolls sideways (the theme's CSS), and a region that scrolls
 * must be reachable from the keyboard (WCAG 2.1.1; axe's scrollable-region-focusable, which every wide
 * table failed at 375 px): each table a body writes is a tab stop. Both pipelines write it so.
 */
const TABLE_TAB_INDEX = 0;

/** The `.md` half: a core rule of markdown-it's. */
export function focusableTables(state: StateCore): void {
  for (const token of state.tokens) if (token.type === 'table_open') token.attrSet('tabindex', String(TABLE_TAB_INDEX));
}

/** The `.mdx` half: remark-gfm's tables, as hast. */
export function rehypeFocusableTables() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName === 'table') node.properties.tabIndex = TABLE_TAB_INDEX;
    });
  };
}
