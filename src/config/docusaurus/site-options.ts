import type { UserConfig } from '../define.ts';
import { asWritten, carry, isRaw, type TranslationLog } from './carry.ts';

/**
 * `trailingSlash: true` is the only layout Lectern writes (every page `a/b/index.html`, linked as
 * `/a/b/`), and unset Docusaurus writes the same files: both apply. `false` (`a/b.html`, linked
 * without the slash) has no Lectern equivalent and is ignored.
 */
export function translateTrailingSlash(value: unknown, log: TranslationLog): void {
  if (value === undefined) return;
  if (value === true) log.apply('trailingSlash');
  else log.ignore('trailingSlash');
}

/**
 * `i18n`: Lectern builds the site in one language, so the default locale becomes every page's
 * `lang`; a list of locales naming only that one applies too, other locales and settings are ignored.
 */
export function translateI18n(value: unknown, log: TranslationLog): Pick<UserConfig, 'locale'> {
  if (!isRaw(value)) {
    if (value !== undefined) log.ignore('i18n');
    return {};
  }
  const { locales, ...rest } = value;
  const { defaultLocale } = carry(rest, 'i18n', { defaultLocale: asWritten }, log);
  if (locales !== undefined) {
    const onlyDefault = Array.isArray(locales) && locales.every((l) => l === defaultLocale);
    if (onlyDefault) log.apply('i18n.locales');
    else log.ignore('i18n.locales');
  }
  return defaultLocale === undefined ? {} : { locale: defaultLocale as string };
}
