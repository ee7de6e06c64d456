import type { Root, RootContent } from 'hast';
import { find, html as htmlSchema } from 'property-information';

/**
 * HTML for the hast trees the `.md` pipeline builds itself: code blocks (title, Prism's token spans,
 * buttons), heading anchors and Mermaid sources. They hold elements and text only, none of them void,
 * raw or foreign, so this is hast-util-to-html's output for them byte for byte (test/element-html.test.ts
 * compares the two) at a third of its cost: hast-util-to-html resolves every property and chooses
 * quotes and references node by node, which was 0.35 s of CPU across a 1k build's code blocks.
 */
export function elementHtml(node: Root | RootContent): string {
  if (node.type === 'text') return node.value.replace(TEXT_SPECIAL, reference);
  if (node.type === 'root') return node.children.map((child) => elementHtml(child)).join('');
  if (node.type !== 'element') throw new Error(`Invariant failed: elementHtml does not write ${node.type} nodes`);
  let out = `<${node.tagName}`;
  for (const [property, value] of Object.entries(node.properties)) {
    if (value === undefined || value === null || value === false) continue;
    const name = attributeName(property);
    out += value === true ? ` ${name}` : ` ${name}="${(Array.isArray(value) ? value.join(' ') : String(value)).replace(ATTRIBUTE_SPECIAL, reference)}"`;
  }
  out += '>';
  for (const child of node.children) out += elementHtml(child);
  return `${out}</${node.tagName}>`;
}

/** What hast-util-to-html escapes: `&` and `<` in text; in a double-quoted value also `"`, `'` and the backtick. */
const TEXT_SPECIAL = /[&<]/g;
const ATTRIBUTE_SPECIAL = /[&"'`]/g;
const reference = (char: string) => `&#x${char.charCodeAt(0).toString(16).toUpperCase()};`;

const names = new Map<string, string>();
/** `className` → `class`, `ariaLabel` → `aria-label`, as the HTML schema spells them. */
function attributeName(property: string): string {
  let name = names.get(property);
  if (name === undefined) names.set(property, (name = find(htmlSchema, property).attribute));
  return name;
}
