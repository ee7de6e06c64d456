import Layout from '@theme/Layout';

const FRAME_DOC = '<!doctype html><html><body style="font-family:sans-serif;margin:1rem"><p>This document lives in the <code>srcdoc</code> attribute of an iframe, so the test needs no network.</p></body></html>';

export default function EmbedTests() {
  return (
    <Layout title="Embed tests" description="Frames, video and audio elements inside a page.">
      <main className="page-main">
        <h1>Embed tests</h1>

        <h2>An iframe</h2>
        <p>The frame must keep its aspect ratio and never be wider than the content column.</p>
        <iframe title="Inline document" srcDoc={FRAME_DOC} sandbox="" style={{ width: '100%', maxWidth: 640, aspectRatio: '16 / 9', border: '1px solid currentColor' }} />

        <h2>A video element without a source</h2>
        <p>The player controls must render, and the fallback text must be hidden in browsers that support video.</p>
        <video controls width={320} height={180} preload="none">
          Your browser does not support embedded video.
        </video>

        <h2>An audio element without a source</h2>
        <audio controls preload="none">
          Your browser does not support embedded audio.
        </audio>
      </main>
    </Layout>
  );
}
