import Layout from '@theme/Layout';

/**
 * Pages render on the server during the build, and a page that throws there fails the whole build.
 * So this page does not crash while rendering; the crash is triggered in the browser by the button,
 * which the client script turns into a render error to show the crash page ("This page crashed").
 */
export default function CrashTest() {
  return (
    <Layout title="Crash test" description="Triggers the crash page in the browser to test the error boundary.">
      <main className="page-main">
        <h1>Crash test</h1>
        <p>
          Clicking the button below makes this page throw an error in the browser. The site must then show the crash page with the title
          <strong> This page crashed</strong>, the error message, and a <strong>Try again</strong> button that clears the error and renders the page again.
        </p>
        <p>
          <button type="button" data-crash-test="throw">
            Crash this page
          </button>
        </p>
        <p>When the error has a cause, the crash page lists the chain of messages, separated by <code>Cause:</code>.</p>
      </main>
    </Layout>
  );
}
