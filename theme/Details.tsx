import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';

type SummaryElement = ReactElement<{ children?: ReactNode }, 'summary'>;

/**
 * A collapsible block. Its heading is the `summary` prop or, as in Docusaurus, a `<summary>` element
 * among its children, which is then left out of the content.
 */
export default function Details({ summary, children, open, className }: { summary?: ReactNode; children?: ReactNode; open?: boolean; className?: string }) {
  const items = Children.toArray(children);
  const summaryChild = summary === undefined ? items.find((item): item is SummaryElement => isValidElement(item) && item.type === 'summary') : undefined;
  return (
    <details className={['details', className].filter(Boolean).join(' ')} open={open}>
      <summary>{summary ?? summaryChild?.props.children ?? 'Details'}</summary>
      <div className="details-content">{summaryChild ? items.filter((item) => item !== summaryChild) : children}</div>
    </details>
  );
}
