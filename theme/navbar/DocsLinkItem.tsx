import type { ResolvedDocsNavbarItem } from '../../src/config/types.ts';
import { useNavbarItemState } from './item-state.ts';
import ItemLink from './ItemLink.tsx';
import type { ItemProps } from './NavbarItem.tsx';

/**
 * A doc, doc sidebar or docs version link: it points into the version the reader is on, else the one
 * they chose in a version dropdown, else the latest. An unlisted doc shows only while it is open.
 */
export default function DocsLinkItem({ item, variant }: ItemProps<ResolvedDocsNavbarItem>) {
  const state = useNavbarItemState();
  const target = state.docsTarget(item);
  if (target.unlisted && state.pathname !== target.path) return null;
  return <ItemLink to={target.path} label={item.label ?? target.label} active={state.isActive(item)} variant={variant} className={item.className} />;
}
