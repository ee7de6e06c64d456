import Layout from '@theme/Layout';
import Link from '@theme/Link';

type Tag = 'open-source' | 'product' | 'versioned' | 'large' | 'i18n' | 'personal';

interface Site {
  title: string;
  description: string;
  website: string;
  tags: Tag[];
}

const TAGS: Record<Tag, { label: string; description: string }> = {
  'open-source': { label: 'Open source', description: 'Documentation of an open-source project' },
  product: { label: 'Product', description: 'Documentation of a commercial product' },
  versioned: { label: 'Versioned', description: 'Keeps docs for several releases' },
  large: { label: 'Large', description: 'More than 1,000 pages' },
  i18n: { label: 'Translated', description: 'Published in more than one language' },
  personal: { label: 'Personal', description: 'A personal site or notebook' },
};

// Fictional example sites; the addresses use reserved example domains.
const SITES: Site[] = [
  { title: 'Quarry Database', description: 'Reference and guides for an embedded time-series database, with five supported versions.', website: 'https://quarry.example.org/', tags: ['open-source', 'versioned', 'large'] },
  { title: 'Harbor CLI', description: 'A deployment command-line tool whose docs include every command generated from its help text.', website: 'https://harbor.example.com/', tags: ['open-source', 'versioned'] },
  { title: 'Meridian Payments', description: 'API reference and integration guides for a payments platform.', website: 'https://docs.meridian.example.com/', tags: ['product', 'large'] },
  { title: 'Tessellate', description: 'A geometry library documented in English, Japanese and Portuguese.', website: 'https://tessellate.example.net/', tags: ['open-source', 'i18n'] },
  { title: 'Field Notes', description: 'A researcher\'s notebook of experiments, published as a blog with a docs section.', website: 'https://notes.example.org/', tags: ['personal'] },
  { title: 'Lumen Design System', description: 'Components, tokens and usage guidelines, with live examples in MDX.', website: 'https://lumen.example.com/', tags: ['product', 'versioned'] },
  { title: 'Orbit Robotics SDK', description: 'Hardware and SDK documentation kept in sync with firmware releases.', website: 'https://orbit.example.com/', tags: ['product', 'versioned', 'i18n'] },
  { title: 'Kiln', description: 'A build tool for static assets; its own benchmark results are published with every release.', website: 'https://kiln.example.dev/', tags: ['open-source'] },
];

export default function Showcase() {
  return (
    <Layout title="Showcase" description="Documentation sites built with Lectern.">
      <main className="page-main showcase">
        <header>
          <h1>Showcase</h1>
          <p>Documentation sites built with Lectern. Want yours listed? Open a pull request that adds it to this page.</p>
        </header>
        <section aria-label="Tags">
          <h2>Filter by tag</h2>
          <ul className="tag-list">
            {(Object.keys(TAGS) as Tag[]).map((tag) => (
              <li key={tag} className="tag" title={TAGS[tag].description}>
                {TAGS[tag].label} ({SITES.filter((s) => s.tags.includes(tag)).length})
              </li>
            ))}
          </ul>
        </section>
        <section aria-label="Sites">
          <h2>{SITES.length} sites</h2>
          <ul className="card-list">
            {SITES.map((site) => (
              <li key={site.title} className="card">
                <h3 className="card-title">
                  <Link href={site.website}>{site.title}</Link>
                </h3>
                <p className="card-description">{site.description}</p>
                <p>{site.tags.map((t) => TAGS[t].label).join(' · ')}</p>
              </li>
            ))}
          </ul>
        </section>
        <p>
          Building something with Lectern and need help? Start with <Link to="/community/support/">Support</Link>.
        </p>
      </main>
    </Layout>
  );
}
