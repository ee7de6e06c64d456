import type { PwaOptions, Redirect } from '../define.ts';
import { asWritten, carry, isRaw, type Raw, type TranslationLog } from './carry.ts';

// The Docusaurus plugins whose job a Lectern option does: client redirects (`redirects`) and the PWA (`pwa`).
// Values are carried as written; the schema judges them once translated.

/** `@docusaurus/plugin-client-redirects`: its `redirects` list is Lectern's; redirects made by functions are not. */
export function redirectsOptions(raw: Raw, at: string, log: TranslationLog): Redirect[] {
  const { redirects } = carry(raw, at, { redirects: asWritten }, log);
  return (redirects ?? []) as Redirect[];
}

/** `<meta name="theme-color">` among `pwaHead`'s tags: the colour the manifest and pages declare. */
function themeColor(tags: unknown): string | undefined {
  if (!Array.isArray(tags)) return undefined;
  const meta = tags.find((t: unknown) => isRaw(t) && t.tagName === 'meta' && t.name === 'theme-color');
  return isRaw(meta) && typeof meta.content === 'string' ? meta.content : undefined;
}

/**
 * `@docusaurus/plugin-pwa`: the offline mode strategies and debug flag carry over, and `pwaHead`'s theme
 * colour becomes the manifest's; Lectern writes its own manifest and service worker, so the other head
 * tags, `swCustom`, `swRegister` and `injectManifestConfig` are ignored.
 */
export function pwaOptions(raw: Raw, at: string, log: TranslationLog): PwaOptions {
  const { pwaHead, ...rest } = raw;
  const options = carry(rest, at, { debug: asWritten, offlineModeActivationStrategies: asWritten }, log) as PwaOptions;
  const color = themeColor(pwaHead);
  if (pwaHead === undefined) return options;
  if (color === undefined) {
    log.ignore(`${at}.pwaHead`);
    return options;
  }
  log.apply(`${at}.pwaHead (theme-color)`);
  return { ...options, manifest: { theme_color: color } };
}
