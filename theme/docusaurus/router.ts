import { useSite } from '../context.ts';
import { useRouter } from '../router-context.ts';
import { withBase } from '../url.ts';

/** Where the reader is, as Docusaurus content reads it: the pathname includes the base URL. */
export interface DocusaurusLocation {
  pathname: string;
  search: string;
  hash: string;
}

/** `useLocation` of `@docusaurus/router`. */
export function useLocation(): DocusaurusLocation {
  const { location } = useRouter();
  const { baseUrl } = useSite();
  return { ...location, pathname: withBase(baseUrl, location.pathname) };
}

/** `useHistory` of `@docusaurus/router`: push and replace take paths with the base URL, as Docusaurus's do. */
export function useHistory(): { location: DocusaurusLocation; push(path: string): void; replace(path: string): void } {
  const { navigate } = useRouter();
  const { baseUrl } = useSite();
  const location = useLocation();
  const sitePath = (path: string) => (path.startsWith(baseUrl) ? `/${path.slice(baseUrl.length)}` : path);
  return { location, push: (path) => navigate(sitePath(path)), replace: (path) => navigate(sitePath(path), { replace: true }) };
}
