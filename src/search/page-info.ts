import type { Route } from '../plugins/types.ts';
import type { DocsPluginSummary } from '../render/types.ts';
import type { SearchGroup } from './types.ts';

/** What the index needs to know about a route before reading its HTML. */
export interface SearchPageInfo {
  group: SearchGroup;
  title: string;
  crumbs: string[];
  boost: number;
}

const INDEXED_LAYOUTS = new Set(['DocPage', 'BlogPostPage', 'MarkdownPage', 'ReactPage']);

const titleCase = (id: string) => id.replace(/[-_]+/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

/**
 * Which index a route's sections go to, or undefined when the page is not searchable: not a doc, a
 * post or a page; unlisted or noindex; `search: false` in its front matter; or the search page itself.
 * `search_boost` in the front matter ranks a page higher (2) or lower (0.5).
 */
export function searchPageInfo(route: Route, frontMatter: Record<string, unknown>, docs: readonly DocsPluginSummary[], searchPagePath: string): SearchPageInfo | undefined {
  if (!INDEXED_LAYOUTS.has(route.layout) || route.noIndex || route.props.unlisted === true || frontMatter.search === false || route.path === searchPagePath) return undefined;
  const boost = typeof frontMatter.search_boost === 'number' && frontMatter.search_boost > 0 ? frontMatter.search_boost : 1;
  const title = typeof route.props.title === 'string' ? route.props.title : '';
  const [kind, instance = 'default'] = route.plugin.split(':');
  if (route.layout === 'DocPage') {
    const version = String(route.props.version ?? 'current');
    const summary = docs.find((d) => d.id === instance);
    const versionLabel = summary?.versions.find((v) => v.name === version)?.label ?? version;
    const crumbs = ((route.props.breadcrumbs as { title: string }[] | undefined) ?? []).map((c) => c.title);
    if (crumbs[crumbs.length - 1] === title) crumbs.pop();
    const label = `${instance === 'default' ? 'Docs' : titleCase(instance)} ${versionLabel}`;
    return { group: { id: safeId(`docs-${instance}-${version}`), kind: 'doc', plugin: route.plugin, version, label }, title, crumbs, boost };
  }
  if (route.layout === 'BlogPostPage') return { group: { id: safeId(`blog-${instance}`), kind: 'blog', plugin: route.plugin, label: instance === 'default' ? 'Blog' : titleCase(instance) }, title, crumbs: [], boost };
  return { group: { id: 'pages', kind: 'page', plugin: kind, label: 'Pages' }, title, crumbs: [], boost };
}

function safeId(id: string): string {
  return id.replace(/[^\w.-]+/g, '-');
}
