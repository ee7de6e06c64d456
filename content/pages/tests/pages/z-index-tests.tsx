import Layout from '@theme/Layout';

const LAYERS = [
  { z: 1, label: 'z-index 1', offset: 0, colour: '#d1f0e2' },
  { z: 10, label: 'z-index 10', offset: 24, colour: '#a8e3c8' },
  { z: 100, label: 'z-index 100', offset: 48, colour: '#7fd6ae' },
  { z: 1000, label: 'z-index 1000 (higher than most navbars)', offset: 72, colour: '#56c994' },
];

export default function ZIndexTests() {
  return (
    <Layout title="Z-index tests" description="Positioned elements with high z-index values, to check the navbar stays on top.">
      <main className="page-main">
        <h1>Z-index tests</h1>
        <p>
          The boxes below are positioned with increasing <code>z-index</code> values. Scroll the page: the navbar, the mobile sidebar and the search modal
          must stay above all of them.
        </p>
        <div style={{ position: 'relative', height: 220 }}>
          {LAYERS.map((l) => (
            <div
              key={l.z}
              style={{ position: 'absolute', top: l.offset, left: l.offset, zIndex: l.z, width: 280, padding: '0.75rem', background: l.colour, color: '#111', border: '1px solid #333' }}
            >
              {l.label}
            </div>
          ))}
        </div>
        <div style={{ position: 'sticky', top: 0, zIndex: 5, padding: '0.5rem', background: '#fffbe6', color: '#111' }}>A sticky banner with z-index 5</div>
        <div style={{ height: 800 }} aria-hidden="true" />
      </main>
    </Layout>
  );
}
