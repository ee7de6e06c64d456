import type { ReactNode } from 'react';
import Footer from '@theme/Footer';
import Navbar from '@theme/Navbar';
import { usePage, useSite } from './context.ts';

/** Runs before paint so a saved dark mode never flashes light. */
const COLOR_MODE_SCRIPT = `(function(){try{var t=localStorage.getItem('theme');if(!t){t=matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'}document.documentElement.setAttribute('data-theme',t)}catch(e){}})();`;

interface LayoutProps {
  title?: string;
  description?: string;
  /** Front-matter `keywords`: a list or a comma-separated string. */
  keywords?: string[] | string;
  /** Front-matter `image`, for link previews; a site path or an absolute URL. */
  image?: string;
  children: ReactNode;
}

export default function Layout({ title, description, keywords, image, children }: LayoutProps) {
  const site = useSite();
  const { route } = usePage();
  const fullTitle = title ? `${title} | ${site.title}` : site.title;
  const canonical = site.url.replace(/\/$/, '') + site.baseUrl.replace(/\/$/, '') + route.path;
  return (
    <html lang="en" dir="ltr" data-theme="light">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{fullTitle}</title>
        {description ? <meta name="description" content={description} /> : null}
        {route.noIndex ? <meta name="robots" content="noindex, nofollow" /> : null}
        <meta property="og:title" content={fullTitle} />
        {keywords && keywords.length ? <meta name="keywords" content={Array.isArray(keywords) ? keywords.join(', ') : keywords} /> : null}
        {image ? <meta property="og:image" content={/^[a-z]+:\/\//i.test(image) ? image : site.url.replace(/\/$/, '') + site.baseUrl.replace(/\/$/, '') + image} /> : null}
        <link rel="canonical" href={canonical} />
        <script dangerouslySetInnerHTML={{ __html: COLOR_MODE_SCRIPT }} />
        <link rel="stylesheet" href={site.assets.css} />
        <script type="module" src={site.assets.js} />
        {site.liveReload ? <script src={site.liveReload} defer /> : null}
      </head>
      <body>
        <a className="skip-link" href="#main">
          Skip to main content
        </a>
        <Navbar />
        <div className="main-wrapper" id="main">
          {children}
        </div>
        <Footer />
      </body>
    </html>
  );
}
