import TOC from '@theme/TOC';
import type { TocItem } from '../src/markdown/types.ts';
import { usePage } from './context.ts';

/** A table of contents inside the page; `toc` defaults to the current page's headings. */
export default function TOCInline({ toc, minHeadingLevel = 2, maxHeadingLevel = 3 }: { toc?: TocItem[]; minHeadingLevel?: number; maxHeadingLevel?: number }) {
  const page = usePage();
  return <TOC toc={toc ?? page.modules.content?.toc ?? []} min={minHeadingLevel} max={maxHeadingLevel} className="toc-inline" />;
}
