import { usePage } from '../context.ts';
import { useActivePlugin } from './plugin-content-docs/client.ts';

/**
 * `@docusaurus/useRouteContext`: the plugin (name and instance id) whose route the page is, told by its
 * layout; a docs page's instance is the docs plugin whose versions hold it. Routes no content plugin
 * made (the 404 page, redirects) are `native`, as in Docusaurus.
 */
export default function useRouteContext(): { plugin: { name: string; id: string } } {
  const { layout } = usePage().route;
  const docs = useActivePlugin();
  if (layout.startsWith('Doc')) return { plugin: { name: 'docusaurus-plugin-content-docs', id: docs?.pluginId ?? 'default' } };
  if (layout.startsWith('Blog')) return { plugin: { name: 'docusaurus-plugin-content-blog', id: 'default' } };
  if (layout === 'MarkdownPage' || layout === 'ReactPage') return { plugin: { name: 'docusaurus-plugin-content-pages', id: 'default' } };
  return { plugin: { name: 'native', id: 'default' } };
}
