import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import type { PageInput } from '../src/render/types.ts';
import { PageContext, type PageContextValue } from './context.ts';
import BlogArchivePage from '@theme/layouts/BlogArchivePage';
import BlogAuthorPostsPage from '@theme/layouts/BlogAuthorPostsPage';
import BlogAuthorsListPage from '@theme/layouts/BlogAuthorsListPage';
import BlogListPage from '@theme/layouts/BlogListPage';
import BlogPostPage from '@theme/layouts/BlogPostPage';
import BlogTagsPage from '@theme/layouts/BlogTagsPage';
import DocCategoryPage from '@theme/layouts/DocCategoryPage';
import DocPage from '@theme/layouts/DocPage';
import DocTagsPage from '@theme/layouts/DocTagsPage';
import MarkdownPage from '@theme/layouts/MarkdownPage';
import NotFoundPage from '@theme/layouts/NotFoundPage';
import ReactPage from '@theme/layouts/ReactPage';
import RedirectPage from '@theme/layouts/RedirectPage';
import DebugPage from '@theme/layouts/DebugPage';

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
