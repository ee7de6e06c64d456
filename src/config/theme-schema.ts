import { z } from 'zod';

const position = z.enum(['left', 'right']);
const base = { position: position.optional(), className: z.string().optional() };

const logo = z.strictObject({
  src: z.string().min(1),
  srcDark: z.string().min(1).optional(),
  alt: z.string().optional(),
  width: z.union([z.number().positive(), z.string()]).optional(),
  height: z.union([z.number().positive(), z.string()]).optional(),
  href: z.string().optional(),
  target: z.string().optional(),
  className: z.string().optional(),
});

const regex = z.string().refine((s) => {
  try {
    new RegExp(s);
    return true;
  } catch {
    return false;
  }
}, 'not a valid regular expression');

const linkItem = z
  .strictObject({
    ...base,
    type: z.literal('default').optional(),
    label: z.string().optional(),
    html: z.string().optional(),
    to: z.string().optional(),
    href: z.string().optional(),
    target: z.string().optional(),
    rel: z.string().optional(),
    activeBasePath: z.string().optional(),
    activeBaseRegex: regex.optional(),
    'aria-label': z.string().optional(),
  })
  .refine((i) => i.label !== undefined || i.html !== undefined, 'a link item needs a "label" or "html"')
  .refine((i) => i.to !== undefined || i.href !== undefined, 'a link item needs "to" (a page of this site) or "href" (any address)');

const docsPluginId = z.string().regex(/^[\w-]+$/).optional();
const docItem = z.strictObject({ ...base, type: z.literal('doc'), docId: z.string().min(1), label: z.string().optional(), docsPluginId });
const docSidebarItem = z.strictObject({ ...base, type: z.literal('docSidebar'), sidebarId: z.string().min(1), label: z.string().optional(), docsPluginId });
const docsVersionItem = z.strictObject({ ...base, type: z.literal('docsVersion'), label: z.string().optional(), to: z.string().optional(), docsPluginId });
const htmlItem = z.strictObject({ ...base, type: z.literal('html'), value: z.string() });
const extraLinks = z.array(linkItem).optional();

const childTypes: Record<string, z.ZodType> = { default: linkItem, doc: docItem, docSidebar: docSidebarItem, docsVersion: docsVersionItem, html: htmlItem };

const dropdownItem = z.strictObject({
  ...base,
  type: z.literal('dropdown'),
  label: z.string(),
  to: z.string().optional(),
  href: z.string().optional(),
  items: z.array(byType(childTypes, 'a dropdown entry', false)),
});

const itemTypes: Record<string, z.ZodType> = {
  ...childTypes,
  dropdown: dropdownItem,
  localeDropdown: z.strictObject({ ...base, type: z.literal('localeDropdown'), dropdownItemsBefore: extraLinks, dropdownItemsAfter: extraLinks }),
  search: z.strictObject({ ...base, type: z.literal('search') }),
  docsVersionDropdown: z.strictObject({ ...base, type: z.literal('docsVersionDropdown'), docsPluginId, dropdownItemsBefore: extraLinks, dropdownItemsAfter: extraLinks }),
};
const customItem = z.looseObject({ ...base, type: z.string().startsWith('custom-'), content: z.string().optional() });

/**
 * Validates a navbar item against the schema of its `type`, so an error speaks of that type's keys
 * rather than of every form an item could take.
 */
function byType(types: Record<string, z.ZodType>, what: string, allowCustom: boolean) {
  return z.unknown().superRefine((value, ctx) => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) {
      ctx.addIssue({ code: 'custom', message: `${what} must be an object` });
      return;
    }
    const type = (value as { type?: unknown }).type ?? 'default';
    const schema = typeof type === 'string' ? (types[type] ?? (allowCustom && type.startsWith('custom-') ? customItem : undefined)) : undefined;
    if (!schema) {
      const known = Object.keys(types).map((t) => `"${t}"`).join(', ');
      ctx.addIssue({ code: 'custom', path: ['type'], message: `unknown navbar item type ${JSON.stringify(type)} in ${what}; use one of ${known}${allowCustom ? ' or "custom-<name>"' : ''}` });
      return;
    }
    forwardIssues(schema, value, ctx, `${what} of type "${type}"`);
  });
}

/** Checks `value` against `schema` and reports its issues as the caller's, naming the keys allowed there. */
function forwardIssues(schema: z.ZodType, value: unknown, ctx: z.RefinementCtx, what: string): void {
  const parsed = schema.safeParse(value);
  if (parsed.success) return;
  for (const issue of parsed.error.issues) {
    if (issue.code === 'unrecognized_keys') {
      const allowed = Object.keys(objectAt(schema, issue.path)?.shape ?? {});
      ctx.addIssue({ code: 'custom', path: issue.path, message: `unknown key ${issue.keys.map((k) => `"${k}"`).join(', ')} in ${what}; allowed keys: ${allowed.join(', ')}` });
    } else ctx.addIssue(issue as z.core.$ZodRawIssue);
  }
}

/** The object schema that validates the value at `path` under `schema`, through arrays. */
function objectAt(schema: z.ZodType, path: readonly PropertyKey[]): z.ZodObject | undefined {
  let at: z.ZodType | undefined = schema;
  for (const key of path) {
    if (at instanceof z.ZodOptional) at = at.unwrap() as z.ZodType;
    if (at instanceof z.ZodArray) at = at.element as z.ZodType;
    else if (at instanceof z.ZodObject) at = (at.shape as Record<string, z.ZodType>)[String(key)];
    else return undefined;
  }
  if (at instanceof z.ZodOptional) at = at.unwrap() as z.ZodType;
  return at instanceof z.ZodObject ? at : undefined;
}

const footerLink = z
  .strictObject({ label: z.string().optional(), html: z.string().optional(), to: z.string().optional(), href: z.string().optional(), target: z.string().optional(), rel: z.string().optional() })
  .refine((i) => i.html !== undefined || (i.label !== undefined && (i.to !== undefined || i.href !== undefined)), 'a footer link needs "label" with "to" or "href", or "html"');
const footerColumn = z.strictObject({ title: z.union([z.string(), z.null()]), items: z.array(footerLink), className: z.string().optional() });

/** Columns have a title and items; a flat list does not: the first entry tells which form the list is. */
const footerLinks = z.array(z.unknown()).superRefine((list, ctx) => {
  const columns = typeof list[0] === 'object' && list[0] !== null && 'items' in list[0];
  forwardIssues(z.array(columns ? footerColumn : footerLink), list, ctx, columns ? 'a footer column' : 'a footer link');
});

const algolia = z.strictObject({
  appId: z.string().min(1),
  apiKey: z.string().min(1),
  indexName: z.string().min(1),
  replaceSearchResultPathname: z.strictObject({ from: regex, to: z.string() }).optional(),
  hosts: z
    .array(z.strictObject({ url: z.string().regex(/^[^\s/:]+(?::\d+)?$/, 'a host name with an optional port, like "127.0.0.1:8080" (no scheme or path)'), protocol: z.enum(['http', 'https']) }))
    .min(1)
    .optional(),
});

export const themeConfigSchema = z.strictObject({
  navbar: z
    .strictObject({
      title: z.string().optional(),
      logo: logo.optional(),
      hideOnScroll: z.boolean().optional(),
      items: z.array(byType(itemTypes, 'a navbar item', true)).optional(),
    })
    .optional(),
  footer: z
    .strictObject({
      style: z.enum(['light', 'dark']).optional(),
      links: footerLinks.optional(),
      logo: logo.optional(),
      copyright: z.string().optional(),
    })
    .optional(),
  announcementBar: z
    .strictObject({
      id: z.string().min(1).optional(),
      content: z.string(),
      backgroundColor: z.string().optional(),
      textColor: z.string().optional(),
      isCloseable: z.boolean().optional(),
    })
    .optional(),
  colorMode: z
    .strictObject({
      defaultMode: z.enum(['light', 'dark']).optional(),
      disableSwitch: z.boolean().optional(),
      respectPrefersColorScheme: z.boolean().optional(),
    })
    .optional(),
  algolia: algolia.optional(),
  search: z.strictObject({ missingResultsUrl: z.string().min(1).optional() }).optional(),
  mermaid: z
    .strictObject({
      theme: z.strictObject({ light: z.string().min(1).optional(), dark: z.string().min(1).optional() }).optional(),
      options: z.record(z.string(), z.unknown()).optional(),
    })
    .optional(),
  image: z.string().min(1).optional(),
});
