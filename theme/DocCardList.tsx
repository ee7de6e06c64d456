import Link from '@theme/Link';
import type { SidebarItem } from '../src/plugins/docs/types.ts';
import { useCategoryOfPage } from './sidebar-category.ts';

/** Cards for a category's items; without `items`, the category whose page this is. */
export default function DocCardList({ items }: { items?: SidebarItem[] }) {
  const category = useCategoryOfPage();
  const list = items ?? category?.items ?? [];
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
