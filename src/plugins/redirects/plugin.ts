import type { Redirect } from '../../config/define.ts';
import { isExternalHref } from '../../markdown/links.ts';
import { BuildError } from '../../util/errors.ts';
import type { Plugin, PluginOutput } from '../types.ts';
import { encodePath, joinUrl } from '../url.ts';

/**
 * Client redirects as static pages: each `from` path gets an HTML page (meta refresh, canonical link and
 * a script that keeps the query and hash), so they work on any static host; `_redirects` lists them too
 * for hosts that read that file.
 */
export function createRedirectsPlugin(redirects: readonly Redirect[], configFile: string): Plugin {
  return {
    name: 'redirects',
    inputRoots: () => [],
    contentFiles: () => [],
    load(ctx): PluginOutput {
      const out: PluginOutput = { routes: [], data: {}, permalinks: {}, files: {} };
      const base = ctx.config.baseUrl.replace(/\/$/, '');
      const lines: string[] = [];
      const seen = new Set<string>();
      for (const { from, to } of redirects) {
        const target = isExternalHref(to) ? to : base + to;
        for (const source of Array.isArray(from) ? from : [from]) {
          if (isExternalHref(source) || !source.startsWith('/')) throw new BuildError(`redirect source "${source}" must be a path on this site, starting with "/"`, { file: configFile }, 'write it like "/docs/old-page/"');
          const path = encodePath(joinUrl(source));
          if (seen.has(path)) throw new BuildError(`two redirects start from ${path}`, { file: configFile }, 'keep one of them');
          seen.add(path);
          out.routes.push({ path, layout: 'RedirectPage', plugin: 'redirects', modules: [], data: ['site'], props: { to: target }, noIndex: true });
          lines.push(`${base}${path} ${target} 301`);
        }
      }
      if (lines.length) out.files!['_redirects'] = lines.join('\n') + '\n';
      return out;
    },
  };
}
