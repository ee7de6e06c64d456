import type { ReactNode } from 'react';
import useIsBrowser from './useIsBrowser.ts';

/** `@docusaurus/BrowserOnly`: its children render in the browser only, after hydration (the fallback before). */
export default function BrowserOnly({ children, fallback = null }: { children: () => ReactNode; fallback?: ReactNode }) {
  return useIsBrowser() ? <>{children()}</> : <>{fallback}</>;
}
