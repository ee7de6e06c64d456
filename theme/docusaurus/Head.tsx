import type { ReactNode } from 'react';

/**
 * `@docusaurus/Head`: React 19 hoists the `<title>`, `<meta>` and `<link>` elements it is given into the
 * document head wherever they render, so the children are rendered as they are.
 */
export default function Head({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
