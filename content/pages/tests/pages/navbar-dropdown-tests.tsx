import Layout from '@theme/Layout';
import Link from '@theme/Link';

const CHECKS = [
  'A dropdown opens on hover on desktop and on click or tap everywhere.',
  'It closes on a click, a touch or keyboard focus outside it.',
  'Escape closes it and returns focus to its label.',
  'On mobile, a dropdown starts collapsed unless one of its items is the current page.',
  'The docs version dropdown lists Canary, 3.6.3 and 3.5.2, then archived versions that open in a new tab.',
  'Choosing a version remembers it as the preferred version of that docs instance.',
];

export default function NavbarDropdownTests() {
  return (
    <Layout title="Navbar dropdown tests" description="What to check on the navbar's dropdowns.">
      <main className="page-main">
        <h1>Navbar dropdown tests</h1>
        <p>Use the navbar of this page to check the behaviour of its dropdowns:</p>
        <ol>
          {CHECKS.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ol>
        <p>
          The version dropdown takes its entries from the docs versions; the full list is on the <Link to="/versions/">versions page</Link>.
        </p>
      </main>
    </Layout>
  );
}
