import { useStorage } from '../storage.ts';
import type { SearchHistory } from './history.ts';
import { optionId, SAVED_GRID_IDS, type OptionHandlers } from './listbox.ts';
import type { SavedRow } from './saved-rows.ts';

interface StartScreenProps {
  rows: SavedRow[];
  onChange(history: SearchHistory): void;
  handlers: OptionHandlers;
}

const TITLES = { favourites: 'Favorites', recent: 'Recent' };

/**
 * Before the reader types: their favourite and recent searches (results they chose). Each list is a
 * grid whose rows hold the result and its actions, so arrows reach the actions too (Right and Left) and
 * nothing interactive sits inside another.
 */
export function StartScreen({ rows, onChange, handlers }: StartScreenProps) {
  const storage = useStorage();
  if (!rows.length) return <p className="search-modal-message search-modal-empty">No recent searches</p>;
  return (
    <div className="search-modal-results">
      {(['favourites', 'recent'] as const).map((list) => {
        const inList = rows.map((row, index) => ({ row, index })).filter(({ row }) => row.list === list);
        if (!inList.length) return null;
        return (
          <section key={list} className="search-group">
            <div className="search-group-title" id={`search-saved-${list}`}>
              {TITLES[list]}
            </div>
            <div role="grid" id={SAVED_GRID_IDS[list]} aria-labelledby={`search-saved-${list}`}>
              {inList.map(({ row, index }) => (
                <div key={row.hit.url} role="row" className="search-saved" onMouseMove={() => handlers.hover(index)}>
                  <div role="gridcell" id={optionId(index)} aria-selected={index === handlers.active && handlers.column === 0} className="search-saved-cell">
                    <a tabIndex={-1} className="search-hit" href={handlers.href(row.hit.url)} onClick={(e) => handlers.pick(index, e)}>
                      <span className="search-hit-text">
                        <span className="search-hit-title">{row.hit.heading ?? row.hit.title}</span>
                        <span className="search-hit-snippet">{[row.hit.crumbs, row.hit.heading ? row.hit.title : ''].filter(Boolean).join(' › ') || row.hit.url}</span>
                      </span>
                    </a>
                  </div>
                  {row.actions.map((action, k) => (
                    <div key={action.label} role="gridcell" id={optionId(index, k + 1)} aria-selected={index === handlers.active && handlers.column === k + 1}>
                      <button type="button" tabIndex={-1} className="search-saved-action" aria-label={action.label} title={action.label} onClick={() => onChange(action.run(storage))}>
                        <ActionIcon icon={action.icon} />
                      </button>
                    </div>
                  ))}
                </div>
              ))}
            </div>
          </section>
        );
      })}
    </div>
  );
}

function ActionIcon({ icon }: { icon: 'star' | 'remove' }) {
  return (
    <svg width="16" height="16" viewBox="0 0 20 20" aria-hidden="true">
      {icon === 'star' ? (
        <path d="m10 2.5 2.3 4.8 5.2.7-3.8 3.6.9 5.2L10 14.3l-4.6 2.5.9-5.2L2.5 8l5.2-.7z" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
      ) : (
        <path d="m5 5 10 10M15 5 5 15" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
      )}
    </svg>
  );
}
