import Layout from '@theme/Layout';
import Link from '@theme/Link';

const FEATURES = [
  { title: 'Incremental by design', text: 'Every input is hashed into a SQLite cache; an edit re-renders only the pages it affects, and the result always equals a clean build.' },
  { title: 'Parallel rendering', text: 'Pages compile and render on a pool of worker threads with React 19, so a thousand-page site builds in seconds.' },
  { title: 'Bring your docs', text: 'Docusaurus-style folders, front matter, sidebars and admonitions build unchanged, with or without a config file.' },
  { title: 'Search that works offline', text: 'A search index is built with the site and queried in the browser, filtered by the docs version you are reading.' },
  { title: 'Versioned docs', text: 'Freeze a release with one command. Identical pages in several versions are compiled once.' },
  { title: 'Installable', text: 'Readers can install your docs as an app and keep reading without a connection.' },
];

export default function Home() {
  return (
    <Layout title="Home" description="Lectern builds documentation sites fast and rebuilds them faster.">
      <main className="page-main home">
        <header className="hero">
          <h1>Lectern</h1>
          <p className="hero-tagline">Documentation sites that build in seconds and rebuild in milliseconds.</p>
          <p>
            <Link to="/docs/" className="button">
              Read the docs
            </Link>{' '}
            <Link to="/docs/installation/" className="button button-secondary">
              Install Lectern 3.6
            </Link>
          </p>
        </header>
        <section className="features">
          {FEATURES.map((f) => (
            <div key={f.title} className="feature">
              <h2>{f.title}</h2>
              <p>{f.text}</p>
            </div>
          ))}
        </section>
        <section className="home-more">
          <h2>Keep up with Lectern</h2>
          <ul>
            <li>
              <Link to="/blog/">The blog</Link>: release notes and engineering write-ups.
            </li>
            <li>
              <Link to="/changelog/">The changelog</Link>: every change in every release.
            </li>
            <li>
              <Link to="/showcase/">The showcase</Link>: sites built with Lectern.
            </li>
            <li>
              <Link to="/community/support/">Support</Link>: where to ask questions and report bugs.
            </li>
          </ul>
        </section>
      </main>
    </Layout>
  );
}
