import { BuildError } from '../../util/errors.ts';
import type { ResolvedPagesOptions } from '../../config/types.ts';
import type { InputFile } from '../../scan/scan.ts';
import type { Plugin, PluginContext, PluginOutput } from '../types.ts';
import { joinUrl } from '../url.ts';
import { checkFrontMatter } from '../front-matter/check.ts';

const MARKDOWN = /\.mdx?$/;
export const REACT_PAGE = /\.(tsx|jsx|ts|js)$/;

/** Pages are every file under the folder except partials (`_x`), tests and type declarations. */
function isPageFile(rel: string): boolean {
  if (rel.split('/').some((s) => s.startsWith('_') || s === '__tests__')) return false;
  if (/\.(test|spec)\.[jt]sx?$|\.d\.ts$/.test(rel)) return false;
  return MARKDOWN.test(rel) || REACT_PAGE.test(rel);
}

export function pagePath(base: string, rel: string): string {
  const stem = rel.replace(/\.[^.]+$/, '').replace(/(^|\/)index$/, '');
  return joinUrl(base, stem);
}

export function createPagesPlugin(opts: ResolvedPagesOptions): Plugin {
  const files = (inputs: ReadonlyMap<string, InputFile>) => [...inputs.keys()].filter((p) => p.startsWith(opts.path + '/') && isPageFile(p.slice(opts.path.length + 1)));
  const markdownFiles = (inputs: ReadonlyMap<string, InputFile>) => files(inputs).filter((p) => MARKDOWN.test(p));
  return {
    name: 'pages',
    inputRoots: () => [{ dir: opts.path, patterns: ['**/*.md', '**/*.mdx', '**/*.tsx', '**/*.jsx', '**/*.ts', '**/*.js'] }],
    contentFiles: markdownFiles,
    async load(ctx: PluginContext): Promise<PluginOutput> {
      const out: PluginOutput = { routes: [], data: {}, permalinks: {} };
      const frontMatter = await checkFrontMatter('pages', 'pages', markdownFiles(ctx.inputs), ctx);
      for (const source of files(ctx.inputs)) {
        const path = pagePath(opts.routeBasePath, source.slice(opts.path.length + 1));
        const fm = frontMatter.get(source);
        if (fm) {
          const meta = ctx.meta(source);
          out.permalinks[source] = path;
          out.routes.push({
            path,
            layout: 'MarkdownPage',
            plugin: 'pages',
            modules: [{ slot: 'content', source, part: 'body' }],
            data: ['site'],
            props: { title: fm.title ?? meta.contentTitle ?? '', description: fm.description, frontMatter: { hide_table_of_contents: fm.hide_table_of_contents } },
            noIndex: fm.unlisted === true,
          });
        } else {
          out.routes.push({ path, layout: 'ReactPage', plugin: 'pages', modules: [], data: ['site'], props: {}, pageModule: source });
        }
      }
      for (const prefix of opts.prefixRoutes) {
        const route = out.routes.find((r) => r.path === prefix);
        if (!route) throw new BuildError(`pages.prefixRoutes names ${prefix}, which is not a page`, { file: ctx.config.configFile ?? 'site.config.ts' }, `add a page at ${prefix} or remove it from pages.prefixRoutes`);
        route.prefix = true;
      }
      return out;
    },
  };
}
