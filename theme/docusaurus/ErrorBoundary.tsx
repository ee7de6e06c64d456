import type { ReactNode } from 'react';
import ThemeErrorBoundary from '@theme/ErrorBoundary';
import ErrorPage from '@theme/ErrorPage';

/** `@docusaurus/ErrorBoundary`: `fallback` takes `{ error, tryAgain }`; without one, the theme's crash page shows. */
export default function ErrorBoundary({ fallback, children }: { fallback?: (props: { error: Error; tryAgain: () => void }) => ReactNode; children?: ReactNode }) {
  return (
    <ThemeErrorBoundary fallback={(error, tryAgain) => (fallback ? fallback({ error: error as Error, tryAgain }) : <ErrorPage error={error} tryAgain={tryAgain} />)}>{children}</ThemeErrorBoundary>
  );
}
