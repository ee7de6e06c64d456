import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useSite } from '../context.ts';
import { useDocVersion } from '../doc-version.ts';
import { siteStorage } from '../storage.ts';

/** Tells this tab's components that a preferred version changed (other tabs hear the `storage` event). */
const CHANGE_EVENT = 'lectern:preferred-version';

const storageKey = (pluginId: string) => `docs-preferred-version-${pluginId}`;

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

/**
 * The version the reader last chose in each docs plugin's version dropdown, by plugin id. Empty on the
 * server and during hydration (the server cannot know it), so the first client render matches the HTML.
 */
export function usePreferredVersions(): Record<string, string> {
  const { docs, storageSuffix } = useSite();
  const storage = siteStorage(storageSuffix);
  // A string snapshot: equal choices compare equal, so React re-renders only on a real change.
  const snapshot = useSyncExternalStore(
    subscribe,
    () => docs.map((d) => storage.get(storageKey(d.id)) ?? '').join('\n'),
    () => '',
  );
  return useMemo(() => {
    const saved = snapshot.split('\n');
    const out: Record<string, string> = {};
    docs.forEach((plugin, i) => {
      // A version removed since the reader chose it no longer counts.
      if (plugin.versions.some((v) => v.name === saved[i])) out[plugin.id] = saved[i];
    });
    return out;
  }, [snapshot, docs]);
}

export function useSavePreferredVersion(): (pluginId: string, versionName: string) => void {
  const { storageSuffix } = useSite();
  return useCallback(
    (pluginId, versionName) => {
      siteStorage(storageSuffix).set(storageKey(pluginId), versionName);
      window.dispatchEvent(new Event(CHANGE_EVENT));
    },
    [storageSuffix],
  );
}

/**
 * The version a docs plugin's navbar links point into: the one the reader is reading, else the one
 * they prefer, else the latest.
 */
export function useLinkVersion(): (pluginId: string) => string | undefined {
  const { docs } = useSite();
  const page = useDocVersion();
  const preferred = usePreferredVersions();
  return (pluginId) => {
    if (page?.pluginId === pluginId) return page.name;
    const versions = docs.find((d) => d.id === pluginId)?.versions;
    return preferred[pluginId] ?? (versions?.find((v) => v.isLast) ?? versions?.[0])?.name;
  };
}
