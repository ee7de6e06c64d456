import { filterToc, TOCList } from '@theme/TOC';
import type { TocItem } from '../src/markdown/types.ts';
import { usePage } from './context.ts';

/** A table of contents inside the page; `toc` defaults to the current page's headings. */
export default function TOCInline({ toc, minHeadingLevel = 2, maxHeadingLevel = 3 }: { toc?: TocItem[]; minHeadingLevel?: number; maxHeadingLevel?: number }) {
  const page = usePage();
  const items = filterToc(toc ?? page.modules.content?.toc ?? [], minHeadingLevel, maxHeadingLevel);
  if (!items.length) return null;
  return (
    <nav className="toc-inline" aria-label="Contents">
      <TOCList items={items} />
    </nav>
  );
}
