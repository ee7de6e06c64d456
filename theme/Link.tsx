import type { AnchorHTMLAttributes } from 'react';
import { isExternalHref } from '../src/markdown/links.ts';
import { useBaseUrl } from './context.ts';

/** Internal paths get the base URL; external ones open in a new tab that cannot reach back to this page. */
export default function Link({ to, href, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { to?: string }) {
  const withBase = useBaseUrl();
  const target = to ?? href ?? '#';
  const external = isExternalHref(target) && !target.startsWith('mailto:');
  return external ? (
    <a href={target} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
    </a>
  ) : (
    <a href={withBase(target)} {...rest}>
      {children}
    </a>
  );
}
