import type { ReactNode } from 'react';

export default function TabItem({ value, hidden, children, className }: { value: string; label?: string; default?: boolean; hidden?: boolean; className?: string; children?: ReactNode }) {
  return (
    <div role="tabpanel" className={['tab-item', className].filter(Boolean).join(' ')} data-tab-value={value} hidden={hidden}>
      {children}
    </div>
  );
}
