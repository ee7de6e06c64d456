import { useState, type ReactNode } from 'react';
import AnnouncementBar from '@theme/AnnouncementBar';
import ErrorBoundary from '@theme/ErrorBoundary';
import ErrorPage from '@theme/ErrorPage';
import Footer from '@theme/Footer';
import Navbar from '@theme/Navbar';
import Root from '@theme/Root';
import { baseUrlBannerScript } from './base-url-banner.ts';
import { HANDOFF_ELEMENT_ID, HandoffPreloads, HandoffScript } from './client-handoff.tsx';
import { usePage, useSite } from './context.ts';
import { headScript } from './head-script.ts';
import { absoluteUrl } from './url.ts';
import { useRouter } from './router-context.ts';
import { ProgressBar, RouteFailure } from './route-status.tsx';
import SearchHead from './search/SearchHead.tsx';

interface LayoutProps {
  title?: string;
  description?: string;
  /** Front-matter `keywords`: a list or a comma-separated string. */
  keywords?: string[] | string;
  /** Front-matter `image`, for link previews; a site path or an absolute URL. */
  image?: string;
  /** Docusaurus's Layout props: a page without the footer, and a class on the main wrapper. */
  noFooter?: boolean;
  wrapperClassName?: string;
  children: ReactNode;
}

export default function Layout({ title, description, keywords, image, noFooter, wrapperClassName, children }: LayoutProps) {
  const site = useSite();
  const { route } = usePage();
  const { failure } = useRouter();
  // The crash page's title, for the route that crashed only.
  const [crashedAt, setCrashedAt] = useState<string>();
  const fullTitle = crashedAt === route.path ? 'Page Error' : title ? `${title} | ${site.title}` : site.title;
  const canonical = absoluteUrl(site, route.path);
  return (
    // The head script sets data-theme (and the announcement flag) before paint; React leaves them be.
    <html lang={site.locale} dir="ltr" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{fullTitle}</title>
        {description ? <meta name="description" content={description} /> : null}
        {route.noIndex ? <meta name="robots" content="noindex, nofollow" /> : null}
        <meta property="og:title" content={fullTitle} />
        {keywords && keywords.length ? <meta name="keywords" content={Array.isArray(keywords) ? keywords.join(', ') : keywords} /> : null}
        {image ? <meta property="og:image" content={absoluteUrl(site, image)} /> : null}
        <link rel="canonical" href={canonical} />
        {/* Inline scripts run once, before paint; the browser keeps the server's copy (see render-target.d.ts). */}
        <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: __LECTERN_SERVER__ ? headScript(site) : '' }} />
        {site.icons.map((icon) => (
          <link key={icon.href} rel="icon" href={icon.href} sizes={icon.sizes} type={icon.type} />
        ))}
        {site.pwa ? <link rel="manifest" href={site.pwa.manifest} /> : null}
        {site.pwa ? <meta name="theme-color" content={site.pwa.themeColor} /> : null}
        <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: __LECTERN_SERVER__ ? baseUrlBannerScript(site.baseUrl) : '' }} />
        {__LECTERN_SERVER__ ? <SearchHead /> : null}
        {/*
         * No first paint before the markup ends (the handoff data is last): a slow device otherwise paints
         * the page half-parsed, the main column without the TOC beside it, and every later sibling moves
         * what came before (a layout shift of 0.05 on a blog post at 6x CPU throttling; none with this).
         */}
        <link rel="expect" href={`#${HANDOFF_ELEMENT_ID}`} blocking="render" />
        <link rel="stylesheet" href={site.assets.css} />
        {site.assets.moreCss.map((href) => <link key={href} rel="stylesheet" href={href} />)}
        <script type="module" src={site.assets.js} />
        {site.assets.preload.map((url) => (
          <link key={url} rel="modulepreload" href={url} />
        ))}
        <HandoffPreloads />
        {site.liveReload ? <script src={site.liveReload} defer /> : null}
      </head>
      <body>
        <Root>
          <a className="skip-link" href="#main">
            Skip to main content
          </a>
          <AnnouncementBar />
          <Navbar />
          <ProgressBar />
          <div className={wrapperClassName ? `main-wrapper ${wrapperClassName}` : 'main-wrapper'} id="main" tabIndex={-1}>
            {failure ? (
              <RouteFailure message={failure.message} retry={failure.retry} />
            ) : (
              <ErrorBoundary key={route.path} onError={() => setCrashedAt(route.path)} fallback={(error, tryAgain) => <ErrorPage error={error} tryAgain={() => (setCrashedAt(undefined), tryAgain())} />}>
                {children}
              </ErrorBoundary>
            )}
          </div>
          {noFooter ? null : <Footer />}
        </Root>
        <HandoffScript />
      </body>
    </html>
  );
}
