import type { MouseEvent } from 'react';

/** The results listbox the input points into (`aria-activedescendant`). */
export const LISTBOX_ID = 'search-modal-list';
/** The saved-searches grids, one per list (a grid holds rows only, so each list's title sits outside its grid). */
export const SAVED_GRID_IDS = { favourites: 'search-saved-favourites-grid', recent: 'search-saved-recent-grid' };

/** The id of an option, or of a saved search's cell: column 0 is the result, the next ones its actions. */
export const optionId = (index: number, column = 0) => `search-option-${index}${column ? `-${column}` : ''}`;

/** What every option of the modal (a result, a saved search) does when hovered or picked. */
export interface OptionHandlers {
  active: number;
  /** The active cell of the active saved search (0: the result itself). */
  column: number;
  hover(index: number): void;
  pick(index: number, event: MouseEvent<HTMLAnchorElement>): void;
  href(url: string): string;
}
