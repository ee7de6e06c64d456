import type { HeadTag, MarkdownOptions, ThemeConfig } from '../define.ts';
import { asWritten, asWrittenRules, carry, isRaw, nested, type Raw, type Rule, type TranslationLog } from './carry.ts';

// The keys of Docusaurus's theme options that Lectern's theme config has too (src/config/theme-schema.ts);
// the others are logged as ignored rather than rejected by the schema.

const ITEM_BASE = ['type', 'position', 'className'];
const FOOTER_LINK = ['label', 'html', 'to', 'href', 'target', 'rel'];
const NAVBAR_LINK = [...ITEM_BASE, ...FOOTER_LINK, 'activeBasePath', 'activeBaseRegex', 'aria-label'];
const LOGO = ['src', 'srcDark', 'alt', 'width', 'height', 'href', 'target', 'className'];

/** Navbar item keys by item type; `items` of a dropdown and the extra links of the locale and version dropdowns are added by `navbarItem`. */
const NAVBAR_ITEM: Record<string, string[]> = {
  default: NAVBAR_LINK,
  doc: [...ITEM_BASE, 'docId', 'label', 'docsPluginId'],
  docSidebar: [...ITEM_BASE, 'sidebarId', 'label', 'docsPluginId'],
  docsVersion: [...ITEM_BASE, 'label', 'to', 'docsPluginId'],
  html: [...ITEM_BASE, 'value'],
  search: ITEM_BASE,
  dropdown: [...ITEM_BASE, 'label', 'to', 'href'],
  localeDropdown: ITEM_BASE,
  docsVersionDropdown: [...ITEM_BASE, 'docsPluginId'],
};

/** A list option whose entries are each carried by `entry`. */
function list(entry: (value: unknown, at: string) => unknown): Rule {
  return (value, at) => (Array.isArray(value) ? value.map((item: unknown, i) => entry(item, `${at}[${i}]`)) : value);
}

function navbarItem(log: TranslationLog): (value: unknown, at: string) => unknown {
  const link = nested(asWrittenRules(NAVBAR_LINK), log);
  const item = (value: unknown, at: string): unknown => {
    if (!isRaw(value)) return value;
    const type = value.type ?? 'default';
    // `custom-*` items take any keys; an unknown type is left for the schema to name.
    if (typeof type !== 'string' || !Object.hasOwn(NAVBAR_ITEM, type)) return value;
    const extra: Record<string, Rule> = type === 'dropdown' ? { items: list(item) } : type.endsWith('Dropdown') ? { dropdownItemsBefore: list(link), dropdownItemsAfter: list(link) } : {};
    return carry(value, at, { ...asWrittenRules(NAVBAR_ITEM[type]), ...extra }, log, false);
  };
  return item;
}

function footerLinks(log: TranslationLog): Rule {
  const link = nested(asWrittenRules(FOOTER_LINK), log);
  const column = nested({ ...asWrittenRules(['title', 'className']), items: list(link) }, log);
  // Columns have items; a flat list holds links.
  return list((entry, at) => (isRaw(entry) && 'items' in entry ? column(entry, at) : link(entry, at)));
}

export interface TranslatedTheme {
  themeConfig: ThemeConfig;
  /** Code block languages and table of contents levels, which Lectern configures under `markdown`. */
  markdown: MarkdownOptions;
  /** `metadata`: meta tags of every page, which Lectern writes as head tags. */
  headTags?: HeadTag[];
}

/** Lectern's theme config from Docusaurus's `themeConfig`. */
export function translateThemeConfig(raw: Raw, log: TranslationLog): TranslatedTheme {
  const { prism, tableOfContents, metadata, ...rest } = raw;
  const logo = nested(asWrittenRules(LOGO), log);
  const section = (rules: Record<string, Rule>) => nested(rules, log, true);
  const themeConfig = carry(rest, 'themeConfig', {
    navbar: section({ ...asWrittenRules(['title', 'hideOnScroll']), logo, items: list(navbarItem(log)) }),
    footer: section({ ...asWrittenRules(['style', 'copyright']), logo, links: footerLinks(log) }),
    announcementBar: section(asWrittenRules(['id', 'content', 'backgroundColor', 'textColor', 'isCloseable'])),
    colorMode: section(asWrittenRules(['defaultMode', 'disableSwitch', 'respectPrefersColorScheme'])),
    algolia: section({ ...asWrittenRules(['appId', 'apiKey', 'indexName']), replaceSearchResultPathname: nested(asWrittenRules(['from', 'to']), log) }),
    mermaid: section(asWrittenRules(['theme', 'options'])),
    image: asWritten,
  }, log, false) as ThemeConfig;
  if (rest.image !== undefined) log.apply('themeConfig.image');
  // Meta tags of every page: Lectern's head tags, each entry's keys its attributes.
  if (metadata !== undefined) log.apply('themeConfig.metadata');
  const headTags = Array.isArray(metadata) ? metadata.map((attributes) => ({ tagName: 'meta', attributes }) as HeadTag) : undefined;
  // Prism's colour schemes are ignored: Lectern's theme styles code blocks itself.
  const code = nested({ additionalLanguages: asWritten }, log, true)(prism, 'themeConfig.prism');
  const toc = nested(asWrittenRules(['minHeadingLevel', 'maxHeadingLevel']), log, true)(tableOfContents, 'themeConfig.tableOfContents');
  const markdown = { ...(isRaw(code) && code.additionalLanguages !== undefined && { additionalLanguages: code.additionalLanguages }), ...(toc !== undefined && { toc }) } as MarkdownOptions;
  return { themeConfig, markdown, ...(headTags && { headTags }) };
}
