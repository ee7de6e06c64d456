import Layout from '@theme/Layout';
import Link from '@theme/Link';
import { usePage } from '../context.ts';

interface DebugProps {
  page: string;
  pages: { name: string; path: string }[];
}

/** One debug page: a menu of all of them and this page's build data as formatted JSON. */
export default function DebugPage() {
  const page = usePage();
  const props = page.route.props as unknown as DebugProps;
  const value = page.data[`debug:${props.page}`];
  const title = props.page === 'index' ? 'Debug' : `Debug: ${props.page}`;
  return (
    <Layout title={title}>
      <main className="debug-page">
        <nav aria-label="Debug pages">
          <ul className="debug-menu">
            {props.pages.map((p) => (
              <li key={p.name}>
                <Link to={p.path} aria-current={p.name === props.page ? 'page' : undefined}>
                  {p.name === 'index' ? 'Overview' : p.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <h1>{title}</h1>
        {/* A tab stop: at 375 px the JSON scrolls sideways, and a scrolling region must be reachable from the keyboard. */}
        <pre className="debug-json" tabIndex={0}>
          <code>{JSON.stringify(value, null, 2)}</code>
        </pre>
      </main>
    </Layout>
  );
}
