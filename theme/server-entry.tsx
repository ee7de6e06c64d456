import { version } from 'react';
import { renderToString } from 'react-dom/server';
import type { PageInput, ServerRender } from '../src/render/types.ts';
import './code-block/server.ts';
import { recordingCodeBlocks } from './code-block/store.ts';
import type { MdxImports, PageContextValue } from './context.ts';
import { layouts } from './layouts.ts';
import PageTree from './page-tree.tsx';
import { RouterContext, type RouterValue } from './router-context.ts';
import { checkReactVersion } from './react-version.ts';

/** The router as the server sees it: the rendered route, and nowhere to go. */
function staticRouter(path: string): RouterValue {
  return { location: { pathname: path, search: '', hash: '' }, navigate: () => {}, preload: () => {}, pending: false };
}

/** Renders one route to a complete HTML document, with the `<CodeBlock>`s in it. */
export function renderPage(input: PageInput, pages: PageContextValue['pages'], components: PageContextValue['components'], mdx: Record<string, MdxImports>): ServerRender {
  checkReactVersion(version);
  const Layout = layouts[input.route.layout];
  if (!Layout) throw new Error(`Invariant failed: no layout named "${input.route.layout}"`);
  const modules = Object.fromEntries(Object.entries(input.modules).map(([slot, m]) => [slot, m.importsKey ? { ...m, imports: mdx[m.importsKey] } : m]));
  const value: PageContextValue = { ...input, modules, Layout, pages, components };
  const { result, codeBlocks } = recordingCodeBlocks(() =>
    renderToString(
      <RouterContext.Provider value={staticRouter(input.route.path)}>
        <PageTree value={value} />
      </RouterContext.Provider>,
    ),
  );
  return { html: '<!DOCTYPE html>' + result, codeBlocks };
}
