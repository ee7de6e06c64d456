import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import DocSidebar from '@theme/DocSidebar';
import ColorModeToggle from '@theme/ColorModeToggle';
import { trapFocus } from '../focus-trap.ts';
import { useDocSidebar, useSite } from '../context.ts';
import { useLocation } from '../router-context.ts';
import NavbarBrand from './NavbarBrand.tsx';
import NavbarItem from './NavbarItem.tsx';
import { MOBILE_SIDEBAR_ID } from './use-mobile-sidebar.ts';

/**
 * The mobile menu: the navbar items, and on docs pages the docs sidebar as a second panel (shown first,
 * with a way back to the main menu). It is a modal dialog: focus starts and stays inside, Escape and the
 * backdrop close it, and following a link closes it.
 */
export default function MobileSidebar({ onDismiss }: { onDismiss: () => void }) {
  const { navbar, colorMode } = useSite().themeConfig;
  const docSidebar = useDocSidebar();
  const { pathname } = useLocation();
  const [secondary, setSecondary] = useState(docSidebar !== undefined);
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => {
    dialog.current?.querySelector<HTMLElement>('.navbar-sidebar-close')?.focus();
  }, []);

  // Escape works wherever focus is, even if it fell out of the dialog to the page.
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      dismiss.current();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  // The panel that was left turns inert: bring focus along to the one now shown.
  const switchTo = (toSecondary: boolean) => {
    setSecondary(toSecondary);
    requestAnimationFrame(() => dialog.current?.querySelectorAll<HTMLElement>('.navbar-sidebar-panel')[toSecondary ? 1 : 0]?.querySelector<HTMLElement>('a[href], button')?.focus());
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Tab') trapFocus(event, dialog.current);
  };
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    // A link to the current page changes no location, so the menu closes on the click itself.
    if ((event.target as Element).closest('a')) onDismiss();
  };

  return (
    <>
      <div className="navbar-sidebar-backdrop" aria-hidden="true" onClick={onDismiss} />
      <div ref={dialog} id={MOBILE_SIDEBAR_ID} className="navbar-sidebar" role="dialog" aria-modal="true" aria-label="Site navigation" onKeyDown={onKeyDown} onClick={onClick}>
        <div className="navbar-sidebar-header">
          <NavbarBrand />
          {colorMode.disableSwitch ? null : <ColorModeToggle />}
          <button type="button" className="navbar-sidebar-close" aria-label="Close the navigation menu" onClick={onDismiss}>
            <svg width="16" height="16" viewBox="0 0 14 14" aria-hidden="true">
              <path d="M2 2l10 10M12 2 2 12" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <div className="navbar-sidebar-panels" data-secondary={secondary ? 'true' : undefined}>
          <div className="navbar-sidebar-panel" inert={secondary}>
            <ul className="menu-list">
              {navbar.items.map((item, i) => (
                <NavbarItem key={i} item={item} variant="menu" />
              ))}
            </ul>
            {docSidebar ? (
              <button type="button" className="navbar-sidebar-forward" onClick={() => switchTo(true)}>
                Docs menu →
              </button>
            ) : null}
          </div>
          {docSidebar ? (
            <div className="navbar-sidebar-panel" inert={!secondary}>
              <button type="button" className="navbar-sidebar-back" onClick={() => switchTo(false)}>
                ← Back to main menu
              </button>
              <DocSidebar items={docSidebar} path={pathname} />
            </div>
          ) : null}
        </div>
      </div>
    </>
  );
}
