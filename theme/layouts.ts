import type { ComponentType } from 'react';
import type { LayoutName } from '../src/plugins/types.ts';
import BlogArchivePage from '@theme/layouts/BlogArchivePage';
import BlogAuthorPostsPage from '@theme/layouts/BlogAuthorPostsPage';
import BlogAuthorsListPage from '@theme/layouts/BlogAuthorsListPage';
import BlogListPage from '@theme/layouts/BlogListPage';
import BlogPostPage from '@theme/layouts/BlogPostPage';
import BlogTagsPage from '@theme/layouts/BlogTagsPage';
import DebugPage from '@theme/layouts/DebugPage';
import DocCategoryPage from '@theme/layouts/DocCategoryPage';
import DocPage from '@theme/layouts/DocPage';
import DocTagsPage from '@theme/layouts/DocTagsPage';
import MarkdownPage from '@theme/layouts/MarkdownPage';
import NotFoundPage from '@theme/layouts/NotFoundPage';
import OfflinePage from '@theme/layouts/OfflinePage';
import ReactPage from '@theme/layouts/ReactPage';
import RedirectPage from '@theme/layouts/RedirectPage';

/** Every route layout, by name; the server and the client render routes through this one table. */
export const layouts: Record<LayoutName, ComponentType> = { DocPage, DocCategoryPage, DocTagsPage, RedirectPage, DebugPage, BlogPostPage, BlogListPage, BlogTagsPage, BlogArchivePage, BlogAuthorsListPage, BlogAuthorPostsPage, MarkdownPage, ReactPage, NotFoundPage, OfflinePage };
