import Layout from '@theme/Layout';
import Link from '@theme/Link';

const BOARD = 'https://feedback.lectern.example.org/';

const POPULAR = [
  { title: 'Translations with a per-locale build cache', status: 'Planned' },
  { title: 'OpenAPI reference pages as a built-in plugin', status: 'Under consideration' },
  { title: 'Link checking for external URLs, opt-in and cached', status: 'Under consideration' },
  { title: 'Partial builds of a single docs version', status: 'In progress' },
  { title: 'Image optimisation for Markdown images', status: 'Planned' },
];

export default function FeatureRequests() {
  return (
    <Layout title="Feature requests" description="Suggest features for Lectern and vote on the ideas of others.">
      <main className="page-main feature-requests">
        <h1>Feature requests</h1>
        <p>
          Ideas for Lectern are collected on a dedicated board, where you can suggest a feature, vote for the ones you need and follow their status.
          Maintainers review the most wanted requests before planning each minor release.
        </p>
        <p>
          <Link href={BOARD} className="button">
            Open the feature request board
          </Link>
        </p>

        <h2>Most wanted right now</h2>
        <table>
          <thead>
            <tr>
              <th scope="col">Request</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {POPULAR.map((r) => (
              <tr key={r.title}>
                <td>{r.title}</td>
                <td>{r.status}</td>
              </tr>
            ))}
          </tbody>
        </table>

        <h2>Before you post</h2>
        <ul>
          <li>Search the board first; adding your use case to an existing request helps more than a duplicate.</li>
          <li>Describe the problem you want solved, not only the solution you have in mind.</li>
          <li>
            Bugs do not belong on the board. Report them as described on the <Link to="/community/support/">support page</Link>.
          </li>
        </ul>
      </main>
    </Layout>
  );
}
