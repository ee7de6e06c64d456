import Link from '@theme/Link';

export default function Breadcrumbs({ items }: { items: readonly { title: string; permalink?: string }[] }) {
  if (items.length < 2) return null;
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumbs">
      <ol>
        {items.map((item, i) => (
          <li key={i}>{item.permalink && i < items.length - 1 ? <Link to={item.permalink}>{item.title}</Link> : <span aria-current={i === items.length - 1 ? 'page' : undefined}>{item.title}</span>}</li>
        ))}
      </ol>
    </nav>
  );
}
