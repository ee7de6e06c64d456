/**
 * Prefetching, politely: at most four routes in flight, each path once, nothing on a data-saving or 2G
 * connection, nor offline (a page the worker keeps needs no warming; any other fetch fails). Hover and
 * focus jump the queue; links scrolling into view wait their turn.
 */
const MAX_IN_FLIGHT = 4;

type Connection = { saveData?: boolean; effectiveType?: string };

export function prefetchAllowed(): boolean {
  const connection = (navigator as Navigator & { connection?: Connection }).connection;
  return navigator.onLine && !(connection?.saveData || /2g/.test(connection?.effectiveType ?? ''));
}

export function createPrefetcher(warm: (pathname: string) => Promise<void>) {
  const seen = new Set<string>();
  const queue: string[] = [];
  let inFlight = 0;
  const pump = () => {
    while (inFlight < MAX_IN_FLIGHT && queue.length) {
      const path = queue.shift()!;
      inFlight++;
      warm(path)
        .catch(() => seen.delete(path))
        .finally(() => {
          inFlight--;
          pump();
        });
    }
  };
  return (pathname: string, urgent: boolean) => {
    if (seen.has(pathname) || !prefetchAllowed()) return;
    seen.add(pathname);
    if (urgent) queue.unshift(pathname);
    else queue.push(pathname);
    pump();
  };
}

/** Watches links as they scroll into view; `visible` gets each anchor once. Returns a disconnect. */
export function observeLinks(anchors: Iterable<HTMLAnchorElement>, visible: (anchor: HTMLAnchorElement) => void): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => {};
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      visible(entry.target as HTMLAnchorElement);
    }
  });
  for (const a of anchors) observer.observe(a);
  return () => observer.disconnect();
}
