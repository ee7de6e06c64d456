import { useIsBrowser as useThemeIsBrowser } from '../router-context.ts';

/**
 * `@docusaurus/useIsBrowser`: false on the server and during hydration, true once the page runs, and
 * true from the first render of anything mounted after that (a page reached by a client navigation),
 * as in Docusaurus: site code that reads the address or storage behind it then shows no fallback first.
 */
export default function useIsBrowser(): boolean {
  return useThemeIsBrowser();
}
