import { useEffect, useRef, useState } from 'react';
import type { AlgoliaConfig } from '../../src/config/define.ts';
import { docSearchTags } from './context-groups.ts';
import { searchOnline, serviceAvailable } from './online.ts';
import type { ReaderContext, SearchAnswer } from './types.ts';
import { snippetWords } from './use-search.ts';

/** `off`: no hosted service configured, or nothing typed; `failed`: it failed or is marked down, so the page answers offline. */
export interface OnlinePage {
  status: 'off' | 'loading' | 'done' | 'failed';
  answer?: SearchAnswer;
}

/**
 * The search page's results from the hosted service, when the site has one: the query's results page,
 * filtered to one doc set and version when one is picked (a blog or the pages are the `default` tag),
 * else the reader's context as in the modal. Only the latest request's answer is kept.
 */
export function useOnlinePage(config: AlgoliaConfig | undefined, baseUrl: string, query: { q: string; in: string; page: number }, reader: ReaderContext): OnlinePage {
  const [state, setState] = useState<OnlinePage>({ status: 'off' });
  const latest = useRef(0);
  const { q, page } = query;
  const picked = query.in;

  useEffect(() => {
    const id = ++latest.current;
    if (!config || !q.trim()) return setState({ status: 'off' });
    if (!serviceAvailable()) return setState({ status: 'failed' });
    setState((s) => ({ ...s, status: 'loading' }));
    const tags = picked ? [picked.startsWith('docs-') ? picked : 'default'] : docSearchTags(reader);
    searchOnline(config, baseUrl, { query: q, tags, snippetWords: snippetWords(), page }).then(
      (answer) => id === latest.current && setState({ status: 'done', answer }),
      () => id === latest.current && setState({ status: 'failed' }),
    );
  }, [config, baseUrl, q, page, picked, reader]);

  return state;
}
