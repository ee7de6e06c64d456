/**
 * A ```` ```mermaid ```` fence, when the site enables `markdown.mermaid`: the diagram's source in a
 * container. The server HTML shows the source (readable without JavaScript); in the browser,
 * theme/mermaid/ renders it as an SVG. Both pipelines build the container from this one element.
 */
import type { Element } from 'hast';

/** The fence name that asks for a diagram. */
export const MERMAID_LANGUAGE = 'mermaid';

/** The container's class: the browser finds diagrams by it. */
export const MERMAID_CLASS = 'mermaid-diagram';

/** The fence names a diagram, and the site draws diagrams. */
export function isMermaidFence(lang: string, enabled: boolean): boolean {
  return enabled && lang.toLowerCase() === MERMAID_LANGUAGE;
}

/** `source` is the fence's content; a trailing line ending (markdown-it keeps it, mdast does not) is dropped. */
export function mermaidElement(source: string): Element {
  return {
    type: 'element',
    tagName: 'div',
    properties: { className: [MERMAID_CLASS] },
    children: [{ type: 'element', tagName: 'pre', properties: { className: ['mermaid-source'] }, children: [{ type: 'text', value: source.replace(/\n$/, '') }] }],
  };
}
