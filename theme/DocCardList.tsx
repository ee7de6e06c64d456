import Link from '@theme/Link';
import type { SidebarItem } from '../src/plugins/docs/types.ts';
import { useDocSidebar, usePage } from './context.ts';

function findCategory(items: readonly SidebarItem[], path: string): SidebarItem[] | undefined {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (item.href === path) return item.items;
    const inner = findCategory(item.items, path);
    if (inner) return inner;
  }
  return undefined;
}

/** Cards for a category's items; without `items`, the category whose page this is. */
export default function DocCardList({ items }: { items?: SidebarItem[] }) {
  const page = usePage();
  const sidebar = useDocSidebar();
  const list = items ?? (sidebar ? findCategory(sidebar, page.route.path) : undefined) ?? [];
  return (
    <section className="card-list">
      {list.map((item) => {
        const href = item.href;
        if (!href || (item.type === 'link' && item.unlisted)) return null;
        const count = item.type === 'category' ? item.items.length : undefined;
        return (
          <Link key={href} to={href} className={item.type === 'category' ? 'card card-category' : 'card card-doc'}>
            <h2 className="card-title">{item.label}</h2>
            {count !== undefined ? <p className="card-description">{count} item{count === 1 ? '' : 's'}</p> : item.type === 'category' && item.description ? <p className="card-description">{item.description}</p> : null}
          </Link>
        );
      })}
    </section>
  );
}
