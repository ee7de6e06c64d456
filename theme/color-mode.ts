import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useSite } from './context.ts';
import { siteStorage } from './storage.ts';

export type ColorMode = 'light' | 'dark';

/** The saved choice, under this key plus the site's storage suffix. */
export const COLOR_MODE_STORAGE_KEY = 'theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

const isMode = (value: unknown): value is ColorMode => value === 'light' || value === 'dark';

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}

/**
 * The colour mode, as `<html data-theme>` says: the inline head script sets it before paint, and this
 * is the only writer after that. The server (and hydration) see the configured default; the real mode
 * follows right after hydration.
 */
export function useColorMode(): { colorMode: ColorMode; setColorMode(mode: ColorMode): void } {
  const { themeConfig, storageSuffix } = useSite();
  const fallback = themeConfig.colorMode.defaultMode;
  const colorMode = useSyncExternalStore(
    subscribe,
    () => {
      const current = document.documentElement.getAttribute('data-theme');
      return isMode(current) ? current : fallback;
    },
    () => fallback,
  );
  const setColorMode = useCallback(
    (mode: ColorMode) => {
      document.documentElement.setAttribute('data-theme', mode);
      siteStorage(storageSuffix).set(COLOR_MODE_STORAGE_KEY, mode);
    },
    [storageSuffix],
  );
  return { colorMode, setColorMode };
}

/**
 * Keeps this tab's mode in step with the others (a `storage` event) and, when the site follows the
 * system and the reader has not chosen, with the system's preference. Mounted once, by the navbar.
 */
export function useColorModeSync(): void {
  const { themeConfig, storageSuffix } = useSite();
  const { defaultMode, disableSwitch, respectPrefersColorScheme } = themeConfig.colorMode;
  useEffect(() => {
    const storage = siteStorage(storageSuffix);
    const apply = (mode: ColorMode) => document.documentElement.setAttribute('data-theme', mode);
    const system = window.matchMedia(DARK_QUERY);
    const unsaved = (): ColorMode => (respectPrefersColorScheme ? (system.matches ? 'dark' : 'light') : defaultMode);
    const onStorage = (event: StorageEvent) => {
      if (disableSwitch || (event.key !== storage.key(COLOR_MODE_STORAGE_KEY) && event.key !== null)) return;
      const saved = storage.get(COLOR_MODE_STORAGE_KEY);
      apply(isMode(saved) ? saved : unsaved());
    };
    const onSystem = () => {
      if (respectPrefersColorScheme && (disableSwitch || !isMode(storage.get(COLOR_MODE_STORAGE_KEY)))) apply(unsaved());
    };
    window.addEventListener('storage', onStorage);
    system.addEventListener('change', onSystem);
    return () => {
      window.removeEventListener('storage', onStorage);
      system.removeEventListener('change', onSystem);
    };
  }, [storageSuffix, defaultMode, disableSwitch, respectPrefersColorScheme]);
}
