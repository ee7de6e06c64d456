import type { MouseEventHandler } from 'react';
import Link from '@theme/Link';
import { isExternalHref } from '../../src/markdown/links.ts';
import { useLocation } from '../router-context.ts';
import { normalizePath } from '../url.ts';

/** Where a link sits: in the navbar bar itself, in a dropdown menu, or in the mobile menu. */
export type LinkVariant = 'navbar' | 'dropdown' | 'menu';

export interface ItemLinkProps {
  to: string;
  label?: string;
  /** Markup shown instead of the label. */
  html?: string;
  active: boolean;
  variant: LinkVariant;
  className?: string;
  target?: string;
  rel?: string;
  'aria-label'?: string;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
}

const CLASS: Record<LinkVariant, string> = { navbar: 'navbar-link', dropdown: 'dropdown-link', menu: 'menu-link' };

/** One link of the navbar, a dropdown or the mobile menu; dropdown and menu links come as list items. */
export default function ItemLink({ to, label, html, active, variant, className, target, rel, onClick, 'aria-label': ariaLabel }: ItemLinkProps) {
  const { pathname } = useLocation();
  const external = isExternalHref(to) && !to.startsWith('mailto:');
  const current = !external && normalizePath(to) === pathname;
  const link = (
    <Link
      to={to}
      className={[CLASS[variant], active ? 'active' : '', className ?? ''].filter(Boolean).join(' ')}
      aria-current={current ? 'page' : undefined}
      aria-label={ariaLabel}
      onClick={onClick}
      {...(target ? { target } : {})}
      {...(rel ? { rel } : {})}
    >
      {html !== undefined ? <span dangerouslySetInnerHTML={{ __html: html }} /> : label}
      {external ? (
        <svg className="external-icon" width="13" height="13" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      ) : null}
    </Link>
  );
  return variant === 'navbar' ? link : <li className={variant === 'menu' ? 'menu-item' : undefined}>{link}</li>;
}
