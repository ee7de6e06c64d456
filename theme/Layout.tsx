import { useState, type ReactNode } from 'react';
import AnnouncementBar from '@theme/AnnouncementBar';
import Document from '@theme/Document';
import ErrorBoundary from '@theme/ErrorBoundary';
import ErrorPage from '@theme/ErrorPage';
import Footer from '@theme/Footer';
import Navbar from '@theme/Navbar';
import { usePage, useSite } from './context.ts';
import { useRouter } from './router-context.ts';
import { ProgressBar, RouteFailure } from './route-status.tsx';
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
  return (
    <Document title={fullTitle} description={description} keywords={keywords} image={image}>
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
    </Document>
  );
}
