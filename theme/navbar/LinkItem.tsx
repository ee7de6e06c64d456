import type { NavbarLinkItem } from '../../src/config/define.ts';
import { isLinkActive } from './item-state.ts';
import ItemLink from './ItemLink.tsx';
import type { ItemProps } from './NavbarItem.tsx';
import { useLocation } from '../router-context.ts';

/** A plain link item: `to` for a page of the site, `href` for any address. */
export default function LinkItem({ item, variant }: ItemProps<NavbarLinkItem>) {
  const { pathname } = useLocation();
  return (
    <ItemLink
      to={item.to ?? item.href ?? '/'}
      label={item.label}
      html={item.html}
      active={isLinkActive(item, pathname)}
      variant={variant}
      className={item.className}
      target={item.target}
      rel={item.rel}
      aria-label={item['aria-label']}
    />
  );
}
