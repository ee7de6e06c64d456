import type { ComponentType, JSX } from 'react';

type MdxComponent = ComponentType<Record<string, unknown>> | keyof JSX.IntrinsicElements;

/**
 * What MDX content draws its elements and undeclared components with, as Docusaurus's
 * `@theme/MDXComponents`. A site's `src/theme/MDXComponents.js` spreads this map and adds its own: a
 * component listed there is usable in every MDX file without an import, and an element name (`a`, `h2`,
 * `img`) replaces that element. The defaults are the elements themselves, so an override can wrap one
 * (`<MDXComponents.code {...props} />`).
 */
const MDXComponents: Record<string, MdxComponent> = Object.fromEntries(
  ['a', 'code', 'pre', 'img', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'p', 'blockquote', 'table', 'details'].map((tag) => [tag, tag as keyof JSX.IntrinsicElements]),
);

export default MDXComponents;
