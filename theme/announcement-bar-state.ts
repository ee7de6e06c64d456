import { useCallback, useEffect, useState } from 'react';
import { useSite } from './context.ts';
import { useIsBrowser } from './router-context.ts';
import { siteStorage } from './storage.ts';

/** Saved browser values (plus the site's storage suffix): whether the bar was closed, and which bar that was. */
export const ANNOUNCEMENT_DISMISS_KEY = 'docusaurus.announcement.dismiss';
export const ANNOUNCEMENT_ID_KEY = 'docusaurus.announcement.id';
/** Set on `<html>` by the head script when the reader closed this very bar: CSS hides it before paint. */
export const ANNOUNCEMENT_INITIALLY_DISMISSED = 'data-announcement-bar-initially-dismissed';

/** Whether the reader closed this very bar. */
function closed(storage: ReturnType<typeof siteStorage>, id: string): boolean {
  return storage.get(ANNOUNCEMENT_ID_KEY) === id && storage.get(ANNOUNCEMENT_DISMISS_KEY) === 'true';
}

/**
 * Whether the announcement bar shows. The server and hydration always render it (the head script and
 * CSS hide a closed one); after hydration a closed bar leaves the page. A new bar `id` shows it again.
 */
export function useAnnouncementBar(): { shown: boolean; close(): void } {
  const { themeConfig, storageSuffix } = useSite();
  const bar = themeConfig.announcementBar;
  const id = bar?.id;
  const isBrowser = useIsBrowser();
  // A bar mounted after hydration (a page of another layout mounts a new shell) reads the choice at
  // once: a closed bar must not show for a frame and go.
  const [dismissed, setDismissed] = useState(() => isBrowser && id !== undefined && closed(siteStorage(storageSuffix), id));

  useEffect(() => {
    if (id === undefined) return;
    const storage = siteStorage(storageSuffix);
    if (storage.get(ANNOUNCEMENT_ID_KEY) !== id) {
      storage.set(ANNOUNCEMENT_ID_KEY, id);
      storage.set(ANNOUNCEMENT_DISMISS_KEY, 'false');
    }
    setDismissed(closed(storage, id));
  }, [id, storageSuffix]);

  const close = useCallback(() => {
    siteStorage(storageSuffix).set(ANNOUNCEMENT_DISMISS_KEY, 'true');
    setDismissed(true);
  }, [storageSuffix]);

  return { shown: !!bar && !dismissed, close };
}
