import Layout from '@theme/Layout';

const CASES = [
  { id: 'page', label: 'An error in the page body', expected: 'The crash page replaces the whole page content, and the navbar and footer stay.' },
  { id: 'section', label: 'An error in one section', expected: 'Only the section shows an error message with a Try again button; the rest of the page keeps working.' },
  { id: 'nested', label: 'An error with a cause', expected: 'The message lists each cause, separated by "Cause:".' },
];

/**
 * Error boundaries only matter in the browser: during the build every page must render, so each case
 * below is triggered on demand by a button rather than by throwing while rendering.
 */
export default function ErrorBoundaryTests() {
  return (
    <Layout title="Error boundary tests" description="Each button triggers a different kind of render error in the browser.">
      <main className="page-main">
        <h1>Error boundary tests</h1>
        <p>
          Each button throws a render error in the browser, at a different depth. The page title of a crashed page is <strong>Page Error</strong>.
        </p>
        {CASES.map((c) => (
          <section key={c.id} data-error-boundary={c.id}>
            <h2>{c.label}</h2>
            <p>{c.expected}</p>
            <button type="button" data-crash-test={c.id}>
              Trigger
            </button>
          </section>
        ))}
      </main>
    </Layout>
  );
}
