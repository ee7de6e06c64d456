import type { NavbarCustomItem } from '../../src/config/define.ts';
import { useLocation } from '../router-context.ts';
import type { ItemProps } from './NavbarItem.tsx';

/** A `custom-*` item: its text, on the test pages only, where theme changes are tried out. */
export default function CustomItem({ item, variant }: ItemProps<NavbarCustomItem>) {
  const { pathname } = useLocation();
  if (!pathname.startsWith('/tests/') || !item.content) return null;
  const className = ['navbar-custom', item.className].filter(Boolean).join(' ');
  return variant === 'navbar' ? (
    <span className={className} data-type={item.type}>
      {item.content}
    </span>
  ) : (
    <li className={`${className} menu-item`} data-type={item.type}>
      {item.content}
    </li>
  );
}
