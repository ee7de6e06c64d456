import { useEffect, useRef, useState } from 'react';
import DocSidebar from '@theme/DocSidebar';
import type { SidebarItem } from '../src/plugins/docs/types.ts';

/**
 * The sidebar column of doc pages on wide screens: the docs menu with a button at its foot that folds
 * the column away for a wider reading area, and a slim bar to bring it back. The menu stays mounted
 * while folded, so opened categories stay open. Below 996px the column is not shown: the mobile menu
 * shows the same DocSidebar.
 */
export default function DocSidebarDesktop({ items, path }: { items: readonly SidebarItem[]; path: string }) {
  const [hidden, setHidden] = useState(false);
  const expandRef = useRef<HTMLButtonElement>(null);
  const collapseRef = useRef<HTMLButtonElement>(null);
  const toggled = useRef(false);

  // Keyboard users stay on the control they used: it is replaced by its opposite.
  useEffect(() => {
    if (!toggled.current) return;
    (hidden ? expandRef : collapseRef).current?.focus();
  }, [hidden]);
  const toggle = (value: boolean) => {
    toggled.current = true;
    setHidden(value);
  };

  return (
    <aside className={hidden ? 'doc-sidebar-container doc-sidebar-hidden' : 'doc-sidebar-container'}>
      <div className="doc-sidebar-viewport" hidden={hidden}>
        <DocSidebar items={items} path={path} />
        <button ref={collapseRef} type="button" className="doc-sidebar-collapse" title="Collapse sidebar" aria-label="Collapse sidebar" onClick={() => toggle(true)} />
      </div>
      {hidden ? <button ref={expandRef} type="button" className="doc-sidebar-expand" title="Expand sidebar" aria-label="Expand sidebar" onClick={() => toggle(false)} /> : null}
    </aside>
  );
}
