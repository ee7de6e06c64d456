import type { NavbarHtmlItem } from '../../src/config/define.ts';
import type { ItemProps } from './NavbarItem.tsx';

/** The configured markup, as written: a list item in menus. */
export default function HtmlItem({ item, variant }: ItemProps<NavbarHtmlItem>) {
  const className = ['navbar-html', item.className].filter(Boolean).join(' ');
  return variant === 'navbar' ? <div className={className} dangerouslySetInnerHTML={{ __html: item.value }} /> : <li className={`${className} menu-item`} dangerouslySetInnerHTML={{ __html: item.value }} />;
}
