import type { ReactNode } from 'react';
import MDXComponents from '@theme/MDXComponents';

/**
 * `@mdx-js/react`, whichever copy the site has: what Docusaurus code imports (a swizzled MDXContent, a
 * page rendering MDX) and the provider of imported partials (mdx-pipeline.ts renderMdxPartial). The hook
 * returns the site's MDXComponents, with any given to it on top; the provider only renders what it holds,
 * since page bodies get those components from Content.tsx.
 */
export function MDXProvider({ children }: { children?: ReactNode; components?: Record<string, unknown> }) {
  return <>{children}</>;
}

export function useMDXComponents(components?: Record<string, unknown>): Record<string, unknown> {
  return components ? { ...MDXComponents, ...components } : MDXComponents;
}
