import { Fragment, useEffect, useMemo, useState, type MouseEvent } from 'react';
import { useSite } from '../context.ts';
import { SEARCH_PLACEHOLDER } from '../navbar/SearchButton.tsx';
import { useIsBrowser, useLocation } from '../router-context.ts';
import { withBase } from '../url.ts';
import { offlineEngine } from './engine.ts';
import { Highlight } from './Hit.tsx';
import { pageOf, toHit } from './offline-index.ts';
import { MAX_QUERY_LENGTH } from './query-terms.ts';
import { pageCount, resultPage } from './results.ts';
import { OFFLINE_NOTICE } from './sources.ts';
import type { HitGroup } from './types.ts';
import { useOnlinePage, type OnlinePage } from './use-online-page.ts';
import { usePageIndex, type PageIndex } from './use-page-index.ts';
import { useReaderContext } from './use-reader-context.ts';
import { snippetWords } from './use-search.ts';

/** What the address says: the query, the group it is limited to ('' for everything current) and the results page. */
interface SearchParams {
  q: string;
  in: string;
  page: number;
}

function readParams(search: string): SearchParams {
  const params = new URLSearchParams(search);
  const page = Number(params.get('page'));
  return { q: (params.get('q') ?? '').slice(0, MAX_QUERY_LENGTH), in: params.get('in') ?? '', page: Number.isInteger(page) && page > 1 ? page : 1 };
}

function toSearch({ q, in: group, page }: SearchParams): string {
  const params = new URLSearchParams({ q });
  if (group) params.set('in', group);
  if (page > 1) params.set('page', String(page));
  return `?${params}`;
}

/**
 * The full search page, `/search/?q=…`: every result, 20 to a page, over the reader's current doc sets,
 * blogs and pages, or one doc set or version picked in the filter. The engine is the modal's: the hosted
 * service when the site has one (the offline index when it fails, with the modal's one-line notice),
 * else the offline index, whose results grow as its files arrive. The address follows the query as it
 * is typed (without new history entries), so a reload shows the same. Without JavaScript the form still
 * submits to this page.
 */
export default function SearchPage() {
  const site = useSite();
  const location = useLocation();
  const reader = useReaderContext();
  const engine = offlineEngine(site.baseUrl);
  // The server knows no query, and hydration renders what it did; a page reached by a client
  // navigation (the modal's "See all results") starts on the address's query, not empty for a frame.
  const isBrowser = useIsBrowser();
  const [params, setParams] = useState<SearchParams>(() => (isBrowser ? readParams(location.search) : { q: '', in: '', page: 1 }));
  const { algolia } = site.themeConfig;
  const online = useOnlinePage(algolia, site.baseUrl, params, reader);
  const offline = online.status === 'off' || online.status === 'failed';
  const index = usePageIndex(engine, params.in, reader, offline);
  const { manifest } = index;

  // After hydration, and when a link brings the reader here with another query.
  useEffect(() => setParams(readParams(location.search)), [location.search]);

  // A partial answer (files still arriving after the page's patience ran out) stays as it is while the
  // count of files goes on, and the full answer then replaces the list whole: rows never slide under the
  // reader as better matches arrive. A new query or filter is answered from what is in at once.
  const settled = index.loaded === index.total || index.failed;
  const answeredAt = settled ? index.loaded : 'partial';
  const ranked = useMemo(() => (offline && params.q.trim() && index.ready ? engine.rank(params.q, { groups: index.groups }) : []), [offline, engine, index.ready, answeredAt, index.groups, params.q]);
  const total = offline ? ranked.length : (online.answer?.total ?? 0);
  const pages = pageCount(total);
  const page = offline ? Math.min(params.page, pages) : params.page;
  const offlineHits = useMemo(() => resultPage(ranked, page, pageOf, (r) => toHit(r, snippetWords())), [ranked, page]);
  const shown = offline ? offlineHits : (online.answer?.groups ?? []);

  const href = (next: SearchParams) => withBase(site.baseUrl, '/search/') + toSearch(next);
  const update = (next: SearchParams) => {
    setParams(next);
    history.replaceState(history.state, '', href(next));
  };
  const goToPage = (event: MouseEvent<HTMLAnchorElement>, n: number) => {
    event.preventDefault();
    update({ ...params, page: n });
    document.getElementById('search-page-title')?.scrollIntoView();
  };

  return (
    <main className="page-main search-page">
      <h1 id="search-page-title">{params.q ? `Search results for "${params.q}"` : 'Search the documentation'}</h1>
      <form className="search-page-form" action={withBase(site.baseUrl, '/search/')} method="get" role="search" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor="search-page-input">Search query</label>
        <span className="search-page-input-wrap">
          <input
            id="search-page-input"
            type="search"
            name="q"
            maxLength={MAX_QUERY_LENGTH}
            placeholder={SEARCH_PLACEHOLDER}
            autoComplete="off"
            spellCheck={false}
            value={params.q}
            onChange={(e) => update({ ...params, q: e.target.value, page: 1 })}
          />
        </span>
        <button type="submit" className="button">
          Search
        </button>
      </form>
      {/* Rendered from the start (disabled until the manifest lists the groups), so nothing below it moves. */}
      <div className="search-page-filter">
        <label htmlFor="search-page-filter">Search in</label>
        <select id="search-page-filter" value={params.in} disabled={!manifest} onChange={(e) => update({ ...params, in: e.target.value, page: 1 })}>
          <option value="">All current docs, blogs and pages</option>
          {manifest?.groups.map((g) => (
            <option key={g.id} value={g.id}>
              {g.label}
            </option>
          ))}
        </select>
      </div>
      <section className="search-results" aria-live="polite" aria-busy={offline ? !!params.q && index.loaded < index.total && !index.failed : online.status === 'loading'}>
        {algolia && online.status === 'failed' ? <p className="search-page-notice">{OFFLINE_NOTICE}</p> : null}
        <p className="search-page-status">{offline ? status(params.q, index, total, page, pages) : onlineStatus(params.q, online, page, pages)}</p>
        <Fragment key={offline && !settled ? 'partial' : 'settled'}>
          {shown.map((group) => (
            <ResultGroup key={group.pageUrl} group={group} href={(url) => withBase(site.baseUrl, url)} />
          ))}
        </Fragment>
      </section>
      {pages > 1 ? (
        <nav aria-label="Search results pages">
          <ul className="search-page-pages">
            {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
              <li key={n}>
                {n === page ? (
                  <span aria-current="page">{n}</span>
                ) : (
                  <a href={href({ ...params, page: n })} onClick={(e) => goToPage(e, n)} aria-label={`Page ${n}`}>
                    {n}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </main>
  );
}

function status(query: string, index: PageIndex, total: number, page: number, pages: number): string {
  if (!query.trim()) return `Type a query of up to ${MAX_QUERY_LENGTH} characters.`;
  if (index.failed && !index.loaded) return 'Unable to fetch results. You might want to check your network connection.';
  if (!index.ready) return 'Loading…';
  if (index.loaded < index.total && !index.failed) return `${total} ${total === 1 ? 'result' : 'results'} so far, searching more (${index.loaded} of ${index.total} index files)`;
  if (!total) return `No results for "${query}"`;
  return `${total} ${total === 1 ? 'result' : 'results'}${pages > 1 ? `, page ${page} of ${pages}` : ''}`;
}

function onlineStatus(query: string, online: OnlinePage, page: number, pages: number): string {
  if (online.status === 'loading' && !online.answer) return 'Loading…';
  const total = online.answer?.total ?? 0;
  if (!total) return `No results for "${query}"`;
  return `${total} ${total === 1 ? 'result' : 'results'}${pages > 1 ? `, page ${page} of ${pages}` : ''}`;
}

function ResultGroup({ group, href }: { group: HitGroup; href: (url: string) => string }) {
  const first = group.hits[0];
  return (
    <article className="search-page-group">
      <h2>
        {first.crumbs ? <span className="search-group-crumbs">{first.crumbs}</span> : null}
        <a href={href(group.pageUrl)}>
          <Highlight text={first.pageTitle} />
        </a>
      </h2>
      <ul className="search-page-hits">
        {group.hits.map((hit) => (
          <li key={hit.url} className="search-page-hit">
            <a href={href(hit.url)}>
              {hit.parent ? `${hit.parent} › ` : ''}
              <Highlight text={hit.heading ?? hit.pageTitle} />
            </a>
            {hit.snippet.length ? (
              <p>
                <Highlight text={hit.snippet} />
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </article>
  );
}
