import Layout from '@theme/Layout';
import Link from '@theme/Link';

/**
 * Lectern sends no analytics. This page carries the data attributes an analytics script would read,
 * so a site that adds one can check its set-up here without touching real pages.
 */
export default function AnalyticsTests() {
  return (
    <Layout title="Analytics tests" description="Checks for analytics set-ups; Lectern itself sends no tracking calls.">
      <main className="page-main">
        <h1>Analytics tests</h1>
        <p>Lectern does not include any analytics or tracking. Building this page makes no network calls, and loading it makes none either.</p>
        <p>The elements below carry <code>data-analytics</code> attributes. A site that adds an analytics script can use them to check that clicks are recorded.</p>
        <ul>
          <li>
            <button type="button" data-analytics="test-button">
              A button with an analytics id
            </button>
          </li>
          <li>
            <Link to="/tests/pages/" data-analytics="internal-link">
              An internal link with an analytics id
            </Link>
          </li>
          <li>
            <Link href="https://example.com/" data-analytics="external-link">
              An external link with an analytics id
            </Link>
          </li>
        </ul>
        <p>Route changes in the client router would be reported once per navigation, not once per prefetch.</p>
      </main>
    </Layout>
  );
}
