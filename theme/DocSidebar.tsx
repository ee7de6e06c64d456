import Link from '@theme/Link';
import type { SidebarItem } from '../src/plugins/docs/types.ts';

function containsPath(item: SidebarItem, path: string): boolean {
  return item.type === 'link' ? item.href === path : item.href === path || item.items.some((i) => containsPath(i, path));
}

/**
 * Collapsed categories render only their heading: their items reach the HTML only on the active path,
 * which keeps a 1,000-doc sidebar from weighing on every page.
 */
function Items({ items, path }: { items: readonly SidebarItem[]; path: string }) {
  return (
    <ul className="sidebar-list">
      {items.map((item, i) => {
        if (item.type === 'link') {
          if (item.unlisted && item.href !== path) return null;
          const active = item.href === path;
          return (
            <li key={i} className={['sidebar-item', item.className].filter(Boolean).join(' ')}>
              <Link to={item.href} className={active ? 'sidebar-link active' : 'sidebar-link'} aria-current={active ? 'page' : undefined}>
                {item.label}
              </Link>
            </li>
          );
        }
        const open = !item.collapsed || !item.collapsible || containsPath(item, path);
        return (
          <li key={i} className={['sidebar-category', open ? 'expanded' : 'collapsed', item.className].filter(Boolean).join(' ')}>
            {item.href ? (
              <Link to={item.href} className={item.href === path ? 'sidebar-link active' : 'sidebar-link'} aria-expanded={open}>
                {item.label}
              </Link>
            ) : (
              <span className="sidebar-category-label" aria-expanded={open}>
                {item.label}
              </span>
            )}
            {open ? <Items items={item.items} path={path} /> : null}
          </li>
        );
      })}
    </ul>
  );
}

export default function DocSidebar({ items, path }: { items: readonly SidebarItem[]; path: string }) {
  return (
    <nav className="doc-sidebar" aria-label="Docs sidebar">
      <Items items={items} path={path} />
    </nav>
  );
}
