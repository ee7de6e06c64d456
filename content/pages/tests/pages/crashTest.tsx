import { useState } from 'react';
import Layout from '@theme/Layout';

function Crash(): never {
  throw new Error('The crash test button was pressed', { cause: new Error('This error is thrown on purpose by /tests/pages/crashTest/') });
}

/** Lives inside the layout's error boundary, so Try again remounts it with the button unpressed. */
function CrashButton() {
  const [crash, setCrash] = useState(false);
  return (
    <>
      <p>
        <button type="button" className="button" data-crash-test="throw" onClick={() => setCrash(true)}>
          Crash this page
        </button>
      </p>
      {crash ? <Crash /> : null}
    </>
  );
}

/**
 * Pages render on the server during the build, and a page that throws there fails the whole build. So
 * this page throws only in the browser, after the button is pressed: the error boundary must then show
 * the crash page, and Try again must render the page afresh.
 */
export default function CrashTest() {
  return (
    <Layout title="Crash test" description="Triggers the crash page in the browser to test the error boundary.">
      <main className="page-main">
        <h1>Crash test</h1>
        <p>
          Pressing the button makes this page throw an error while rendering in the browser. The site then shows the crash page, titled
          <strong> This page crashed</strong>, with the error message, its cause after <code>Cause:</code>, and a <strong>Try again</strong> button.
        </p>
        <CrashButton />
      </main>
    </Layout>
  );
}
