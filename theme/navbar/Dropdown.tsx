import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import Collapsible from '@theme/Collapsible';
import Link from '@theme/Link';
import { useLocation } from '../router-context.ts';

export interface DropdownProps {
  label: ReactNode;
  /** The label itself links here (desktop); the menu still opens on hover and from the keyboard. */
  to?: string;
  /** Highlight the label: one of the entries is where the reader is. */
  active: boolean;
  /** The mobile menu shows the entries from the start when one of them is the current route. */
  containsActive: boolean;
  mobile: boolean;
  className?: string;
  /** The entries, as list items. */
  children: ReactNode;
}

export default function Dropdown(props: DropdownProps) {
  return props.mobile ? <MobileDropdown {...props} /> : <DesktopDropdown {...props} />;
}

function Caret() {
  return (
    <svg className="dropdown-caret" width="10" height="10" viewBox="0 0 10 10" aria-hidden="true">
      <path d="M1.5 3.5 5 7l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * Opens while the mouse is over it, and on click or ArrowDown; closes on Escape (focus returns to the
 * label) and on a pointer down, touch or focus anywhere outside it.
 */
function DesktopDropdown({ label, to, active, className, children }: DropdownProps) {
  const [hovered, setHovered] = useState(false);
  const [clicked, setClicked] = useState(false);
  const open = hovered || clicked;
  const root = useRef<HTMLDivElement>(null);
  const focusFirst = useRef(false);
  const menuId = useId();

  const close = () => {
    setHovered(false);
    setClicked(false);
  };

  // A link followed from the menu leaves it closed on the next page, which keeps this navbar.
  const { pathname } = useLocation();
  useEffect(() => close(), [pathname]);

  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => {
      if (root.current && !root.current.contains(event.target as Node)) close();
    };
    document.addEventListener('mousedown', outside);
    document.addEventListener('touchstart', outside, { passive: true });
    document.addEventListener('focusin', outside);
    return () => {
      document.removeEventListener('mousedown', outside);
      document.removeEventListener('touchstart', outside);
      document.removeEventListener('focusin', outside);
    };
  }, [open]);

  // Opened from the keyboard: move into the menu once it is visible.
  useEffect(() => {
    if (open && focusFirst.current) {
      focusFirst.current = false;
      menuLinks()[0]?.focus();
    }
  }, [open]);

  const menuLinks = () => Array.from(root.current?.querySelectorAll<HTMLElement>('.dropdown-menu a, .dropdown-menu button') ?? []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const links = menuLinks();
    const at = links.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
      root.current?.querySelector<HTMLElement>('.dropdown-toggle')?.focus();
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!open) {
        focusFirst.current = true;
        setClicked(true);
      } else links[(at + 1) % links.length]?.focus();
    } else if (event.key === 'ArrowUp' && open) {
      event.preventDefault();
      links[at <= 0 ? links.length - 1 : at - 1]?.focus();
    }
  };

  const toggleProps = {
    className: ['navbar-link', 'dropdown-toggle', active ? 'active' : ''].filter(Boolean).join(' '),
    'aria-haspopup': 'true' as const,
    'aria-expanded': open,
    'aria-controls': menuId,
  };
  return (
    <div
      ref={root}
      className={['navbar-dropdown', className].filter(Boolean).join(' ')}
      data-open={open ? 'true' : undefined}
      onPointerEnter={(e) => e.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={(e) => e.pointerType === 'mouse' && setHovered(false)}
      onKeyDown={onKeyDown}
    >
      {to ? (
        <Link to={to} {...toggleProps}>
          {label}
          <Caret />
        </Link>
      ) : (
        <button type="button" {...toggleProps} onClick={() => (clicked ? close() : setClicked(true))}>
          {label}
          <Caret />
        </button>
      )}
      <ul id={menuId} className="dropdown-menu">
        {children}
      </ul>
    </div>
  );
}

/** In the mobile menu: a collapsible list, collapsed unless it holds the current route. */
function MobileDropdown({ label, containsActive, className, children }: DropdownProps) {
  const [expanded, setExpanded] = useState(containsActive);
  const listId = useId();
  useEffect(() => {
    if (containsActive) setExpanded(true);
  }, [containsActive]);
  return (
    <li className={['menu-item', 'menu-dropdown', className].filter(Boolean).join(' ')}>
      <button type="button" className="menu-link menu-dropdown-toggle" aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded((e) => !e)}>
        {label}
        <Caret />
      </button>
      <Collapsible open={expanded} as="ul" id={listId} className="menu-sublist">
        {children}
      </Collapsible>
    </li>
  );
}
