import type { ClientHandoff } from '../src/render/types.ts';
import { usePage } from './context.ts';

/** JSON inside a script element: `<` escaped so no value can close the element or open a comment. */
export function serializeHandoff(handoff: ClientHandoff): string {
  return JSON.stringify(handoff).replace(/</g, '\\u003c');
}

export const HANDOFF_ELEMENT_ID = '__lectern';

/**
 * Head tags that start the first page's downloads early: its chunks as module preloads and its shared
 * data as fetch preloads (the same requests the client then makes). Absent after a client navigation.
 */
export function HandoffPreloads() {
  const { client } = usePage();
  if (!client) return null;
  return (
    <>
      {client.modules.map((url) => (
        <link key={url} rel="modulepreload" href={url} />
      ))}
      {Object.values(client.payload.shared).map((url) => (
        <link key={url} rel="preload" as="fetch" href={url} crossOrigin="anonymous" />
      ))}
    </>
  );
}

/** The first page's route payload, read once by the client before it hydrates. */
export function HandoffScript() {
  const { client } = usePage();
  if (!client) return null;
  return <script id={HANDOFF_ELEMENT_ID} type="application/json" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: __LECTERN_SERVER__ ? serializeHandoff(client) : '' }} />;
}
