import { useEffect } from 'react';
import { useSite } from '../context.ts';
import { useRouter } from '../router-context.ts';
import { normalizePath, withBase } from '../url.ts';

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

/** A path as the client router takes it: without the base URL when it was given with it. */
function sitePathOf(baseUrl: string, path: string): string {
  return path.startsWith(baseUrl) ? `/${path.slice(baseUrl.length)}` : path;
}

/** `useHistory` of `@docusaurus/router`: push and replace take paths with the base URL, as Docusaurus's do. */
export function useHistory(): { location: DocusaurusLocation; push(path: string): void; replace(path: string): void } {
  const { navigate } = useRouter();
  const { baseUrl } = useSite();
  const location = useLocation();
  const sitePath = (path: string) => sitePathOf(baseUrl, path);
  return { location, push: (path) => navigate(sitePath(path)), replace: (path) => navigate(sitePath(path), { replace: true }) };
}

/**
 * `<Redirect to>` of `@docusaurus/router` (a docs-only site's `src/pages/index.js` often is one): the
 * client router moves on once the page is hydrated, and the HTML carries a refresh to the same address
 * (React puts it in the head) for crawlers and readers without JavaScript.
 */
export function Redirect({ to, push = false }: { to: string; push?: boolean }) {
  const { baseUrl } = useSite();
  const { navigate } = useRouter();
  const path = normalizePath(sitePathOf(baseUrl, to));
  const href = path.startsWith('/') ? withBase(baseUrl, path) : path;
  useEffect(() => navigate(path, { replace: !push }), [navigate, path, push]);
  return (
    <>
      <meta httpEquiv="refresh" content={`0; url=${href}`} />
      <p>
        Redirecting to <a href={href}>{href}</a>…
      </p>
    </>
  );
}
