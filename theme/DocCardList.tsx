import Link from '@theme/Link';
import type { SidebarItem } from '../src/plugins/docs/types.ts';
import { useDocSidebar, usePage, useSidebarTrail } from './context.ts';

/** The item at an index path (`3.1`), reading only the lists on the way down. */
function itemAt(items: readonly SidebarItem[], at: string): SidebarItem | undefined {
  let item: SidebarItem | undefined;
  let list: readonly SidebarItem[] = items;
  for (const i of at.split('.')) {
    item = list[Number(i)];
    if (item?.type !== 'category') return item;
    list = item.items;
  }
  return item;
}

/** The first category, in reading order, whose own page this is. */
function findCategory(items: readonly SidebarItem[], trail: readonly string[], path: string): SidebarItem[] | undefined {
  for (const at of trail) {
    const item = itemAt(items, at);
    if (item?.type === 'category' && item.href === path) return item.items;
  }
  return undefined;
}

/** Cards for a category's items; without `items`, the category whose page this is. */
export default function DocCardList({ items }: { items?: SidebarItem[] }) {
  const page = usePage();
  const sidebar = useDocSidebar();
  const trail = useSidebarTrail();
  const list = items ?? (sidebar ? findCategory(sidebar, trail, page.route.path) : undefined) ?? [];
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
