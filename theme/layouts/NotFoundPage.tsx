import Layout from '@theme/Layout';
import Link from '@theme/Link';

export default function NotFoundPage() {
  return (
    <Layout title="Page Not Found">
      <main className="page-main not-found">
        <h1>Page Not Found</h1>
        <p>We could not find what you were looking for.</p>
        <p>
          <Link to="/">Go to the home page</Link>
        </p>
      </main>
    </Layout>
  );
}
