import Layout from '@theme/Layout';

/**
 * The offline shell: the site's chrome around an empty main column. The service worker answers with it
 * when a page's own HTML is not cached; the client then renders the route the address names from its
 * route data (theme/client/entry.tsx), so only a loading line shows in between.
 */
export default function OfflinePage() {
  return (
    <Layout>
      <main className="page-main offline-page" aria-busy="true">
        <p>Loading…</p>
      </main>
    </Layout>
  );
}
