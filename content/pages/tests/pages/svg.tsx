import Layout from '@theme/Layout';

function Logo({ size }: { size: number }) {
  return (
    <svg role="img" aria-label="Lectern logo" width={size} height={size} viewBox="0 0 64 64">
      <rect x="8" y="8" width="48" height="12" rx="3" fill="#2e8555" />
      <path d="M28 20 h8 v28 h-8 z" fill="#25c2a0" />
      <rect x="16" y="48" width="32" height="8" rx="2" fill="currentColor" />
    </svg>
  );
}

export default function SvgTests() {
  return (
    <Layout title="SVG tests" description="Inline SVG rendered by a React page.">
      <main className="page-main">
        <h1>SVG tests</h1>
        <p>Inline SVG written as JSX, at three sizes. Attributes like <code>viewBox</code> must keep their case in the HTML.</p>
        <p>
          <Logo size={32} /> <Logo size={64} /> <Logo size={128} />
        </p>
        <h2>currentColor</h2>
        {/* The link colour: a colour of its own that keeps text readable in light and dark mode. */}
        <p style={{ color: 'var(--ifm-link-color)' }}>
          The base of this logo follows the text colour: <Logo size={48} />
        </p>
      </main>
    </Layout>
  );
}
