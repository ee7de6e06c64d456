import { lazy, Suspense, useEffect, useRef } from 'react';
import ColorModeToggle from '@theme/ColorModeToggle';
import { useColorModeSync } from './color-mode.ts';
import { useSite } from './context.ts';
import NavbarBrand from './navbar/NavbarBrand.tsx';
import NavbarItem from './navbar/NavbarItem.tsx';
import SearchLauncher from './search/SearchLauncher.tsx';
import { useHideOnScroll } from './navbar/use-hide-on-scroll.ts';
import { MOBILE_SIDEBAR_ID, useMobileSidebar } from './navbar/use-mobile-sidebar.ts';

// The mobile menu is code a desktop reader never runs: it loads when the hamburger is approached.
const loadMobileSidebar = () => import('lectern:lazy:@theme/navbar/MobileSidebar');
const MobileSidebar = lazy(loadMobileSidebar);

/**
 * The bar at the top of every page. It stays at the top (sticky, so it holds its own height in the
 * flow and nothing shifts), slides away while the reader scrolls down, and below 996px folds its
 * items into a menu behind the hamburger button.
 */
export default function Navbar() {
  const { navbar, colorMode } = useSite().themeConfig;
  const nav = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const mobile = useMobileSidebar();
  const hidden = useHideOnScroll(navbar.hideOnScroll, nav) && !mobile.shown;
  useColorModeSync();
  // Sticky page parts (sidebars, tables of contents) read --navbar-offset to sit right below the bar.
  useEffect(() => {
    document.documentElement.toggleAttribute('data-navbar-hidden', hidden);
  }, [hidden]);
  const left = navbar.items.filter((item) => item.position === 'left');
  // Search is always there (the offline index needs no setup): a site that placed no search item gets
  // the button at the right end, as Docusaurus adds its search bar.
  const placed = navbar.items.filter((item) => item.position !== 'left');
  const right = navbar.items.some((item) => item.type === 'search') ? placed : [...placed, { type: 'search' as const, position: 'right' as const }];
  const dismiss = () => {
    mobile.close();
    toggle.current?.focus();
  };

  return (
    <>
      <nav ref={nav} className="navbar" aria-label="Main" data-hidden={hidden ? 'true' : undefined}>
        <div className="navbar-inner">
          <div className="navbar-items navbar-items-left">
            <button
              ref={toggle}
              type="button"
              className="navbar-toggle"
              aria-label="Navigation menu"
              aria-expanded={mobile.shown}
              aria-controls={mobile.shown ? MOBILE_SIDEBAR_ID : undefined}
              onClick={mobile.toggle}
              onPointerEnter={loadMobileSidebar}
              onTouchStart={loadMobileSidebar}
              onFocus={loadMobileSidebar}
            >
              <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
                <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
            <NavbarBrand />
            {left.map((item, i) => (
              <NavbarItem key={i} item={item} variant="navbar" />
            ))}
          </div>
          <div className="navbar-items navbar-items-right">
            {right.map((item, i) => (
              <NavbarItem key={i} item={item} variant="navbar" />
            ))}
            {colorMode.disableSwitch ? null : <ColorModeToggle />}
          </div>
        </div>
      </nav>
      {mobile.shown ? (
        <Suspense fallback={null}>
          <MobileSidebar onDismiss={dismiss} />
        </Suspense>
      ) : null}
      <SearchLauncher />
    </>
  );
}
