import { useEffect, useState } from 'react';
import { useRouter } from './router-context.ts';

/** Loading that ends within this long shows no indicator at all (spec: progress delay). */
export const PROGRESS_DELAY_MS = 200;

/** A thin bar at the top while a navigation takes longer than 200 ms; no spinner. */
export function ProgressBar() {
  const { pending } = useRouter();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!pending) return setShown(false);
    const timer = setTimeout(() => setShown(true), PROGRESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pending]);
  return shown ? <div className="route-progress" role="progressbar" aria-label="Loading page" /> : null;
}

/** The next page failed to load: its error and a way to try again, in place of the content. */
export function RouteFailure({ message, retry }: { message: string; retry: () => void }) {
  return (
    <div className="route-failure" role="alert">
      <h1>This page could not be loaded</h1>
      <p>{message}</p>
      <button type="button" className="button" onClick={retry}>
        Retry
      </button>
    </div>
  );
}
