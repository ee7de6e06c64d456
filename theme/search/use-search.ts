import { useEffect, useRef, useState } from 'react';
import type { SearchSource } from './sources.ts';
import type { SearchAnswer } from './types.ts';

/**
 * `stalled`: still loading after STALL_MS, which the modal shows; a shorter wait shows nothing.
 * `partial`: the first part of the answer is in, the rest is being searched.
 */
export type SearchStatus = 'idle' | 'loading' | 'stalled' | 'partial' | 'done' | 'error';

/** The spec's stall threshold. */
export const STALL_MS = 300;
/** The spec's small screens, where snippets are 5 words instead of 10. */
const SMALL_SCREEN = '(max-width: 768px)';

export function snippetWords(): number {
  return window.matchMedia(SMALL_SCREEN).matches ? 5 : 10;
}

export interface SearchState {
  status: SearchStatus;
  /** The answer to the latest query, or the previous one's while the latest loads. */
  answer?: SearchAnswer;
  /** The query `answer` belongs to. */
  answered: string;
}

/**
 * Answers the query as it changes. Only the latest query's answer is shown; the previous one stays on
 * screen while it loads, and a first part of the answer replaces it as soon as the source has one. When the source has more to search (an index file arrived), the query runs again.
 */
export function useSearch(source: SearchSource | undefined, query: string): SearchState {
  const [state, setState] = useState<SearchState>({ status: 'idle', answered: '' });
  const latest = useRef(0);
  const [more, setMore] = useState(0);

  useEffect(() => source?.subscribe(() => setMore((n) => n + 1)), [source]);

  useEffect(() => {
    const id = ++latest.current;
    if (!source || !query.trim()) {
      setState({ status: 'idle', answered: '' });
      return;
    }
    setState((s) => ({ ...s, status: s.status === 'stalled' ? 'stalled' : 'loading' }));
    const stall = setTimeout(() => id === latest.current && setState((s) => ({ ...s, status: 'stalled' })), STALL_MS);
    const progress = {
      partial: (answer: SearchAnswer) => id === latest.current && setState((s) => ({ status: s.status === 'stalled' ? 'stalled' : 'partial', answer, answered: query })),
      superseded: () => id !== latest.current,
    };
    source.search(query, snippetWords(), progress).then(
      (answer) => answer && id === latest.current && setState({ status: 'done', answer, answered: query }),
      () => id === latest.current && setState({ status: 'error', answered: query }),
    ).finally(() => clearTimeout(stall));
  }, [source, query, more]);

  return state;
}
