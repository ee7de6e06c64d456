import { useId, useState } from 'react';
import Collapsible from '@theme/Collapsible';
import { filterToc, TOCList } from '@theme/TOC';
import type { TocItem } from '../src/markdown/types.ts';

/**
 * The table of contents on narrow screens, where there is no room for the right-hand column: a
 * closed "On this page" block above the content. Its list enters the DOM when first opened, since the
 * column already carries the same links in the server HTML.
 */
export default function TOCCollapsible({ toc, min = 2, max = 3 }: { toc: readonly TocItem[]; min?: number; max?: number }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const items = filterToc(toc, min, max);
  if (!items.length) return null;
  return (
    <div className={open ? 'toc-collapsible expanded' : 'toc-collapsible'}>
      <button type="button" className="toc-collapsible-button" aria-expanded={open} aria-controls={open ? listId : undefined} onClick={() => setOpen(!open)}>
        On this page
      </button>
      <Collapsible id={listId} className="toc-collapsible-content" open={open} lazy>
        <TOCList items={items} onNavigate={() => setOpen(false)} />
      </Collapsible>
    </div>
  );
}
