import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import type { PageInput } from '../src/render/types.ts';
import { PageContext, type PageContextValue } from './context.ts';
import BlogListPage from './layouts/BlogListPage.tsx';
import BlogPostPage from './layouts/BlogPostPage.tsx';
import BlogTagsPage from './layouts/BlogTagsPage.tsx';
import DocCategoryPage from './layouts/DocCategoryPage.tsx';
import DocPage from './layouts/DocPage.tsx';
import MarkdownPage from './layouts/MarkdownPage.tsx';
import NotFoundPage from './layouts/NotFoundPage.tsx';
import ReactPage from './layouts/ReactPage.tsx';

const layouts: Record<PageInput['route']['layout'], ComponentType> = { DocPage, DocCategoryPage, BlogPostPage, BlogListPage, BlogTagsPage, MarkdownPage, ReactPage, NotFoundPage };

/** Renders one route to a complete HTML document. */
export function renderPage(input: PageInput, pages: PageContextValue['pages'], components: PageContextValue['components']): string {
  const Layout = layouts[input.route.layout];
  if (!Layout) throw new Error(`Invariant failed: no layout named "${input.route.layout}"`);
  const value: PageContextValue = { ...input, pages, components };
  return '<!DOCTYPE html>' + renderToString(
    <PageContext.Provider value={value}>
      <Layout />
    </PageContext.Provider>,
  );
}
