import type { SidebarItem } from '../src/plugins/docs/types.ts';
import { useDocSidebar, usePage, useSidebarTrail } from './context.ts';

type Category = Extract<SidebarItem, { type: 'category' }>;

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

/** The sidebar category whose own page this is (the first, in reading order), if any. */
export function useCategoryOfPage(): Category | undefined {
  const page = usePage();
  const sidebar = useDocSidebar();
  const trail = useSidebarTrail();
  if (!sidebar) return undefined;
  for (const at of trail) {
    const item = itemAt(sidebar, at);
    if (item?.type === 'category' && item.href === page.route.path) return item;
  }
  return undefined;
}
