import { createContext, useContext, useEffect, useId, useState } from 'react';
import Collapsible from '@theme/Collapsible';
import Link from '@theme/Link';
import type { SidebarItem } from '../src/plugins/docs/types.ts';
import { useLoadFullSidebar, useSidebarTrail, useSite } from './context.ts';
import { UNLOADED } from './full-sidebar.ts';
import { useIsBrowser } from './router-context.ts';

type Category = Extract<SidebarItem, { type: 'category' }>;

/** `themeConfig.docs.sidebar.autoCollapseCategories`: opening a category closes its open siblings. */
function useAutoCollapse(): boolean {
  const themeConfig = useSite().themeConfig as { docs?: { sidebar?: { autoCollapseCategories?: boolean } } };
  return themeConfig.docs?.sidebar?.autoCollapseCategories === true;
}

/** Which category of one list was opened last, so its siblings can close when auto-collapse is on. */
const SiblingContext = createContext<{ lastOpened: number | null; opened(index: number): void }>({ lastOpened: null, opened() {} });

function SidebarLink({ item, path }: { item: Extract<SidebarItem, { type: 'link' }>; path: string }) {
  const active = item.href === path;
  if (item.unlisted && !active) return null;
  return (
    <li className={['sidebar-item', item.className].filter(Boolean).join(' ')}>
      <Link to={item.href} className={active ? 'active' : undefined} aria-current={active ? 'page' : undefined}>
        {item.label}
      </Link>
    </li>
  );
}

function SidebarCategory({ item, index, at, path }: { item: Category; index: number; at: string; path: string }) {
  const onPath = useSidebarTrail().includes(at);
  const [expanded, setExpanded] = useState(!item.collapsible || !item.collapsed || onPath);
  const autoCollapse = useAutoCollapse();
  const siblings = useContext(SiblingContext);
  const listId = useId();
  const isBrowser = useIsBrowser();
  const loadFull = useLoadFullSidebar();
  // Pointing at a category whose list the page did not render starts loading it ahead of the click.
  const warm = item.items === UNLOADED ? loadFull : undefined;

  // A client-side navigation into this category opens it.
  useEffect(() => {
    if (onPath) setExpanded(true);
  }, [onPath]);
  useEffect(() => {
    if (autoCollapse && siblings.lastOpened !== null && siblings.lastOpened !== index) setExpanded(false);
  }, [autoCollapse, siblings.lastOpened, index]);

  const toggle = () => {
    if (!expanded) siblings.opened(index);
    setExpanded(!expanded);
  };
  const open = expanded || !item.collapsible;
  const active = item.href === path;
  const label = item.href ? (
    <Link to={item.href} className={active ? 'active' : undefined} aria-current={active ? 'page' : undefined}>
      {item.label}
    </Link>
  ) : item.collapsible ? (
    <button type="button" className="sidebar-category-label sidebar-category-toggle" aria-expanded={open} aria-controls={open ? listId : undefined} onClick={toggle}>
      {item.label}
    </button>
  ) : (
    <span className="sidebar-category-label">{item.label}</span>
  );
  // No row wrapper: the item is a grid (label, caret; the list below spans both), which keeps each
  // collapsed category of a large sidebar down to an <li> and its link.
  return (
    <li className={['sidebar-category', open ? 'expanded' : 'collapsed', item.className].filter(Boolean).join(' ')} onPointerEnter={warm} onFocus={warm}>
      {label}
      {/* A control that needs the script: it appears once the page is interactive (its column is kept). */}
      {item.href && item.collapsible && isBrowser ? (
        <button type="button" className="sidebar-caret" aria-expanded={open} aria-controls={open ? listId : undefined} aria-label={`${open ? 'Collapse' : 'Expand'} sidebar category '${item.label}'`} onClick={toggle} />
      ) : null}
      <Collapsible as="ul" className="sidebar-list" id={listId} open={open} lazy>
        <Items items={item.items} at={at} path={path} />
      </Collapsible>
    </li>
  );
}

/**
 * One level of the sidebar. A collapsed category renders only its heading (no list, no caret) until
 * first opened, so a sidebar of thousands of docs adds little more than its top level and the active
 * path to every page's HTML.
 */
function Items({ items, at, path }: { items: readonly SidebarItem[]; at: string; path: string }) {
  const [lastOpened, setLastOpened] = useState<number | null>(null);
  const loadFull = useLoadFullSidebar();
  // A list the page's view left out: it shows once the whole sidebar has loaded.
  useEffect(() => {
    if (items === UNLOADED) loadFull();
  }, [items, loadFull]);
  return (
    <SiblingContext.Provider value={{ lastOpened, opened: setLastOpened }}>
      {items.map((item, i) => (item.type === 'link' ? <SidebarLink key={i} item={item} path={path} /> : <SidebarCategory key={i} item={item} index={i} at={at ? `${at}.${i}` : String(i)} path={path} />))}
    </SiblingContext.Provider>
  );
}

/** The docs menu: the desktop column and the mobile menu both show it. */
export default function DocSidebar({ items, path }: { items: readonly SidebarItem[]; path: string }) {
  return (
    <nav className="doc-sidebar menu" aria-label="Docs sidebar">
      <ul className="sidebar-list">
        <Items items={items} at="" path={path} />
      </ul>
    </nav>
  );
}
