import type { ReactNode } from 'react';

/**
 * `@theme/MDXContent`: Docusaurus wraps MDX a page renders itself (`<MDXContent><Partial /></MDXContent>`)
 * in it to give that MDX the site's components. Lectern's compiled MDX reads MDXComponents already, so
 * the wrapper only renders what it holds.
 */
export default function MDXContent({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
