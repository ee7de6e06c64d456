import Link from '@theme/Link';

interface NavLink {
  title: string;
  permalink: string;
}

/** Previous/next links; the labels say which way each goes. */
export default function Paginator({ prev, next, prevLabel = 'Previous', nextLabel = 'Next', ariaLabel = 'Docs pages' }: { prev?: NavLink; next?: NavLink; prevLabel?: string; nextLabel?: string; ariaLabel?: string }) {
  if (!prev && !next) return null;
  return (
    <nav className="pagination-nav" aria-label={ariaLabel}>
      {prev ? (
        <Link to={prev.permalink} className="pagination-link pagination-prev">
          <span className="pagination-sublabel">{prevLabel}</span>
          <span className="pagination-label">{prev.title}</span>
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link to={next.permalink} className="pagination-link pagination-next">
          <span className="pagination-sublabel">{nextLabel}</span>
          <span className="pagination-label">{next.title}</span>
        </Link>
      ) : null}
    </nav>
  );
}
