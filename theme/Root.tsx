import type { ReactNode } from 'react';

/**
 * What wraps every page's shell, as Docusaurus's `@theme/Root`: a site's `src/theme/Root.js` puts its
 * providers here (state that lives across the page, analytics, a design system's theme). It sits inside
 * <body>, so a wrapper element it adds is valid markup. This default adds nothing.
 */
export default function Root({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
