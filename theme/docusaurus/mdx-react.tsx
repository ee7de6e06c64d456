import type { ReactNode } from 'react';
import MDXComponents from '@theme/MDXComponents';

/**
 * `@mdx-js/react`, as Docusaurus sites import it (a swizzled MDXContent, a page rendering MDX): Lectern's
 * compiled MDX reads the site's MDXComponents itself, so the provider only renders what it holds and the
 * hook returns those components, with any given to it on top.
 */
export function MDXProvider({ children }: { children?: ReactNode; components?: Record<string, unknown> }) {
  return <>{children}</>;
}

export function useMDXComponents(components?: Record<string, unknown>): Record<string, unknown> {
  return components ? { ...MDXComponents, ...components } : MDXComponents;
}
