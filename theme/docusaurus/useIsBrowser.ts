import { useEffect, useState } from 'react';

/** `@docusaurus/useIsBrowser`: false on the server and during hydration, true once the page runs. */
export default function useIsBrowser(): boolean {
  const [browser, setBrowser] = useState(false);
  useEffect(() => setBrowser(true), []);
  return browser;
}
