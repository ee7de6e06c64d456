import type { SiteConfig } from '../config/types.ts';
import { createBlogPlugin } from '../plugins/blog/plugin.ts';
import { createDocsPlugin } from '../plugins/docs/plugin.ts';
import { createPagesPlugin } from '../plugins/pages/plugin.ts';
import { createRedirectsPlugin } from '../plugins/redirects/plugin.ts';
import type { Plugin } from '../plugins/types.ts';
import { createPwaPlugin } from '../pwa/plugin.ts';

/** The content plugins a config asks for, in a fixed order (route and data order depend on it). */
export function createPlugins(config: SiteConfig): Plugin[] {
  return [
    ...config.docs.map((d) => createDocsPlugin(d, config.root)),
    ...config.blog.map((b) => createBlogPlugin(b)),
    ...(config.pages ? [createPagesPlugin(config.pages)] : []),
    ...(config.redirects.length ? [createRedirectsPlugin(config.redirects, config.configFile ?? 'site.config.ts')] : []),
    ...(config.pwa ? [createPwaPlugin(config.pwa, config.baseUrl)] : []),
  ];
}
