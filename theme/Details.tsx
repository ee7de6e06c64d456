import type { ReactNode } from 'react';

export default function Details({ summary = 'Details', children, open }: { summary?: ReactNode; children?: ReactNode; open?: boolean }) {
  return (
    <details className="details" open={open}>
      <summary>{summary}</summary>
      <div className="details-content">{children}</div>
    </details>
  );
}
