import { usePage, useSite } from '../context.ts';
import { SiteIcons } from '../site-icons.tsx';

/** A page that only forwards to another, keeping the query string and hash; works on any static host. */
export default function RedirectPage() {
  const { to } = usePage().route.props as { to: string };
  const { locale, icons } = useSite();
  // JSON escapes quotes; `<` is escaped too so the target cannot close the script element.
  const script = `window.location.replace(${JSON.stringify(to).replace(/</g, '\\u003c')} + window.location.search + window.location.hash);`;
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <title>Redirecting…</title>
        <meta httpEquiv="refresh" content={`0; url=${to}`} />
        <meta name="robots" content="noindex" />
        <link rel="canonical" href={to} />
        <SiteIcons icons={icons} />
        <script dangerouslySetInnerHTML={{ __html: script }} />
      </head>
      <body>
        <p>
          This page has moved to <a href={to}>{to}</a>.
        </p>
      </body>
    </html>
  );
}
