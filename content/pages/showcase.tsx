import { useEffect, useId, useState } from 'react';
import Layout from '@theme/Layout';
import Link from '@theme/Link';
import useIsBrowser from '@docusaurus/useIsBrowser';

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

const TAG_NAMES = Object.keys(TAGS) as Tag[];

type Operator = 'OR' | 'AND';

interface Filters {
  tags: Tag[];
  operator: Operator;
  name: string;
}

const NO_FILTERS: Filters = { tags: [], operator: 'OR', name: '' };

/** The filters as the address carries them: `?tags=versioned&tags=i18n&operator=AND&name=orbit`. */
function readFilters(search: string): Filters {
  const params = new URLSearchParams(search);
  return {
    tags: params.getAll('tags').filter((t): t is Tag => (TAG_NAMES as string[]).includes(t)),
    operator: params.get('operator') === 'AND' ? 'AND' : 'OR',
    name: params.get('name') ?? '',
  };
}

function writeFilters(filters: Filters): void {
  const params = new URLSearchParams(window.location.search);
  params.delete('tags');
  for (const tag of filters.tags) params.append('tags', tag);
  if (filters.operator === 'AND') params.set('operator', 'AND');
  else params.delete('operator');
  if (filters.name) params.set('name', filters.name);
  else params.delete('name');
  const query = params.toString();
  window.history.replaceState(window.history.state, '', window.location.pathname + (query ? `?${query}` : '') + window.location.hash);
}

function matches(site: Site, { tags, operator, name }: Filters): boolean {
  if (tags.length && !(operator === 'AND' ? tags.every((t) => site.tags.includes(t)) : tags.some((t) => site.tags.includes(t)))) return false;
  return site.title.toLowerCase().includes(name.trim().toLowerCase());
}

function TagFilters({ filters, onChange }: { filters: Filters; onChange(next: Filters): void }) {
  const id = useId();
  const toggle = (tag: Tag) => onChange({ ...filters, tags: filters.tags.includes(tag) ? filters.tags.filter((t) => t !== tag) : [...filters.tags, tag] });
  return (
    <ul className="showcase-tags">
      {TAG_NAMES.map((tag) => (
        <li key={tag} className="showcase-tag">
          <input type="checkbox" id={`${id}-${tag}`} checked={filters.tags.includes(tag)} onChange={() => toggle(tag)} />
          <label htmlFor={`${id}-${tag}`} title={TAGS[tag].description}>
            {TAGS[tag].label} ({SITES.filter((s) => s.tags.includes(tag)).length})
          </label>
        </li>
      ))}
    </ul>
  );
}

function OperatorSwitch({ operator, onChange }: { operator: Operator; onChange(next: Operator): void }) {
  return (
    <div className="showcase-operator" role="group" aria-label="Combine tags with">
      {(['OR', 'AND'] as const).map((op) => (
        <button key={op} type="button" aria-pressed={operator === op} onClick={() => onChange(op)} title={op === 'OR' ? 'Sites with any selected tag' : 'Sites with every selected tag'}>
          {op}
        </button>
      ))}
    </div>
  );
}

function SiteCard({ site }: { site: Site }) {
  return (
    <li className="card">
      <h3 className="card-title">
        <Link href={site.website}>{site.title}</Link>
      </h3>
      <p className="card-description">{site.description}</p>
      <ul className="tag-list" aria-label="Tags">
        {site.tags.map((t) => (
          <li key={t} className="tag" title={TAGS[t].description}>
            {TAGS[t].label}
          </li>
        ))}
      </ul>
    </li>
  );
}

export default function Showcase() {
  // The server and hydration show every site; filters from the address apply right after, or at once
  // when a client navigation brings the reader here.
  const isBrowser = useIsBrowser();
  const [filters, setFilters] = useState<Filters>(() => (isBrowser ? readFilters(window.location.search) : NO_FILTERS));
  useEffect(() => setFilters(readFilters(window.location.search)), []);
  const update = (next: Filters) => {
    setFilters(next);
    writeFilters(next);
  };
  const shown = SITES.filter((site) => matches(site, filters));
  const filtered = filters.tags.length > 0 || filters.name !== '';
  return (
    <Layout title="Showcase" description="Documentation sites built with Lectern.">
      <main className="page-main showcase">
        <header className="showcase-header">
          <h1>Showcase</h1>
          <p>Documentation sites built with Lectern. Want yours listed? Open a pull request that adds it to this page.</p>
        </header>
        <section className="showcase-filters" aria-label="Filters">
          <div className="showcase-filters-row">
            <h2>Filter by tag</h2>
            <OperatorSwitch operator={filters.operator} onChange={(operator) => update({ ...filters, operator })} />
          </div>
          <TagFilters filters={filters} onChange={update} />
        </section>
        <section aria-label="Sites">
          <div className="showcase-filters-row">
            <h2 className="showcase-results-title" aria-live="polite">
              {shown.length} site{shown.length === 1 ? '' : 's'}
              {filtered ? ` of ${SITES.length}` : ''}
            </h2>
            <input type="search" className="showcase-search" placeholder="Search sites by name" aria-label="Search sites by name" value={filters.name} onChange={(event) => update({ ...filters, name: event.target.value })} />
          </div>
          {filtered ? (
            <button type="button" className="showcase-clear" onClick={() => update(NO_FILTERS)}>
              Clear filters
            </button>
          ) : null}
          {shown.length ? (
            <ul className="card-list">
              {shown.map((site) => (
                <SiteCard key={site.title} site={site} />
              ))}
            </ul>
          ) : (
            <p>No site matches these filters.</p>
          )}
        </section>
        <p>
          Building something with Lectern and need help? Start with <Link to="/community/support/">Support</Link>.
        </p>
      </main>
    </Layout>
  );
}
