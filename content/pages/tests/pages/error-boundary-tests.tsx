import { useState } from 'react';
import ErrorBoundary from '@theme/ErrorBoundary';
import ErrorPage from '@theme/ErrorPage';
import Layout from '@theme/Layout';

const CASES = [
  { id: 'section', label: 'An error in one section', expected: 'Only this section shows the crash message with a Try again button; the rest of the page keeps working.' },
  { id: 'nested', label: 'An error with a cause', expected: 'The message lists each cause, separated by "Cause:".' },
];

function Thrower({ id }: { id: string }): never {
  if (id === 'nested') throw new Error('Outer failure', { cause: new Error('Inner failure', { cause: new Error('Root cause') }) });
  throw new Error(`Section "${id}" failed on purpose`);
}

function Case({ id, label, expected }: (typeof CASES)[number]) {
  const [thrown, setThrown] = useState(false);
  return (
    <section data-error-boundary={id}>
      <h2>{label}</h2>
      <p>{expected}</p>
      <ErrorBoundary fallback={(error, tryAgain) => <ErrorPage error={error} tryAgain={() => (setThrown(false), tryAgain())} />}>
        <button type="button" className="button" data-crash-test={id} onClick={() => setThrown(true)}>
          Trigger
        </button>
        {thrown ? <Thrower id={id} /> : null}
      </ErrorBoundary>
    </section>
  );
}

/**
 * Error boundaries only matter in the browser: during the build every page must render, so each case
 * below throws on demand, inside a boundary of its own.
 */
export default function ErrorBoundaryTests() {
  return (
    <Layout title="Error boundary tests" description="Each button triggers a different kind of render error in the browser.">
      <main className="page-main">
        <h1>Error boundary tests</h1>
        <p>Each button throws a render error in the browser inside its own error boundary, so only that section shows the crash message.</p>
        {CASES.map((c) => (
          <Case key={c.id} {...c} />
        ))}
      </main>
    </Layout>
  );
}
