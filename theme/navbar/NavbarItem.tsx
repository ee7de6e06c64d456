import { Component, type ReactNode } from 'react';
import CustomItem from './CustomItem.tsx';
import DocsLinkItem from './DocsLinkItem.tsx';
import DocsVersionDropdown from './DocsVersionDropdown.tsx';
import DropdownItem from './DropdownItem.tsx';
import HtmlItem from './HtmlItem.tsx';
import type { AnyNavbarItem } from './item-state.ts';
import type { LinkVariant } from './ItemLink.tsx';
import LinkItem from './LinkItem.tsx';
import LocaleDropdown from './LocaleDropdown.tsx';
import SearchButton from './SearchButton.tsx';

export interface ItemProps<T> {
  item: T;
  variant: LinkVariant;
}

/** A failure inside one navbar item, with the item's config so the author knows which one to fix. */
class NavbarItemError extends Error {
  constructor(item: unknown, cause: unknown) {
    super(`A navbar item failed to render. Check this item of themeConfig.navbar.items in the site config:\n${JSON.stringify(item, null, 2)}`, { cause });
    this.name = 'NavbarItemError';
  }
}

function ItemByType({ item, variant }: ItemProps<AnyNavbarItem>) {
  switch (item.type) {
    case undefined:
    case 'default':
      return <LinkItem item={item} variant={variant} />;
    case 'dropdown':
      return <DropdownItem item={item} variant={variant} />;
    case 'localeDropdown':
      return <LocaleDropdown item={item} variant={variant} />;
    case 'search':
      return <SearchButton item={item} variant={variant} />;
    case 'html':
      return <HtmlItem item={item} variant={variant} />;
    case 'docsLink':
      return <DocsLinkItem item={item} variant={variant} />;
    case 'docsVersionDropdown':
      return <DocsVersionDropdown item={item} variant={variant} />;
    case 'doc':
    case 'docSidebar':
    case 'docsVersion':
      throw new NavbarItemError(item, new Error(`a "${item.type}" item reached the theme unresolved: the build resolves doc items against the docs plugins (resolveNavbarItems)`));
    default: {
      // The config schema admits `custom-*` and the known types; anything else is a bug to report loudly.
      const type: unknown = item.type;
      if (typeof type === 'string' && type.startsWith('custom-')) return <CustomItem item={item} variant={variant} />;
      throw new NavbarItemError(item, new Error(`unknown navbar item type ${JSON.stringify(type)}`));
    }
  }
}

/** Rethrows an item's render error with the item's config attached (in the browser; the server render stops at the error itself). */
class ItemErrorBoundary extends Component<{ item: AnyNavbarItem; children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: undefined };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    if (this.state.error !== undefined) throw this.state.error instanceof NavbarItemError ? this.state.error : new NavbarItemError(this.props.item, this.state.error);
    return this.props.children;
  }
}

/** Any navbar item, by its `type`. */
export default function NavbarItem({ item, variant }: ItemProps<AnyNavbarItem>) {
  return (
    <ItemErrorBoundary item={item}>
      <ItemByType item={item} variant={variant} />
    </ItemErrorBoundary>
  );
}
