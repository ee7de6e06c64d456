import type { Highlighted, SearchHit } from './types.ts';

/** Highlighted text: matched runs in `<mark>`. */
export function Highlight({ text }: { text: Highlighted }) {
  return <>{text.map((run, i) => (run.mark ? <mark key={i}>{run.text}</mark> : run.text))}</>;
}

/** A section symbol for a heading's hit, a page symbol for a page's opening text. */
function HitIcon({ section }: { section: boolean }) {
  return (
    <svg className="search-hit-icon" width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
      {section ? (
        <path d="M8 3 6 17M14 3l-2 14M3.5 7.5h14M2.5 12.5h14" fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round" />
      ) : (
        <path d="M5 2.5h7l3.5 3.5v11.5H5zM12 2.5V6h3.5M7.5 10h6M7.5 13h6" fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinejoin="round" />
      )}
    </svg>
  );
}

/** What a result shows, inside whatever link or option holds it: heading (or page title) and snippet. */
export function HitContent({ hit }: { hit: SearchHit }) {
  return (
    <>
      <HitIcon section={!!hit.heading} />
      <span className="search-hit-text">
        <span className="search-hit-title">
          {hit.parent ? <span className="search-hit-parent">{hit.parent} › </span> : null}
          <Highlight text={hit.heading ?? hit.pageTitle} />
        </span>
        {hit.snippet.length ? (
          <span className="search-hit-snippet">
            <Highlight text={hit.snippet} />
          </span>
        ) : null}
      </span>
    </>
  );
}

/** A group's heading: the page's crumbs and title. */
export function GroupTitle({ hit, id }: { hit: SearchHit; id?: string }) {
  return (
    <div className="search-group-title" id={id}>
      {hit.crumbs ? <span className="search-group-crumbs">{hit.crumbs} › </span> : null}
      <Highlight text={hit.pageTitle} />
    </div>
  );
}
