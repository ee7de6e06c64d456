import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import type { PageInput } from '../src/render/types.ts';
import { PageContext, type PageContextValue } from './context.ts';
import BlogArchivePage from './layouts/BlogArchivePage.tsx';
import BlogAuthorPostsPage from './layouts/BlogAuthorPostsPage.tsx';
import BlogAuthorsListPage from './layouts/BlogAuthorsListPage.tsx';
import BlogListPage from './layouts/BlogListPage.tsx';
import BlogPostPage from './layouts/BlogPostPage.tsx';
import BlogTagsPage from './layouts/BlogTagsPage.tsx';
import DocCategoryPage from './layouts/DocCategoryPage.tsx';
import DocPage from './layouts/DocPage.tsx';
import DocTagsPage from './layouts/DocTagsPage.tsx';
import MarkdownPage from './layouts/MarkdownPage.tsx';
import NotFoundPage from './layouts/NotFoundPage.tsx';
import ReactPage from './layouts/ReactPage.tsx';
import RedirectPage from './layouts/RedirectPage.tsx';
import DebugPage from './layouts/DebugPage.tsx';

const layouts: Record<PageInput['route']['layout'], ComponentType> = { DocPage, DocCategoryPage, DocTagsPage, RedirectPage, DebugPage, BlogPostPage, BlogListPage, BlogTagsPage, BlogArchivePage, BlogAuthorsListPage, BlogAuthorPostsPage, MarkdownPage, ReactPage, NotFoundPage };

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
