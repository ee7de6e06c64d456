/** The messages of an error and its causes, joined the way the crash page shows them. */
export function errorChain(error: unknown): string {
  const parts: string[] = [];
  for (let e: unknown = error, depth = 0; e != null && depth < 10; e = (e as { cause?: unknown }).cause, depth++) {
    parts.push(e instanceof Error ? e.message : String(e));
  }
  return parts.join('\n\nCause:\n');
}

/** What a reader sees when a page throws while rendering in the browser. */
export default function ErrorPage({ error, tryAgain }: { error: unknown; tryAgain: () => void }) {
  return (
    <div className="error-page" role="alert">
      <h1>This page crashed.</h1>
      <button type="button" className="button" onClick={tryAgain}>
        Try again
      </button>
      <pre className="error-page-message">{errorChain(error)}</pre>
    </div>
  );
}
