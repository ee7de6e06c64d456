import { z } from 'zod';
import { themeConfigSchema } from './theme-schema.ts';

const severity = z.enum(['throw', 'warn', 'ignore']);
/** A URL segment like `docs` or `tests/docs`: no leading or trailing slash, no `..`. */
const routeBase = z.string().regex(/^(?:[\w\-.~%]+(?:\/[\w\-.~%]+)*)?$/, 'a path like "docs" or "tests/docs" (no leading or trailing slash)').refine((s) => !s.split('/').includes('..'), 'must not contain ".."');
const relPath = z.string().min(1).refine((s) => !s.split(/[\\/]/).includes('..'), 'must stay inside the site folder (no "..")');

/** A base URL, or a function making each page's link (its answer is used as it is). */
const editUrl = z.union([z.string().url(), z.custom<(...args: never[]) => unknown>((v) => typeof v === 'function', 'a URL or a function returning one')]);

const docs = z.strictObject({
  id: z.string().regex(/^[\w-]+$/).optional(),
  path: relPath.optional(),
  routeBasePath: routeBase.optional(),
  sidebarPath: z.union([relPath, z.literal(false)]).optional(),
  editUrl: editUrl.optional(),
  showLastUpdateTime: z.boolean().optional(),
  showLastUpdateAuthor: z.boolean().optional(),
  lastVersion: z.string().optional(),
  versions: z.record(z.string(), z.strictObject({ label: z.string().optional(), path: routeBase.optional(), noIndex: z.boolean().optional() })).optional(),
  onlyIncludeVersions: z.array(z.string()).min(1).optional(),
  tags: z.union([relPath, z.literal(false), z.null()]).optional(),
  onInlineTags: severity.optional(),
  tagsBasePath: routeBase.optional(),
  breadcrumbs: z.boolean().optional(),
});

const feedType = z.enum(['rss', 'atom', 'json']);

const blog = z.strictObject({
  id: z.string().regex(/^[\w-]+$/).optional(),
  path: relPath.optional(),
  routeBasePath: routeBase.optional(),
  postsPerPage: z.union([z.number().int().positive(), z.literal('ALL')]).optional(),
  blogTitle: z.string().optional(),
  blogDescription: z.string().optional(),
  pageBasePath: routeBase.optional(),
  blogSidebarCount: z.union([z.number().int().nonnegative(), z.literal('ALL')]).optional(),
  blogSidebarTitle: z.string().optional(),
  archiveBasePath: z.union([routeBase, z.null()]).optional(),
  tagsBasePath: routeBase.optional(),
  authorsBasePath: routeBase.optional(),
  tags: z.union([relPath, z.literal(false), z.null()]).optional(),
  onInlineTags: severity.optional(),
  authorsMapPath: relPath.optional(),
  onInlineAuthors: severity.optional(),
  onUntruncatedBlogPosts: severity.optional(),
  showReadingTime: z.boolean().optional(),
  editUrl: editUrl.optional(),
  feedOptions: z
    .strictObject({
      type: z.union([feedType, z.array(feedType), z.literal('all'), z.null()]).optional(),
      title: z.string().optional(),
      description: z.string().optional(),
      copyright: z.string().optional(),
      limit: z.union([z.number().int().positive(), z.literal(false), z.null()]).optional(),
    })
    .optional(),
});

const pages = z.strictObject({ path: relPath.optional(), routeBasePath: routeBase.optional(), prefixRoutes: z.array(z.string().regex(/^\/(?:.*\/)?$/, 'a path that starts and ends with "/"')).optional() });

const cssColor = z.string().regex(/^(?:#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})|(?:rgba?|hsla?)\([^)]*\)|[a-z]+)$/i, 'a CSS colour like "#2e8555"');
const iconPurpose = '(?:any|maskable|monochrome)';
const manifestIcon = z.strictObject({
  src: z.string().min(1),
  sizes: z.string().regex(/^(?:any|\d+x\d+(?: \d+x\d+)*)$/, 'sizes like "192x192" (several separated by spaces) or "any"'),
  type: z.string().regex(/^image\/[\w.+-]+$/, 'an image MIME type like "image/png"').optional(),
  purpose: z.string().regex(new RegExp(`^${iconPurpose}(?: ${iconPurpose})*$`), '"any", "maskable" or "monochrome" (several separated by spaces)').optional(),
});
const pwa = z.strictObject({
  offlineModeActivationStrategies: z.array(z.enum(['appInstalled', 'standalone', 'queryString', 'mobile', 'always'])).min(1, 'list at least one strategy (`pwa: false` turns the PWA off)').optional(),
  debug: z.boolean().optional(),
  precacheBudget: z.number().int().positive('a number of bytes above 0').optional(),
  maximumFileSizeToCacheInBytes: z.number().int().positive('a number of bytes above 0').optional(),
  manifest: z
    .strictObject({
      name: z.string().min(1).optional(),
      short_name: z.string().min(1).optional(),
      description: z.string().optional(),
      start_url: z.string().min(1).optional(),
      display: z.enum(['standalone', 'fullscreen', 'minimal-ui', 'browser']).optional(),
      theme_color: cssColor.optional(),
      background_color: cssColor.optional(),
      icons: z.array(manifestIcon).optional(),
    })
    .optional(),
});

export const configSchema = z.strictObject({
  title: z.string().optional(),
  tagline: z.string().optional(),
  locale: z.string().regex(/^[a-z]{2,3}(?:-[a-z0-9]{2,8})*$/i, 'a language tag like "en" or "pt-BR"').optional(),
  favicon: z.string().min(1).optional(),
  url: z.string().url().optional(),
  baseUrl: z.string().regex(/^\/(?:.*\/)?$/, 'a path that starts and ends with "/"').optional(),
  outDir: relPath.optional(),
  staticDirectories: z.array(relPath).optional(),
  customCss: z.union([relPath, z.array(relPath)]).optional(),
  customFields: z.record(z.string(), z.unknown()).optional(),
  clientModules: z.array(relPath).optional(),
  headTags: z
    .array(
      z.strictObject({
        tagName: z.enum(['script', 'link', 'meta', 'style', 'noscript']),
        attributes: z.record(z.string().regex(/^[a-zA-Z][\w:.-]*$/, 'an attribute name'), z.union([z.string(), z.boolean()])).optional(),
        innerHTML: z.string().optional(),
      }),
    )
    .optional(),
  onBrokenLinks: severity.optional(),
  onBrokenMarkdownLinks: severity.optional(),
  onBrokenAnchors: severity.optional(),
  onInvalidFrontMatter: severity.optional(),
  redirects: z.array(z.strictObject({ from: z.union([z.string(), z.array(z.string()).min(1)]), to: z.string().min(1) })).optional(),
  sitemap: z.boolean().optional(),
  debug: z.boolean().optional(),
  docs: z.union([docs, z.array(docs), z.literal(false)]).optional(),
  blog: z.union([blog, z.array(blog), z.literal(false)]).optional(),
  pages: z.union([pages, z.literal(false)]).optional(),
  markdown: z
    .strictObject({
      toc: z.strictObject({ minHeadingLevel: z.number().int().min(2).max(6).optional(), maxHeadingLevel: z.number().int().min(2).max(6).optional() }).optional(),
      additionalLanguages: z.array(z.string()).optional(),
      format: z.enum(['mdx', 'md', 'detect']).optional(),
      math: z.boolean().optional(),
      mermaid: z.boolean().optional(),
      onUnknownLanguage: z.enum(['throw', 'warn']).optional(),
    })
    .optional(),
  siteStorage: z.strictObject({ type: z.literal('localStorage').optional(), namespace: z.union([z.string().regex(/^[\w.-]*$/, 'letters, digits, ".", "_" or "-"'), z.literal(false)]).optional() }).optional(),
  themeConfig: themeConfigSchema.optional(),
  pwa: z.union([pwa, z.boolean()]).optional(),
});

/** Turns zod's issues into sentences that name the key and say what is allowed. */
export function describeIssues(issues: readonly z.core.$ZodIssue[]): string[] {
  return issues.flatMap((issue) => {
    const at = issue.path.length ? issue.path.join('.') : '(top level)';
    if (issue.code === 'unrecognized_keys') {
      const parent = issue.path.length ? `"${issue.path.join('.')}"` : 'the config';
      return `unknown key ${issue.keys.map((k) => `"${k}"`).join(', ')} in ${parent}; allowed keys: ${allowedKeys(issue.path).join(', ')}`;
    }
    if (issue.code === 'invalid_union') {
      // The one form whose type matched (`pwa: { ... }` rather than `pwa: true`) says what is wrong inside it.
      const matched = issue.errors.filter((branch) => !branch.every((i) => i.code === 'invalid_type' && i.path.length === 0));
      if (matched.length === 1) return describeIssues(matched[0].map((i) => ({ ...i, path: [...issue.path, ...i.path] })));
      return `"${at}" has an unsupported value; see the configuration reference for its allowed forms`;
    }
    if (issue.code === 'invalid_value') return `"${at}" must be one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    return `"${at}": ${issue.message}`;
  });
}

function allowedKeys(path: readonly PropertyKey[]): string[] {
  const found = path.reduce<z.core.$ZodType | undefined>((schema, key) => schema && child(schema, key), configSchema);
  const obj = found && objectOf(found);
  return obj ? Object.keys(obj.shape) : [];
}

/** The schema of `key` under `schema`, looking through optional, union and array wrappers. */
function child(schema: z.core.$ZodType, key: PropertyKey): z.core.$ZodType | undefined {
  if (schema instanceof z.ZodOptional) return child(schema.unwrap(), key);
  if (schema instanceof z.ZodUnion) {
    for (const option of schema.options as z.core.$ZodType[]) {
      const found = child(option, key);
      if (found) return found;
    }
    return undefined;
  }
  if (schema instanceof z.ZodArray) return typeof key === 'number' ? schema.element : undefined;
  if (schema instanceof z.ZodObject) return (schema.shape as Record<string, z.core.$ZodType>)[String(key)];
  return undefined;
}

function objectOf(schema: z.core.$ZodType): z.ZodObject | undefined {
  if (schema instanceof z.ZodObject) return schema;
  if (schema instanceof z.ZodOptional) return objectOf(schema.unwrap());
  if (schema instanceof z.ZodUnion) return (schema.options as z.core.$ZodType[]).map(objectOf).find(Boolean);
  return undefined;
}
