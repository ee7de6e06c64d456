import { GroupTitle, HitContent } from './Hit.tsx';
import { LISTBOX_ID, type OptionHandlers } from './listbox.ts';
import { OptionLink } from './OptionLink.tsx';
import type { HitGroup } from './types.ts';

/** Results as one listbox of options, grouped by page. */
export function ResultGroups({ groups, handlers, queryId }: { groups: HitGroup[]; handlers: OptionHandlers; queryId?: string }) {
  let index = 0;
  return (
    <div className="search-modal-results" role="listbox" id={LISTBOX_ID} aria-label="Search results" data-query-id={queryId}>
      {groups.map((group, g) => (
        <div key={group.pageUrl} className="search-group" role="group" aria-labelledby={`search-group-${g}`}>
          <GroupTitle hit={group.hits[0]} id={`search-group-${g}`} />
          {group.hits.map((hit) => {
            const i = index++;
            return (
              <OptionLink key={hit.url} index={i} url={hit.url} handlers={handlers}>
                <HitContent hit={hit} />
              </OptionLink>
            );
          })}
        </div>
      ))}
    </div>
  );
}

/** The spec's message when the index could not be loaded (nor the service reached). */
export function ErrorScreen() {
  return (
    <div className="search-modal-message" role="alert">
      <p className="search-modal-message-title">Unable to fetch results</p>
      <p>You might want to check your network connection.</p>
    </div>
  );
}

interface NoResultsProps {
  query: string;
  suggestions: string[];
  missingResultsUrl?: string;
  onSuggest(query: string): void;
}

/** Nothing matched: say so, offer a few queries that do, and where to report a query that should. */
export function NoResults({ query, suggestions, missingResultsUrl, onSuggest }: NoResultsProps) {
  return (
    <div className="search-modal-message" role="status">
      <p className="search-modal-message-title">
        No results for "<strong>{query}</strong>"
      </p>
      {suggestions.length ? (
        <>
          <p>Try searching for:</p>
          <ul className="search-modal-suggestions">
            {suggestions.map((s) => (
              <li key={s}>
                <button type="button" onClick={() => onSuggest(s.toLowerCase() + ' ')}>
                  {s}
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {missingResultsUrl ? (
        <p>
          Believe this query should return results?{' '}
          <a href={missingResultsUrl.replace('{query}', encodeURIComponent(query))} target="_blank" rel="noopener noreferrer">
            Let us know.
          </a>
        </p>
      ) : null}
    </div>
  );
}
