import Layout from '@theme/Layout';
import Translate from '@theme/Translate';
import Link from '@theme/Link';

/** Feature icons: stroke paths on a 24-unit grid, drawn in the text colour. */
const ICONS = {
  incremental: 'M20 12a8 8 0 1 1-2.3-5.7M20 4v5h-5',
  parallel: 'M4 7h16M4 12h16M4 17h16M16 4l4 3-4 3M16 14l4 3-4 3',
  docs: 'M4 4h10l6 6v10H4zM14 4v6h6M8 14h8M8 18h5',
  search: 'M11 4a7 7 0 1 1 0 14 7 7 0 0 1 0-14zM21 21l-5-5',
  versions: 'M8 8h12v12H8zM4 16V4h12',
  install: 'M12 4v11M7 10l5 5 5-5M4 20h16',
};

const FEATURES = [
  { icon: ICONS.incremental, title: 'Incremental by design', text: 'Every input is hashed into a SQLite cache; an edit re-renders only the pages it affects, and the result always equals a clean build.' },
  { icon: ICONS.parallel, title: 'Parallel rendering', text: 'Pages compile and render on a pool of worker threads with React 19, so a thousand-page site builds in seconds.' },
  { icon: ICONS.docs, title: 'Bring your docs', text: 'Docusaurus-style folders, front matter, sidebars and admonitions build unchanged, with or without a config file.' },
  { icon: ICONS.search, title: 'Search that works offline', text: 'A search index is built with the site and queried in the browser, filtered by the docs version you are reading.' },
  { icon: ICONS.versions, title: 'Versioned docs', text: 'Freeze a release with one command. Identical pages in several versions are compiled once.' },
  { icon: ICONS.install, title: 'Installable', text: 'Readers can install your docs as an app and keep reading without a connection.' },
];

const MORE = [
  { to: '/blog/', title: 'The blog', text: 'Release notes and engineering write-ups.' },
  { to: '/changelog/', title: 'The changelog', text: 'Every change in every release.' },
  { to: '/showcase/', title: 'The showcase', text: 'Sites built with Lectern.' },
  { to: '/community/support/', title: 'Support', text: 'Where to ask questions and report bugs.' },
];

export default function Home() {
  return (
    <Layout title="Home" description="Lectern builds documentation sites fast and rebuilds them faster.">
      <main className="page-main home">
        <header className="hero">
          <h1>Lectern</h1>
          <p className="hero-tagline">
            <Translate id="homepage.tagline" description="The tagline under the site name on the home page">
              Build documentation in seconds, rebuild it in milliseconds.
            </Translate>
          </p>
          <p className="hero-buttons">
            <Link to="/docs/" className="button">
              Read the docs
            </Link>
            <Link to="/docs/installation/" className="button button-secondary">
              Install Lectern 3.6
            </Link>
          </p>
        </header>
        <section className="features" aria-label="Features">
          {FEATURES.map((f) => (
            <div key={f.title} className="feature">
              <span className="feature-icon" aria-hidden="true">
                <svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
                  <path d={f.icon} />
                </svg>
              </span>
              <h2>{f.title}</h2>
              <p>{f.text}</p>
            </div>
          ))}
        </section>
        <section className="home-more">
          <h2>Keep up with Lectern</h2>
          <ul className="home-links">
            {MORE.map((m) => (
              <li key={m.to}>
                <Link to={m.to}>
                  <strong>{m.title}</strong>
                  <span>{m.text}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </main>
    </Layout>
  );
}
