import Layout from '@theme/Layout';
import Link from '@theme/Link';

const FEATURES = [
  { title: 'Incremental by design', text: 'Every input is hashed into a SQLite cache; an edit re-renders only the pages it affects, and the result always equals a clean build.' },
  { title: 'Parallel rendering', text: 'Pages compile and render on a pool of worker threads with React 19, so a thousand-page site builds in seconds.' },
  { title: 'Bring your docs', text: 'Docusaurus-style folders, front matter, sidebars and admonitions build unchanged, with or without a config file.' },
];

export default function Home() {
  return (
    <Layout title="Home" description="Lectern builds documentation sites fast and rebuilds them faster.">
      <main className="page-main home">
        <header className="hero">
          <h1>Lectern</h1>
          <p className="hero-tagline">Documentation sites that build in seconds and rebuild in milliseconds.</p>
          <Link to="/docs/introduction/" className="button">
            Read the docs
          </Link>
        </header>
        <section className="features">
          {FEATURES.map((f) => (
            <div key={f.title} className="feature">
              <h2>{f.title}</h2>
              <p>{f.text}</p>
            </div>
          ))}
        </section>
      </main>
    </Layout>
  );
}
