import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';

/**
 * The accessible name of a task list's checkbox. remark-gfm (and GitHub) give it none, which axe reports
 * as a form field without a label; the item's text follows it, and the checked state is announced.
 */
export const TASK_CHECKBOX_LABEL = 'Task';

/** The `.mdx` half: names each task list checkbox remark-gfm made. */
export function rehypeTaskLabels() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName === 'input' && node.properties.type === 'checkbox' && node.properties.disabled) node.properties.ariaLabel = TASK_CHECKBOX_LABEL;
    });
  };
}
