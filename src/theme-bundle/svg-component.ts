import { parseDocument } from 'htmlparser2';
import type { Element } from 'domhandler';
import { BuildError } from '../util/errors.ts';

/** The suffix a script's `.svg` import resolves with: it loads as a component, not as a file URL. */
export const SVG_COMPONENT_SUFFIX = '?react';

/** A root `<svg>` attribute as a React prop name: `class` is className, `fill-rule` fillRule, `xmlns:xlink` xmlnsXlink. */
function propName(name: string): string {
  if (name === 'class') return 'className';
  if (/^(data|aria)-/.test(name)) return name;
  return name.replace(/[-:]([a-z])/g, (_, c: string) => c.toUpperCase());
}

/** An inline `style` attribute as React's style object. */
function styleObject(css: string): Record<string, string> {
  const style: Record<string, string> = {};
  for (const rule of css.split(';')) {
    const colon = rule.indexOf(':');
    if (colon < 0) continue;
    const name = rule.slice(0, colon).trim();
    if (name) style[name.startsWith('--') ? name : name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())] = rule.slice(colon + 1).trim();
  }
  return style;
}

/**
 * The module a script gets for `import Logo from './logo.svg'` or `require('./logo.svg').default`: a
 * component drawing the SVG inline, as Docusaurus (through SVGR) gives. Props (`className`, `role`,
 * `width`...) override the file's own root attributes; `title` adds a <title>. The markup inside the
 * root element is set as it is in the file, so it hydrates without React walking it.
 */
export function svgComponentModule(source: string, file: string): string {
  const doc = parseDocument(source, { xmlMode: true, withStartIndices: true, withEndIndices: true });
  const root = doc.children.find((n): n is Element => n.type === 'tag' && n.name === 'svg');
  if (!root) throw new BuildError('this file has no <svg> element', { file }, 'import an SVG image, or rename the file');
  const props: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(root.attribs)) props[propName(name)] = name === 'style' ? styleObject(value) : value;
  const first = root.children[0];
  const last = root.children[root.children.length - 1];
  const inner = first && last ? source.slice(first.startIndex!, last.endIndex! + 1) : '';
  return [
    "import { createElement } from 'react';",
    `const attributes = ${JSON.stringify(props)};`,
    `const markup = ${JSON.stringify(inner)};`,
    "const escape = (text) => String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;');",
    'export default function SvgImage({ title, ...props }) {',
    "  return createElement('svg', { ...attributes, ...props, dangerouslySetInnerHTML: { __html: (title ? `<title>${escape(title)}</title>` : '') + markup } });",
    '}',
    'export { SvgImage as ReactComponent };',
  ].join('\n');
}
