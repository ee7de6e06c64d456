import type { ResolvedDropdownItem } from '../../src/config/types.ts';
import Dropdown from './Dropdown.tsx';
import { useNavbarItemState } from './item-state.ts';
import NavbarItem, { type ItemProps } from './NavbarItem.tsx';

/** A configured dropdown of links, doc links and markup. */
export default function DropdownItem({ item, variant }: ItemProps<ResolvedDropdownItem>) {
  const state = useNavbarItemState();
  const containsActive = item.items.some(state.isActive);
  return (
    <Dropdown label={item.label} to={item.to ?? item.href} active={containsActive} containsActive={containsActive} mobile={variant === 'menu'} className={item.className}>
      {item.items.map((child, i) => (
        <NavbarItem key={i} item={child} variant={variant === 'menu' ? 'menu' : 'dropdown'} />
      ))}
    </Dropdown>
  );
}
