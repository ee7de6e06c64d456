import Link from '@theme/Link';

function HomeIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M12 3.2 2.5 11.3l1.3 1.5L5 11.8V20h5.5v-5.5h3V20H19v-8.2l1.2 1 1.3-1.5z" />
    </svg>
  );
}

/** Where a doc sits: a home link, its categories (linked when they have a page) and the doc itself. */
export default function Breadcrumbs({ items }: { items: readonly { title: string; permalink?: string }[] }) {
  if (!items.length) return null;
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumbs">
      <ol>
        <li className="breadcrumbs-home">
          <Link to="/" aria-label="Home page" className="breadcrumbs-home-link">
            <HomeIcon />
          </Link>
        </li>
        {items.map((item, i) => (
          <li key={i}>{item.permalink && i < items.length - 1 ? <Link to={item.permalink}>{item.title}</Link> : <span aria-current={i === items.length - 1 ? 'page' : undefined}>{item.title}</span>}</li>
        ))}
      </ol>
    </nav>
  );
}
