import ErrorBoundary from '@theme/ErrorBoundary';
import ErrorPage from '@theme/ErrorPage';
import { PageContext, type PageContextValue } from './context.ts';
import { setTranslations } from '@theme/Translate';

/** A crash outside any layout's own boundary: the document itself is replaced by a bare crash page. */
function DocumentCrash({ error, tryAgain, css }: { error: unknown; tryAgain: () => void; css: string }) {
  return (
    <html lang="en" dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <title>Page Error</title>
        <link rel="stylesheet" href={css} />
      </head>
      <body>
        <main className="page-main">
          <ErrorPage error={error} tryAgain={tryAgain} />
        </main>
      </body>
    </html>
  );
}

/** One route's whole document: the same tree on the server and in the browser, so hydration adopts the HTML. */
export default function PageTree({ value }: { value: PageContextValue }) {
  const { Layout } = value;
  setTranslations((value.data.site as { translations?: Record<string, { message: string }> } | undefined)?.translations ?? {});
  const css = (value.data.site as { assets?: { css: string } } | undefined)?.assets?.css ?? '';
  return (
    // Not keyed by route: between pages of one layout the document, navbar and head stay mounted (an
    // open search or menu, the stylesheet link), and only a crash page is reset by the next route. A
    // page of another layout mounts them anew: what <html> must keep, Document renders itself.
    <ErrorBoundary resetKey={value.route.path} fallback={(error, tryAgain) => <DocumentCrash error={error} tryAgain={tryAgain} css={css} />}>
      <PageContext.Provider value={value}>
        {/* React hoists these into the head, once each, and waits for them before showing a navigated page. */}
        {value.route.stylesheets?.map((href) => <link key={href} rel="stylesheet" href={href} precedence="lectern-content" />)}
        <Layout />
      </PageContext.Provider>
    </ErrorBoundary>
  );
}
