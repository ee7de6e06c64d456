import { useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useSite } from '../context.ts';
import { trapFocus } from '../focus-trap.ts';
import { SEARCH_PLACEHOLDER } from '../navbar/SearchButton.tsx';
import { useRouter } from '../router-context.ts';
import { useStorage } from '../storage.ts';
import { withBase } from '../url.ts';
import { offlineEngine } from './engine.ts';
import { addRecent, readHistory, savedHit, type SavedHit, type SearchHistory } from './history.ts';
import { LISTBOX_ID, optionId, SAVED_GRID_IDS, type OptionHandlers } from './listbox.ts';
import { MAX_QUERY_LENGTH } from './query-terms.ts';
import { ErrorScreen, NoResults, ResultGroups } from './ResultScreens.tsx';
import { savedRows } from './saved-rows.ts';
import { offlineSource, onlineSource } from './sources.ts';
import { StartScreen } from './StartScreen.tsx';
import { useReaderContext } from './use-reader-context.ts';
import { useSearch } from './use-search.ts';

/**
 * The search modal: a combobox whose options are results grouped by page (or, before typing, recent
 * and favourite searches). Arrows move through them, Enter follows one with the client router and
 * Ctrl/Cmd+Enter opens it in a new tab; Tab stays inside the dialog. Escape, Ctrl/Cmd+K, Cancel and the
 * backdrop close it and give focus back to the search button; following a result leaves focus to the
 * new page.
 */
export default function SearchModal({ onClose: unmount }: { onClose: () => void }) {
  const site = useSite();
  const { algolia, search: searchConfig } = site.themeConfig;
  const router = useRouter();
  const storage = useStorage();
  const reader = useReaderContext();
  const source = useMemo(() => {
    const offline = offlineSource(offlineEngine(site.baseUrl), reader);
    return algolia ? onlineSource(algolia, site.baseUrl, offline, reader) : offline;
  }, [algolia, site.baseUrl, reader]);
  const [query, setQuery] = useState('');
  const [history, setHistory] = useState<SearchHistory>(() => readHistory(storage));
  const state = useSearch(source, query);
  const [active, setActive] = useState(0);
  const [column, setColumn] = useState(0);
  const dialog = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  /** When the query last changed, and whether results for it reached the screen yet. */
  const typedAt = useRef<{ at: number; shown: boolean }>(undefined);
  const scrollToActive = useRef(false);

  const typed = query.trim() !== '';
  const groups = typed ? (state.answer?.groups ?? []) : [];
  const rows = typed ? [] : savedRows(history);
  const options: SavedHit[] = typed ? groups.flatMap((g) => g.hits.map(savedHit)) : rows.map((r) => r.hit);
  const columns = rows[active] ? rows[active].actions.length + 1 : 1;
  const href = (url: string) => withBase(site.baseUrl, url);

  const onClose = (leaving: boolean) => {
    if (!leaving) document.querySelector<HTMLElement>('.navbar-search')?.focus();
    unmount();
  };
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    input.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    // On the document, ahead of the launcher's listener on the window, which must not see Ctrl+K reopen it.
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' && !((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k')) return;
      event.preventDefault();
      event.stopPropagation();
      close.current(false);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = overflow;
      document.removeEventListener('keydown', onKey);
    };
  }, []);

  // A new query's answer starts at its first option. The same query answered again (more of the index
  // arrived) keeps the option the reader had reached, wherever it now ranks. A changed saved list keeps
  // the row, within bounds.
  const reached = useRef({ query: '', url: '' });
  useEffect(() => {
    const again = reached.current.query === state.answered ? options.findIndex((o) => o.url === reached.current.url) : -1;
    setActive(Math.max(0, again));
  }, [state.answer, typed]);
  useEffect(() => {
    reached.current = { query: state.answered, url: options[active]?.url ?? '' };
  }, [state.answer, active]);
  useEffect(() => setActive((a) => Math.min(a, Math.max(0, options.length - 1))), [options.length]);
  useEffect(() => setColumn(0), [active, typed]);

  // Keystroke to results on screen (the first part of the answer, on a large site), and to the whole
  // answer, as User Timing measures that tests and the benchmark read.
  useLayoutEffect(() => {
    if (typedAt.current === undefined) return;
    if ((state.status === 'partial' || state.status === 'done') && !typedAt.current.shown) {
      performance.measure('lectern:search-keystroke', { start: typedAt.current.at });
      typedAt.current.shown = true;
    }
    if (state.status === 'done') {
      performance.measure('lectern:search-answer', { start: typedAt.current.at });
      typedAt.current = undefined;
    }
  }, [state]);

  useEffect(() => {
    if (!scrollToActive.current) return;
    scrollToActive.current = false;
    document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const choose = (index: number, newTab: boolean) => {
    const option = options[index];
    if (!option) return;
    setHistory(addRecent(storage, option));
    if (newTab) {
      window.open(href(option.url), '_blank', 'noopener');
      return;
    }
    onClose(true);
    router.navigate(href(option.url));
  };

  const handlers: OptionHandlers = {
    active,
    column,
    href,
    hover: (index) => index !== active && setActive(index),
    pick(index, event) {
      // A modified click opens a new tab or window by itself; the result is remembered all the same.
      if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) {
        setHistory(addRecent(storage, options[index]));
        return;
      }
      event.preventDefault();
      choose(index, false);
    },
  };

  const follow = (event: MouseEvent<HTMLAnchorElement>, to: string) => {
    event.preventDefault();
    onClose(true);
    router.navigate(to);
  };

  const suggest = (suggestion: string) => {
    setQuery(suggestion);
    input.current?.focus();
  };

  const onInputKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && options.length) {
      event.preventDefault();
      scrollToActive.current = true;
      setActive((a) => (a + (event.key === 'ArrowDown' ? 1 : options.length - 1)) % options.length);
    } else if ((event.key === 'ArrowRight' || event.key === 'ArrowLeft') && !typed && rows.length) {
      // The input is empty here, so the arrows have no text to move through: they move along the row.
      event.preventDefault();
      setColumn((c) => Math.min(columns - 1, Math.max(0, c + (event.key === 'ArrowRight' ? 1 : -1))));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (column > 0) setHistory(rows[active].actions[column - 1].run(storage));
      else choose(active, event.ctrlKey || event.metaKey);
    }
  };

  const total = state.answer?.total ?? 0;
  const shown = groups.reduce((n, g) => n + g.hits.length, 0);
  const seeAll = href(`/search/?q=${encodeURIComponent(query)}`);
  const stalled = state.status === 'stalled';

  let body;
  if (!typed) body = <StartScreen rows={rows} onChange={setHistory} handlers={handlers} />;
  else if (state.status === 'error') body = <ErrorScreen />;
  else if (state.answer && state.answered === query && total === 0)
    body = <NoResults query={query} suggestions={source.suggestions()} missingResultsUrl={searchConfig.missingResultsUrl} onSuggest={suggest} />;
  else if (groups.length) body = <ResultGroups groups={groups} handlers={handlers} queryId={state.answer?.queryId} />;

  return (
    <>
      <div className="search-modal-backdrop" aria-hidden="true" onClick={() => onClose(false)} />
      <div ref={dialog} className="search-modal" role="dialog" aria-modal="true" aria-label="Search" onKeyDown={(e) => e.key === 'Tab' && trapFocus(e, dialog.current)}>
        <form className="search-modal-form" role="search" action={href('/search/')} onSubmit={(e) => e.preventDefault()} data-stalled={stalled ? 'true' : undefined}>
          <label className="search-modal-label" htmlFor="search-modal-input">
            <span className="visually-hidden">Search</span>
            {stalled ? <span className="search-modal-spinner" aria-hidden="true" /> : <SearchIcon />}
          </label>
          <input
            ref={input}
            id="search-modal-input"
            className="search-modal-input"
            type="search"
            name="q"
            role="combobox"
            aria-autocomplete="list"
            aria-haspopup={typed ? 'listbox' : 'grid'}
            aria-expanded={options.length > 0}
            aria-controls={typed ? LISTBOX_ID : (['favourites', 'recent'] as const).filter((l) => rows.some((r) => r.list === l)).map((l) => SAVED_GRID_IDS[l]).join(' ') || undefined}
            aria-activedescendant={options.length ? optionId(active, column) : undefined}
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="go"
            maxLength={MAX_QUERY_LENGTH}
            placeholder={SEARCH_PLACEHOLDER}
            value={query}
            onChange={(e) => {
              typedAt.current = { at: performance.now(), shown: false };
              setQuery(e.target.value);
            }}
            onKeyDown={onInputKey}
          />
          <button type="button" className="search-modal-cancel" onClick={() => onClose(false)}>
            Cancel
          </button>
        </form>
        <div className="search-modal-body" aria-busy={stalled}>
          {state.answer?.notice && typed ? <p className="search-modal-notice">{state.answer.notice}</p> : null}
          {body}
          {typed && total > shown && state.answered === query ? (
            <a className="search-modal-see-all" href={seeAll} onClick={(e) => follow(e, seeAll)}>
              See all {total} results
            </a>
          ) : null}
        </div>
        <footer className="search-modal-footer">
          <KeyHints />
          {algolia ? (
            <a className="search-modal-by" href="https://www.algolia.com/docsearch" target="_blank" rel="noopener noreferrer">
              Search by Algolia
            </a>
          ) : null}
        </footer>
      </div>
    </>
  );
}

function SearchIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
      <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <circle cx="10.5" cy="10.5" r="6.5" />
        <path d="m15.5 15.5 5 5" />
      </g>
    </svg>
  );
}

function KeyHints() {
  return (
    <ul className="search-modal-keys">
      <li>
        <kbd aria-label="Enter">↵</kbd> to select
      </li>
      <li>
        <kbd aria-label="Arrow down">↓</kbd>
        <kbd aria-label="Arrow up">↑</kbd> to navigate
      </li>
      <li>
        <kbd aria-label="Escape">esc</kbd> to close
      </li>
    </ul>
  );
}
