import type { UserConfig } from '../define.ts';
import type { ConfigTranslation } from '../types.ts';
import { asWrittenRules, carry, ignoreOptions, isRaw, TranslationLog, type Raw, type TranslationContext } from './carry.ts';
import { sitePath } from './paths.ts';
import { translatePlugins } from './plugins.ts';
import { translateThemeConfig } from './theme-options.ts';

export interface TranslatedConfig {
  user: UserConfig;
  translation: ConfigTranslation;
}

/** `markdown`: only the broken-link policy has a Lectern option (Lectern tells Markdown from MDX by extension). */
function markdownOptions(raw: Raw, log: TranslationLog): Pick<UserConfig, 'onBrokenMarkdownLinks'> {
  const { hooks, ...rest } = raw;
  carry(rest, 'markdown', {}, log);
  const carried = isRaw(hooks) ? carry(hooks, 'markdown.hooks', asWrittenRules(['onBrokenMarkdownLinks']), log) : {};
  return carried.onBrokenMarkdownLinks === undefined ? {} : { onBrokenMarkdownLinks: carried.onBrokenMarkdownLinks as UserConfig['onBrokenMarkdownLinks'] };
}

/**
 * Lectern's config from the object a Docusaurus config exports, with a log of every setting applied or
 * ignored. Values are carried as written (paths and URL segments rewritten to Lectern's form): the
 * schema checks the result like any Lectern config.
 */
export function translateDocusaurusConfig(raw: Raw, root: string, file: string): TranslatedConfig {
  const log = new TranslationLog();
  const ctx: TranslationContext = { root, file, log };
  const { presets, plugins, themes, themeConfig, markdown, i18n, ...site } = raw;
  const siteOptions = carry(site, '', {
    ...asWrittenRules(['title', 'tagline', 'url', 'baseUrl', 'onBrokenLinks', 'onBrokenAnchors', 'onBrokenMarkdownLinks']),
    staticDirectories: (v) => (Array.isArray(v) ? v.map((dir: unknown) => sitePath(root, dir)) : v),
  }, log) as UserConfig;
  // Lectern builds one locale, in the site's own words: none of the i18n settings has an equivalent.
  ignoreOptions(i18n, 'i18n', log);
  // The hook is Docusaurus's newer place for the policy, so it wins over the top-level key.
  const markdownPolicy = isRaw(markdown) ? markdownOptions(markdown, log) : {};
  const content = translatePlugins({ presets, plugins, themes }, ctx);
  const theme = isRaw(themeConfig) ? translateThemeConfig(themeConfig, log) : undefined;
  const user: UserConfig = {
    ...siteOptions,
    ...markdownPolicy,
    ...content,
    ...(theme && { themeConfig: theme.themeConfig }),
    ...(theme && Object.keys(theme.markdown).length > 0 && { markdown: theme.markdown }),
  };
  return { user, translation: log.result(file) };
}
