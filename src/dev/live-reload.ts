import type { IncomingMessage, ServerResponse } from 'node:http';

export const LIVE_RELOAD_SCRIPT_URL = '/__lectern/live-reload.js';
export const LIVE_RELOAD_EVENTS_URL = '/__lectern/events';

/** The page side: one EventSource; a `reload` event reloads, an `error` event logs the build error. */
const CLIENT = `(() => {
  const source = new EventSource(${JSON.stringify(LIVE_RELOAD_EVENTS_URL)});
  source.addEventListener('reload', () => location.reload());
  source.addEventListener('build-error', (e) => console.error('[lectern] build failed:\\n' + JSON.parse(e.data)));
})();
`;

/** Server-sent events to every open page; `handle` answers the two live-reload URLs and nothing else. */
export class LiveReload {
  private readonly clients = new Set<ServerResponse>();

  handle(req: IncomingMessage, res: ServerResponse): boolean {
    const path = (req.url ?? '/').split('?')[0];
    if (path === LIVE_RELOAD_SCRIPT_URL) {
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(CLIENT);
      return true;
    }
    if (path === LIVE_RELOAD_EVENTS_URL) {
      res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
      res.write(': connected\n\n');
      this.clients.add(res);
      req.on('close', () => this.clients.delete(res));
      return true;
    }
    return false;
  }

  send(event: 'reload' | 'build-error', data: unknown = null): void {
    for (const client of this.clients) client.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  close(): void {
    for (const client of this.clients) client.end();
    this.clients.clear();
  }
}
