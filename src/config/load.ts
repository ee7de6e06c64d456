import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { BuildError } from '../util/errors.ts';
import type { BlogFeedOptions, BlogFeedType, BlogOptions, DocsOptions, UserConfig } from './define.ts';
import { loadUserModule, markModuleFileUsed } from './module-loader.ts';
import { DOCUSAURUS_CONFIG_NAMES, loadDocusaurusConfig } from './docusaurus/load.ts';
import type { ReadTrace } from '../build/read-trace.ts';
import { hashBytes } from '../util/hash.ts';
import { resolveThemeConfig } from './theme-config.ts';
import { resolvePwaOptions } from '../pwa/options.ts';
import type { ConfigTranslation, ResolvedBlogFeedOptions, ResolvedBlogOptions, ResolvedDocsOptions, SiteConfig } from './types.ts';

const CONFIG_NAMES = ['site.config.ts', 'site.config.mts', 'site.config.js', 'site.config.mjs'];
const SIDEBAR_NAMES = ['sidebars.ts', 'sidebars.js', 'sidebars.mjs', 'sidebars.cjs'];

/** The site's config file: a Lectern one, else a Docusaurus one. */
export function findConfigFile(root: string): string | undefined {
  return [...CONFIG_NAMES, ...DOCUSAURUS_CONFIG_NAMES].find((name) => existsSync(join(root, name)));
}

export async function loadConfig(rootDir: string, trace?: ReadTrace): Promise<SiteConfig> {
  const root = resolve(rootDir);
  if (!existsSync(root)) throw new BuildError(`site folder ${root} does not exist`, undefined, 'pass an existing folder with --root');
  const configFile = findConfigFile(root);
  let user: UserConfig = {};
  let translation: ConfigTranslation | undefined;
  if (configFile && DOCUSAURUS_CONFIG_NAMES.includes(configFile)) ({ user, translation } = await loadDocusaurusConfig(root, configFile, trace));
  else if (configFile) user = await loadSiteConfig(root, configFile, trace);
  await validate(root, configFile, user, translation !== undefined);
  const config = { ...resolveConfig(root, configFile, user), ...(translation && { translation }) };
  const missing = config.customCss.find((file) => !existsSync(join(root, file)));
  if (missing) throw new BuildError(`customCss names ${missing}, which does not exist`, { file: configFile ?? 'site.config.ts' }, 'create the stylesheet or remove it from the config');
  return config;
}

async function loadSiteConfig(root: string, configFile: string, trace: ReadTrace | undefined): Promise<UserConfig> {
  const mod = await loadUserModule(root, join(root, configFile), trace);
  const exported = mod.default ?? mod.config;
  if (!exported || typeof exported !== 'object') {
    throw new BuildError(`${configFile} has no default export`, { file: configFile }, 'end it with `export default defineConfig({ ... })`');
  }
  return exported as UserConfig;
}

/**
 * Validates with the schema unless this exact config value passed before: loading the validator costs
 * more than a whole no-change rebuild of a small site.
 */
async function validate(root: string, configFile: string | undefined, user: UserConfig, translated: boolean): Promise<void> {
  const serialised = JSON.stringify(user, (_k, v: unknown) => (typeof v === 'function' ? '[function]' : v === undefined ? '[undefined]' : v));
  const marker = join(root, '.lectern', 'modules', `valid-${hashBytes(serialised).slice(0, 16)}`);
  if (existsSync(marker)) return markModuleFileUsed(marker);
  const { configSchema, describeIssues } = await import('./schema.ts');
  const parsed = configSchema.safeParse(user);
  if (!parsed.success) {
    const lines = describeIssues(parsed.error.issues);
    // A translated config is checked under Lectern's names for the settings, which the hint says.
    const hint = translated ? `the keys above are Lectern's names for settings translated from ${configFile}: fix the matching settings there` : 'fix the keys above; see the configuration reference for every option';
    throw new BuildError(`invalid configuration:\n  - ${lines.join('\n  - ')}`, { file: configFile ?? 'site.config.ts' }, hint);
  }
  mkdirSync(join(root, '.lectern', 'modules'), { recursive: true });
  writeFileSync(marker, '');
  markModuleFileUsed(marker);
}

/** Applies defaults. A plugin left unconfigured is on only when its Docusaurus-layout folder exists. */
export function resolveConfig(root: string, configFile: string | undefined, user: UserConfig): SiteConfig {
  const docs = instances<DocsOptions>(user.docs, root, 'docs').map((o, i): ResolvedDocsOptions => {
    const id = o.id ?? (i === 0 ? 'default' : `docs-${i}`);
    const sidebar = id === 'default' ? SIDEBAR_NAMES.find((n) => existsSync(join(root, n))) : undefined;
    const path = o.path ?? 'docs';
    return {
      id,
      path,
      routeBasePath: o.routeBasePath ?? 'docs',
      sidebarPath: o.sidebarPath ?? sidebar ?? false,
      editUrl: o.editUrl,
      lastUpdateFromGit: { time: o.showLastUpdateTime ?? false, author: o.showLastUpdateAuthor ?? false },
      lastVersion: o.lastVersion,
      versions: o.versions ?? {},
      onlyIncludeVersions: o.onlyIncludeVersions,
      // Relative to the docs folder, as in Docusaurus (and as the blog plugin reads its own).
      tags: o.tags === false || o.tags === null ? undefined : `${path}/${o.tags ?? 'tags.yml'}`,
      onInlineTags: o.onInlineTags ?? 'warn',
      tagsBasePath: o.tagsBasePath ?? 'tags',
      breadcrumbs: o.breadcrumbs ?? true,
    };
  });
  const blog = instances<BlogOptions>(user.blog, root, 'blog').map((o, i): ResolvedBlogOptions => {
    const path = o.path ?? 'blog';
    // Like Docusaurus, the tags and authors files are named relative to the blog folder.
    const inBlog = (file: string) => `${path}/${file.replace(/^\.\//, '')}`;
    return {
      id: o.id ?? (i === 0 ? 'default' : `blog-${i}`),
      path,
      routeBasePath: o.routeBasePath ?? 'blog',
      postsPerPage: o.postsPerPage ?? 10,
      blogTitle: o.blogTitle ?? 'Blog',
      blogDescription: o.blogDescription ?? 'Blog',
      pageBasePath: o.pageBasePath ?? 'page',
      blogSidebarCount: o.blogSidebarCount ?? 5,
      blogSidebarTitle: o.blogSidebarTitle ?? 'Recent posts',
      archiveBasePath: o.archiveBasePath === null ? undefined : (o.archiveBasePath ?? 'archive'),
      tagsBasePath: o.tagsBasePath ?? 'tags',
      authorsBasePath: o.authorsBasePath ?? 'authors',
      tags: o.tags === false || o.tags === null ? undefined : inBlog(o.tags ?? 'tags.yml'),
      onInlineTags: o.onInlineTags ?? 'warn',
      authorsMapPath: inBlog(o.authorsMapPath ?? 'authors.yml'),
      onInlineAuthors: o.onInlineAuthors ?? 'warn',
      onUntruncatedBlogPosts: o.onUntruncatedBlogPosts ?? 'warn',
      showReadingTime: o.showReadingTime ?? true,
      editUrl: o.editUrl,
      feedOptions: blogFeedOptions(o.feedOptions ?? {}),
    };
  });
  const pagesPath = (user.pages && user.pages.path) || 'src/pages';
  const pages = user.pages === false || (user.pages === undefined && !existsSync(join(root, pagesPath))) ? undefined : { path: pagesPath, routeBasePath: (user.pages && user.pages.routeBasePath) || '', prefixRoutes: (user.pages && user.pages.prefixRoutes) || [] };
  const ids = new Set<string>();
  for (const inst of [...docs.map((d) => `docs:${d.id}`), ...blog.map((b) => `blog:${b.id}`)]) {
    if (ids.has(inst)) throw new BuildError(`two ${inst.split(':')[0]} instances share the id "${inst.split(':')[1]}"`, { file: configFile ?? 'site.config.ts' }, 'give each instance its own `id`');
    ids.add(inst);
  }
  return {
    root,
    configFile,
    title: user.title ?? 'My Site',
    tagline: user.tagline ?? '',
    locale: user.locale ?? 'en',
    ...(user.favicon !== undefined && { favicon: user.favicon }),
    url: user.url ?? 'http://localhost',
    baseUrl: user.baseUrl ?? '/',
    outDir: user.outDir ?? 'build',
    staticDirectories: user.staticDirectories ?? ['static'],
    customCss: user.customCss === undefined ? [] : [user.customCss].flat(),
    customFields: user.customFields ?? {},
    headTags: user.headTags ?? [],
    clientModules: user.clientModules ?? [],
    onBrokenLinks: user.onBrokenLinks ?? 'throw',
    onBrokenMarkdownLinks: user.onBrokenMarkdownLinks ?? 'warn',
    onBrokenAnchors: user.onBrokenAnchors ?? 'throw',
    onInvalidFrontMatter: user.onInvalidFrontMatter ?? 'throw',
    redirects: user.redirects ?? [],
    sitemap: user.sitemap ?? true,
    debug: user.debug ?? true,
    docs,
    blog,
    pages,
    markdown: {
      toc: { minHeadingLevel: user.markdown?.toc?.minHeadingLevel ?? 2, maxHeadingLevel: user.markdown?.toc?.maxHeadingLevel ?? 3 },
      additionalLanguages: user.markdown?.additionalLanguages ?? [],
      format: user.markdown?.format ?? 'detect',
      math: user.markdown?.math ?? false,
      mermaid: user.markdown?.mermaid ?? false,
      onUnknownLanguage: user.markdown?.onUnknownLanguage ?? 'throw',
    },
    themeConfig: resolveThemeConfig(user.themeConfig, user.title ?? 'My Site'),
    themeOverridesDir: 'src/theme',
    storageSuffix: user.siteStorage?.namespace ? `-${user.siteStorage.namespace}` : '',
    ...(user.pwa ? { pwa: resolvePwaOptions(user.pwa, { title: user.title ?? 'My Site', tagline: user.tagline ?? '' }) } : {}),
  };
}

const FEED_TYPES: BlogFeedType[] = ['rss', 'atom', 'json'];

function blogFeedOptions(o: BlogFeedOptions): ResolvedBlogFeedOptions {
  const type = o.type === undefined ? 'all' : o.type;
  const types = type === null ? [] : type === 'all' ? FEED_TYPES : FEED_TYPES.filter((t) => (Array.isArray(type) ? type.includes(t) : type === t));
  return { types, title: o.title, description: o.description, copyright: o.copyright, limit: o.limit === false || o.limit === null ? false : (o.limit ?? 20) };
}

function instances<T extends { path?: string }>(value: T | T[] | false | undefined, root: string, defaultPath: string): T[] {
  if (value === false) return [];
  if (value === undefined) return existsSync(join(root, defaultPath)) ? [{} as T] : [];
  return Array.isArray(value) ? value : [value];
}
