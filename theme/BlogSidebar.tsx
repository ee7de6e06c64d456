import Link from '@theme/Link';

export default function BlogSidebar({ sidebar, path }: { sidebar: { title: string; items: { title: string; permalink: string }[] }; path: string }) {
  return (
    <nav className="blog-sidebar" aria-label="Blog recent posts navigation">
      <div className="blog-sidebar-title">{sidebar.title}</div>
      <ul>
        {sidebar.items.map((item) => (
          <li key={item.permalink}>
            <Link to={item.permalink} className={item.permalink === path ? 'active' : undefined} aria-current={item.permalink === path ? 'page' : undefined}>
              {item.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
