import type { ReactNode } from 'react';
import { optionId, type OptionHandlers } from './listbox.ts';

/**
 * One option of the modal: the link itself, kept out of the tab order (the input keeps focus and points
 * at the active option), so a modified click still opens a tab as any link does.
 */
export function OptionLink({ index, url, handlers, children }: { index: number; url: string; handlers: OptionHandlers; children: ReactNode }) {
  return (
    <a
      role="option"
      id={optionId(index)}
      aria-selected={index === handlers.active}
      tabIndex={-1}
      className="search-hit"
      href={handlers.href(url)}
      onMouseMove={() => handlers.hover(index)}
      onClick={(e) => handlers.pick(index, e)}
    >
      {children}
    </a>
  );
}
