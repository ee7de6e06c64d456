import type { NavbarLocaleDropdownItem } from '../../src/config/define.ts';
import Dropdown from './Dropdown.tsx';
import ItemLink from './ItemLink.tsx';
import LinkItem from './LinkItem.tsx';
import type { ItemProps } from './NavbarItem.tsx';
import { usePage } from '../context.ts';
import { useLocation } from '../router-context.ts';

/** A Lectern site has one locale; the dropdown still shows it, so readers see which language they read. */
const LOCALES = [{ locale: 'en', label: 'English' }];
const CURRENT = 'en';

function GlobeIcon() {
  return (
    <svg className="locale-icon" width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
      <g fill="none" stroke="currentColor" strokeWidth="1.8">
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3c2.5 2.6 3.7 5.6 3.7 9s-1.2 6.4-3.7 9c-2.5-2.6-3.7-5.6-3.7-9S9.5 5.6 12 3z" />
      </g>
    </svg>
  );
}

/** The site's locales, each linking to the current page in that locale, plus any configured links. */
export default function LocaleDropdown({ item, variant }: ItemProps<NavbarLocaleDropdownItem>) {
  const { pathname } = useLocation();
  // The not-found page has no address of its own to offer in another locale: its entries go home.
  const samePage = usePage().route.layout === 'NotFoundPage' ? '/' : pathname;
  const childVariant = variant === 'menu' ? 'menu' : 'dropdown';
  const extra = (links: NavbarLocaleDropdownItem['dropdownItemsAfter'] = []) => links.map((link, i) => <LinkItem key={i} item={link} variant={childVariant} />);
  return (
    <Dropdown
      label={
        <>
          <GlobeIcon />
          <span>{LOCALES.find((l) => l.locale === CURRENT)?.label}</span>
        </>
      }
      active={false}
      containsActive={false}
      mobile={variant === 'menu'}
      className={['locale-dropdown', item.className].filter(Boolean).join(' ')}
    >
      {extra(item.dropdownItemsBefore)}
      {LOCALES.map((l) => (
        <ItemLink key={l.locale} to={samePage} label={l.label} active={l.locale === CURRENT} variant={childVariant} />
      ))}
      {extra(item.dropdownItemsAfter)}
    </Dropdown>
  );
}
