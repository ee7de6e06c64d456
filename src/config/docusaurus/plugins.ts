import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { BlogOptions, DocsOptions, UserConfig } from '../define.ts';
import { ignoreOptions, isRaw, type Raw, type TranslationContext } from './carry.ts';
import { blogOptions, docsOptions, pagesOptions } from './content-options.ts';
import { pluginEntries } from './plugin-entries.ts';
import { sitePath } from './paths.ts';
import { pwaOptions, redirectsOptions } from './site-plugins.ts';

export type ContentOptions = Pick<UserConfig, 'docs' | 'blog' | 'pages' | 'sitemap' | 'debug' | 'customCss' | 'redirects' | 'pwa'>;

/**
 * Themes Lectern's own theme stands in for: the classic theme, Algolia search (`themeConfig.algolia`) and
 * Mermaid diagrams (drawn when `markdown.mermaid` is on, styled by `themeConfig.mermaid`).
 */
const KNOWN_THEMES = ['classic', 'search-algolia', 'mermaid'];

/**
 * A content plugin of the preset: off for `false`, on with its options, and on with defaults when
 * unset, as in Docusaurus, provided its default folder exists (Lectern's rule for a site without config).
 */
function presetContent<T>(value: unknown, at: string, folder: string, ctx: TranslationContext, translate: (raw: Raw, at: string, ctx: TranslationContext) => T): T[] {
  if (value === undefined) return existsSync(join(ctx.root, folder)) ? [translate({}, at, ctx)] : [];
  ctx.log.apply(at);
  if (value === false) return [];
  // Any other value is passed on for the schema to reject.
  return [isRaw(value) ? translate(value, at, ctx) : (value as T)];
}

/** Lectern's content options from `presets`, `plugins` and `themes`: the classic preset, the docs and blog plugins, client redirects and the PWA. */
export function translatePlugins(raw: Raw, ctx: TranslationContext): ContentOptions {
  const { log, file } = ctx;
  const docs: DocsOptions[] = [];
  const blog: BlogOptions[] = [];
  const out: ContentOptions = {};
  // Without the classic preset Docusaurus renders no pages; its docs and blog come from plugins only.
  let pages: ContentOptions['pages'] = false;
  for (const entry of pluginEntries(raw.presets, 'presets', file)) {
    if (entry.shortName !== 'classic') {
      log.unknownPlugin(entry.label);
      continue;
    }
    const at = 'presets.classic';
    log.apply(at);
    const { docs: docsValue, blog: blogValue, pages: pagesValue, sitemap, debug, ...others } = isRaw(entry.options) ? entry.options : {};
    docs.push(...presetContent(docsValue, `${at}.docs`, 'docs', ctx, docsOptions));
    blog.push(...presetContent(blogValue, `${at}.blog`, 'blog', ctx, blogOptions));
    if (pagesValue !== undefined) log.apply(`${at}.pages`);
    // Unset, Lectern's own rule applies: pages are on when src/pages exists.
    pages = pagesValue === undefined ? undefined : isRaw(pagesValue) ? pagesOptions(pagesValue, `${at}.pages`, ctx) : (pagesValue as ContentOptions['pages']);
    // Lectern always writes its sitemap: only turning it off carries over.
    if (isRaw(sitemap)) ignoreOptions(sitemap, `${at}.sitemap`, log);
    else if (sitemap !== undefined) {
      out.sitemap = sitemap as boolean;
      log.apply(`${at}.sitemap`);
    }
    if (debug !== undefined) {
      out.debug = debug as boolean;
      log.apply(`${at}.debug`);
    }
    // The preset's other keys name plugins (theme, gtag, svgr): their options are the settings left out,
    // except the theme's stylesheets, which Lectern bundles after its own.
    const { theme, ...plugins } = others;
    if (isRaw(theme)) {
      const { customCss, ...rest } = theme;
      if (customCss !== undefined) {
        out.customCss = [customCss].flat().map((f) => sitePath(ctx.root, f) as string);
        log.apply(`${at}.theme.customCss`);
      }
      ignoreOptions(rest, `${at}.theme`, log);
    } else ignoreOptions(theme, `${at}.theme`, log);
    for (const [key, value] of Object.entries(plugins)) ignoreOptions(value, `${at}.${key}`, log);
  }
  for (const entry of pluginEntries(raw.plugins, 'plugins', file)) {
    const options = isRaw(entry.options) ? entry.options : {};
    if (entry.shortName === 'client-redirects' || entry.shortName === 'pwa') {
      const at = `plugins.${entry.shortName}`;
      log.apply(at);
      if (entry.shortName === 'pwa') out.pwa = pwaOptions(options, at, log);
      else out.redirects = [...(out.redirects ?? []), ...redirectsOptions(options, at, log)];
      continue;
    }
    // Lectern compiles .scss and .sass stylesheets itself (theme-bundle/sass.ts).
    if (entry.shortName === 'sass') {
      log.apply('plugins.sass');
      ignoreOptions(entry.options, 'plugins.sass', log);
      continue;
    }
    if (entry.shortName !== 'content-docs' && entry.shortName !== 'content-blog') {
      log.unknownPlugin(entry.label);
      continue;
    }
    const at = `plugins.${entry.shortName}(${typeof options.id === 'string' ? options.id : 'default'})`;
    log.apply(at);
    if (entry.shortName === 'content-docs') docs.push(docsOptions(options, at, ctx));
    else blog.push(blogOptions(options, at, ctx));
  }
  for (const entry of pluginEntries(raw.themes, 'themes', file)) {
    if (!entry.shortName || !KNOWN_THEMES.includes(entry.shortName)) {
      log.unknownPlugin(entry.label);
      continue;
    }
    log.apply(`themes.${entry.shortName}`);
    ignoreOptions(entry.options, `themes.${entry.shortName}`, log);
  }
  return { ...out, docs: docs.length ? docs : false, blog: blog.length ? blog : false, ...(pages !== undefined && { pages }) };
}
