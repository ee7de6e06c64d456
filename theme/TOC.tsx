import type { TocItem } from '../src/markdown/types.ts';

export function filterToc(toc: readonly TocItem[], min: number, max: number): TocItem[] {
  return toc.filter((t) => t.level >= min && t.level <= max);
}

/** A flat list indented by level: nesting adds markup without helping readers. */
export default function TOC({ toc, min = 2, max = 3, className = 'toc' }: { toc: readonly TocItem[]; min?: number; max?: number; className?: string }) {
  const items = filterToc(toc, min, max);
  if (!items.length) return null;
  return (
    <nav className={className} aria-label="On this page">
      <ul>
        {items.map((item) => (
          <li key={item.id} className={`toc-level-${item.level}`}>
            <a href={`#${item.id}`}>{item.value}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
