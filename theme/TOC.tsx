import { useEffect, useState } from 'react';
import type { TocItem } from '../src/markdown/types.ts';

export function filterToc(toc: readonly TocItem[], min: number, max: number): TocItem[] {
  return toc.filter((t) => t.level >= min && t.level <= max);
}

/** A flat list indented by level: nesting adds markup without helping readers. */
export function TOCList({ items, activeId, onNavigate }: { items: readonly TocItem[]; activeId?: string; onNavigate?: () => void }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item.id} className={`toc-level-${item.level}`}>
          <a href={`#${item.id}`} className={item.id === activeId ? 'toc-link active' : 'toc-link'} aria-current={item.id === activeId ? 'location' : undefined} onClick={onNavigate}>
            {item.value}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** A heading counts as reached once its top passes this far below the top of the viewport (under the navbar). */
const READING_LINE = 120;

/**
 * The heading the reader is in: the last one whose top has scrolled above the reading line; before
 * any has, the first heading once it shows in the upper half of the screen; at the very end of the
 * page, the last heading (a short final section never reaches the line).
 */
function currentHeading(ids: readonly string[]): string | undefined {
  const headings = ids.map((id) => document.getElementById(id)).filter((el): el is HTMLElement => el !== null);
  if (!headings.length) return undefined;
  const { scrollHeight } = document.documentElement;
  const atEnd = scrollHeight > window.innerHeight + 2 && window.innerHeight + window.scrollY >= scrollHeight - 2;
  if (atEnd) return headings[headings.length - 1].id;
  let current: HTMLElement | undefined;
  for (const el of headings) {
    if (el.getBoundingClientRect().top > READING_LINE) break;
    current = el;
  }
  if (current) return current.id;
  return headings[0].getBoundingClientRect().top < window.innerHeight / 2 ? headings[0].id : undefined;
}

/** Tracks the heading in view; undefined on the server and during hydration, so the markup matches. */
function useActiveHeading(ids: readonly string[]): string | undefined {
  const [active, setActive] = useState<string>();
  const key = ids.join('\n');
  useEffect(() => {
    const list = key ? key.split('\n') : [];
    let frame = 0;
    const update = () => {
      frame = 0;
      setActive(currentHeading(list));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [key]);
  return active;
}

/** The right-hand column of a page: its headings, with the one being read highlighted. */
export default function TOC({ toc, min = 2, max = 3 }: { toc: readonly TocItem[]; min?: number; max?: number }) {
  const items = filterToc(toc, min, max);
  const active = useActiveHeading(items.map((i) => i.id));
  if (!items.length) return null;
  return (
    <nav className="toc" aria-label="On this page">
      <TOCList items={items} activeId={active} />
    </nav>
  );
}
