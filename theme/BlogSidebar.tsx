import Link from '@theme/Link';
import type { BlogSidebarData } from '../src/plugins/blog/types.ts';

/** The newest posts, under one heading per year; the current post is marked for assistive technology. */
export default function BlogSidebar({ sidebar, path }: { sidebar: BlogSidebarData; path: string }) {
  return (
    <nav className="blog-sidebar" aria-label="Blog recent posts navigation">
      <div className="blog-sidebar-title">{sidebar.title}</div>
      {sidebar.years.map(({ year, items }) => (
        <section key={year} className="blog-sidebar-year">
          <h3 className="blog-sidebar-year-title">{year}</h3>
          <ul>
            {items.map((item) => (
              <li key={item.permalink}>
                <Link to={item.permalink} className={item.permalink === path ? 'active' : undefined} aria-current={item.permalink === path ? 'page' : undefined}>
                  {item.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
