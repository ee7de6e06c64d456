import type { MarkdownFormat, MarkdownOptions, UserConfig } from '../define.ts';
import type { ConfigTranslation } from '../types.ts';
import { asWrittenRules, carry, isRaw, TranslationLog, type Raw, type TranslationContext } from './carry.ts';
import { translateHeadTags } from './head-tags.ts';
import { sitePath } from './paths.ts';
import { translatePlugins } from './plugins.ts';
import { translateI18n, translateTrailingSlash } from './site-options.ts';
import { translateThemeConfig } from './theme-options.ts';

export interface TranslatedConfig {
  user: UserConfig;
  translation: ConfigTranslation;
}

/** `markdown`: the format, diagrams and the broken-link policy have Lectern options. */
function markdownOptions(raw: Raw, log: TranslationLog): Pick<UserConfig, 'onBrokenMarkdownLinks'> & Pick<MarkdownOptions, 'format' | 'mermaid'> {
  const { hooks, ...rest } = raw;
  const { format, mermaid } = carry(rest, 'markdown', asWrittenRules(['format', 'mermaid']), log);
  const carried = isRaw(hooks) ? carry(hooks, 'markdown.hooks', asWrittenRules(['onBrokenMarkdownLinks']), log) : {};
  return {
    ...(format === undefined ? {} : { format: format as MarkdownFormat }),
    ...(mermaid === undefined ? {} : { mermaid: mermaid as boolean }),
    ...(carried.onBrokenMarkdownLinks === undefined ? {} : { onBrokenMarkdownLinks: carried.onBrokenMarkdownLinks as UserConfig['onBrokenMarkdownLinks'] }),
  };
}

/** remark-math (with rehype-katex) in any content plugin's `remarkPlugins`: Docusaurus's way of turning math on. */
function usesMath(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(usesMath);
  if (typeof value === 'function') return value.name === 'remarkMath';
  return isRaw(value) && Object.entries(value).some(([key, v]) => (key === 'remarkPlugins' || isRaw(v) || Array.isArray(v)) && usesMath(v));
}

/**
 * Lectern's config from the object a Docusaurus config exports, with a log of every setting applied or
 * ignored. Values are carried as written (paths and URL segments rewritten to Lectern's form): the
 * schema checks the result like any Lectern config.
 */
export function translateDocusaurusConfig(raw: Raw, root: string, file: string): TranslatedConfig {
  const log = new TranslationLog();
  const ctx: TranslationContext = { root, file, log };
  const { presets, plugins, themes, themeConfig, markdown, i18n, trailingSlash, headTags, stylesheets, scripts, ...site } = raw;
  const siteOptions = carry(site, '', {
    ...asWrittenRules(['title', 'tagline', 'favicon', 'url', 'baseUrl', 'onBrokenLinks', 'onBrokenAnchors', 'onBrokenMarkdownLinks', 'customFields']),
    staticDirectories: (v) => (Array.isArray(v) ? v.map((dir: unknown) => sitePath(root, dir)) : v),
    clientModules: (v) => (Array.isArray(v) ? v.map((file: unknown) => sitePath(root, file)) : v),
  }, log) as UserConfig;
  translateTrailingSlash(trailingSlash, log);
  const locale = translateI18n(i18n, log);
  // The hook is Docusaurus's newer place for the policy, so it wins over the top-level key.
  const { format, mermaid, ...markdownPolicy } = isRaw(markdown) ? markdownOptions(markdown, log) : {};
  const math = usesMath(presets) || usesMath(plugins);
  if (math) log.apply('remarkPlugins: remark-math (markdown.math)');
  const content = translatePlugins({ presets, plugins, themes }, ctx);
  const theme = isRaw(themeConfig) ? translateThemeConfig(themeConfig, log) : undefined;
  // The theme's site-wide meta tags first, as Docusaurus writes them before the config's own tags.
  const tags = [...(theme?.headTags ?? []), ...(translateHeadTags({ headTags, stylesheets, scripts }, log) ?? [])];
  const user: UserConfig = {
    ...siteOptions,
    ...(tags.length && { headTags: tags }),
    ...locale,
    ...markdownPolicy,
    ...content,
    ...(theme && { themeConfig: theme.themeConfig }),
    // Docusaurus reads every .md file as MDX unless told otherwise.
    // Docusaurus shows a block in a language it has no grammar for as plain text: warn, do not fail.
    markdown: { ...theme?.markdown, onUnknownLanguage: 'warn', format: format ?? 'mdx', ...(math && { math }), ...(mermaid !== undefined && { mermaid }) },
  };
  return { user, translation: log.result(file) };
}
