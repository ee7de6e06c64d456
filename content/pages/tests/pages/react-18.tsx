import Layout from '@theme/Layout';
import { Suspense, useId } from 'react';

// Named for the React 18 APIs it tests; the site runs React 19, which keeps them.
function LabelledInput({ label }: { label: string }) {
  const id = useId();
  return (
    <p>
      <label htmlFor={id}>{label}</label> <input id={id} type="text" readOnly value="" />
    </p>
  );
}

export default function React18Tests() {
  return (
    <Layout title="React 18 tests" description="Server rendering of React 18 features under the current React version.">
      <main className="page-main">
        <h1>React 18 tests</h1>
        <p>
          This page uses APIs introduced in React 18 and checks that they render on the server. Lectern renders with React 19, which keeps them
          all.
        </p>
        <h2>
          <code>useId</code>
        </h2>
        <p>Each input below gets a unique id that is the same on the server and in the browser:</p>
        <LabelledInput label="First field" />
        <LabelledInput label="Second field" />
        <h2>
          <code>Suspense</code>
        </h2>
        <Suspense fallback={<p>Loading…</p>}>
          <p>Content inside a Suspense boundary that never suspends renders directly, without the fallback.</p>
        </Suspense>
      </main>
    </Layout>
  );
}
