import type { AnchorHTMLAttributes } from 'react';
import { isExternalHref, PATHNAME_PREFIX, pathnameTarget } from '../src/markdown/links.ts';
import { useSite } from './context.ts';
import { normalizePath, withBase } from './url.ts';

/**
 * A link. Internal paths get the base URL and the trailing-slash rule; the client router (one delegated
 * listener for every anchor, `.md` article links included) turns clicks into client navigations and
 * preloads targets on hover, touch, focus and when they scroll into view. External addresses open in a
 * new tab that cannot reach back to this page.
 */
export default function Link({ to, href, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { to?: string }) {
  const { baseUrl } = useSite();
  const target = to ?? href ?? '#';
  // A plain link to a file of the site, outside the client router (Docusaurus's `pathname://`).
  if (target.startsWith(PATHNAME_PREFIX)) {
    return (
      <a href={withBase(baseUrl, pathnameTarget(target))} rel="external" {...rest}>
        {children}
      </a>
    );
  }
  if (isExternalHref(target) && !target.startsWith('mailto:') && !target.startsWith('tel:')) {
    return (
      <a href={target} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    );
  }
  const resolved = target.startsWith('/') ? withBase(baseUrl, normalizePath(target)) : target;
  return (
    <a href={resolved} {...rest}>
      {children}
    </a>
  );
}
