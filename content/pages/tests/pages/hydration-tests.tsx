import Layout from '@theme/Layout';

// Values computed once from constants, never from the clock or Math.random(), so the server HTML
// is identical on every build and matches what the client renders.
const BUILD_INDEPENDENT = Array.from({ length: 5 }, (_, i) => ({ n: i + 1, square: (i + 1) ** 2 }));

export default function HydrationTests() {
  return (
    <Layout title="Hydration tests" description="A page whose server HTML must match what the browser renders.">
      <main className="page-main">
        <h1>Hydration tests</h1>
        <p>
          This page must produce the same HTML on every build and in the browser. It avoids the usual causes of hydration mismatches: dates,
          random numbers, locale-dependent formatting and browser-only globals at module level.
        </p>
        <table>
          <thead>
            <tr>
              <th scope="col">n</th>
              <th scope="col">n²</th>
            </tr>
          </thead>
          <tbody>
            {BUILD_INDEPENDENT.map((row) => (
              <tr key={row.n}>
                <td>{row.n}</td>
                <td>{row.square}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>
          A number formatted with an explicit locale is stable too: {new Intl.NumberFormat('en-US').format(1234567.891)}.
        </p>
        <p suppressHydrationWarning>Whitespace and text nodes must match exactly: {'a'}{' '}{'b'}.</p>
      </main>
    </Layout>
  );
}
