import type { ComponentProps, ReactNode } from 'react';

type HeadingTag = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

/** The text of a heading's children, for the anchor's label: what a screen reader announces for it. */
function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (node && typeof node === 'object' && 'props' in node) return textOf((node.props as { children?: ReactNode }).children);
  return '';
}

/**
 * A heading as Docusaurus's `@theme/Heading` draws it (`<Heading as="h2" id="setup">`), which its site
 * template's home page and components use. With an id, below h1, it carries the same anchor link as a
 * Markdown heading.
 */
export default function Heading({ as: Tag = 'h2', id, children, ...props }: { as?: HeadingTag } & ComponentProps<'h2'>) {
  if (Tag === 'h1' || !id) {
    return (
      <Tag id={id} {...props}>
        {children}
      </Tag>
    );
  }
  const label = `Direct link to ${textOf(children) || id}`;
  return (
    <Tag id={id} {...props}>
      {children}
      <a href={`#${id}`} className="hash-link" aria-label={label} title={label} />
    </Tag>
  );
}
