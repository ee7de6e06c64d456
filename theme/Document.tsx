import type { ReactNode } from 'react';
import Root from '@theme/Root';
import { baseUrlBannerScript } from './base-url-banner.ts';
import { useColorMode } from './color-mode.ts';
import { HANDOFF_ELEMENT_ID, HandoffPreloads, HandoffScript } from './client-handoff.tsx';
import { usePage, useSite } from './context.ts';
import { headScript } from './head-script.ts';
import { SiteIcons } from './site-icons.tsx';
import { HeadTags } from './head-tags.tsx';
import { useIsBrowser } from './router-context.ts';
import { absoluteUrl } from './url.ts';
import SearchHead from './search/SearchHead.tsx';

interface DocumentProps {
  /** The document title, whole (`Intro | Lectern`). */
  title: string;
  description?: string;
  keywords?: string[] | string;
  /** A site path or an absolute URL, for link previews; the config's `themeConfig.image` when unset. */
  image?: string;
  children: ReactNode;
}

/**
 * The HTML document around a page: head (metadata, icons, colour-mode script, stylesheets, the client)
 * and body with the hydration handoff. `@theme/Layout` puts the shell inside it; a page module that
 * renders without Layout gets it alone, so it is still styled, hydrated and has its icons.
 */
export default function Document({ title, description, keywords, image, children }: DocumentProps) {
  const site = useSite();
  const { route } = usePage();
  const previewImage = image ?? site.themeConfig.image;
  const { colorMode } = useColorMode();
  const isBrowser = useIsBrowser();
  return (
    // The head script sets data-theme (and the announcement flag) before paint, and hydration leaves
    // them be. A page of another layout mounts a new <html>, and React then clears every attribute it
    // did not render itself: so the mode and the hydrated flag are rendered here too.
    <html lang={site.locale} dir="ltr" data-theme={colorMode} data-hydrated={isBrowser ? 'true' : undefined} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        {description ? <meta name="description" content={description} /> : null}
        {route.noIndex ? <meta name="robots" content="noindex, nofollow" /> : null}
        <meta property="og:title" content={title} />
        {keywords && keywords.length ? <meta name="keywords" content={Array.isArray(keywords) ? keywords.join(', ') : keywords} /> : null}
        {previewImage ? <meta property="og:image" content={absoluteUrl(site, previewImage)} /> : null}
        <link rel="canonical" href={absoluteUrl(site, route.path)} />
        {/* Inline scripts run once, before paint; the browser keeps the server's copy (see render-target.d.ts). */}
        <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: __LECTERN_SERVER__ ? headScript(site) : '' }} />
        <SiteIcons icons={site.icons} />
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
        {/* Server only, as SearchHead: hydration passes over head elements it did not render, and the client script stays as small. */}
        {__LECTERN_SERVER__ ? <HeadTags tags={site.headTags} /> : null}
        {site.liveReload ? <script src={site.liveReload} defer /> : null}
      </head>
      <body>
        <Root>{children}</Root>
        <HandoffScript />
      </body>
    </html>
  );
}
