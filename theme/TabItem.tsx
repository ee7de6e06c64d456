import type { ReactNode } from 'react';

/**
 * One panel of `<Tabs>`; Tabs passes `hidden`, `id` and `labelledBy` to tie it to its tab, and reads
 * `label`, `default` and `attributes` (for the tab heading) itself.
 */
export default function TabItem({ value, hidden, id, labelledBy, children, className }: { value: string; label?: string; default?: boolean; attributes?: Record<string, unknown>; hidden?: boolean; id?: string; labelledBy?: string; className?: string; children?: ReactNode }) {
  return (
    <div role="tabpanel" id={id} aria-labelledby={labelledBy} className={['tab-item', className].filter(Boolean).join(' ')} data-tab-value={value} hidden={hidden}>
      {children}
    </div>
  );
}
