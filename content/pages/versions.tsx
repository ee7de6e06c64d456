import Layout from '@theme/Layout';
import Link from '@theme/Link';

const LATEST = { name: '3.6.3', docs: '/docs/3.6.3/', notes: '/changelog/3.6.3/', installation: '/docs/3.6.3/installation/' };
const CANARY = { name: 'Canary', docs: '/docs/', notes: '/community/canary/' };
const PAST_MAINTAINED = [{ name: '3.5.2', docs: '/docs/3.5.2/', notes: '/changelog/3.5.2/' }];
/** Older docs live on their own archived sites. */
const ARCHIVED = [
  { name: '3.4.0', docs: 'https://3.4.lectern.example.org/docs/', notes: '/changelog/3.4.0/' },
  { name: '3.3.2', docs: 'https://3.3.lectern.example.org/docs/', notes: '/changelog/3.3.2/' },
  { name: '3.2.1', docs: 'https://3.2.lectern.example.org/docs/', notes: '/changelog/3.2.1/' },
  { name: '3.1.1', docs: 'https://3.1.lectern.example.org/docs/', notes: '/changelog/3.1.1/' },
  { name: '3.0.1', docs: 'https://3.0.lectern.example.org/docs/', notes: '/changelog/3.0.1/' },
  { name: '2.4.3', docs: 'https://2.4.lectern.example.org/docs/', notes: '/changelog/2.4.3/' },
  { name: '2.3.1', docs: 'https://2.3.lectern.example.org/docs/', notes: '/changelog/2.3.1/' },
  { name: '2.2.0', docs: 'https://2.2.lectern.example.org/docs/', notes: '/changelog/2.2.0/' },
  { name: '2.1.0', docs: 'https://2.1.lectern.example.org/docs/', notes: '/changelog/2.1.0/' },
  { name: '2.0.1', docs: 'https://2.0.lectern.example.org/docs/', notes: '/changelog/2.0.1/' },
];

function VersionTable({ rows }: { rows: { name: string; docs: string; notes: string }[] }) {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Version</th>
          <th scope="col">Documentation</th>
          <th scope="col">Release notes</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((v) => (
          <tr key={v.name}>
            <th scope="row">{v.name}</th>
            <td>
              <Link to={v.docs}>Documentation</Link>
            </td>
            <td>
              <Link to={v.notes}>Release notes</Link>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default function Versions() {
  return (
    <Layout title="Versions" description="Every documented version of Lectern, from the latest release to archived ones.">
      <main className="page-main versions">
        <h1>Lectern documentation versions</h1>

        <section>
          <h2>Current version (stable)</h2>
          <p>The documentation of the latest release, {LATEST.name}. Start here unless you know you need another version.</p>
          <VersionTable rows={[LATEST]} />
          <p>
            New to Lectern? Follow the <Link to={LATEST.installation}>installation guide</Link>.
          </p>
        </section>

        <section>
          <h2>Next version (Canary)</h2>
          <p>The documentation of the main branch, describing changes that are not released yet.</p>
          <VersionTable rows={[CANARY]} />
        </section>

        <section>
          <h2>Past versions</h2>
          <p>The previous minor version is still published on this site:</p>
          <VersionTable rows={PAST_MAINTAINED} />
          <p>Older versions are no longer maintained. Their documentation is archived on separate sites and opens in a new tab:</p>
          <VersionTable rows={ARCHIVED} />
        </section>
      </main>
    </Layout>
  );
}
