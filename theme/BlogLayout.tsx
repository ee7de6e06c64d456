import type { ReactNode } from 'react';
import BlogSidebar from '@theme/BlogSidebar';
import Layout from '@theme/Layout';
import type { BlogSidebarData } from '../src/plugins/blog/types.ts';
import { usePage } from './context.ts';

/**
 * The blog's columns: the sidebar when the instance shows one, the main content and an optional aside
 * (the post's TOC). Absent columns take no room, so a blog without a sidebar (the changelog) is centred.
 */
export default function BlogLayout({ title, description, sidebar, aside, children }: { title: string; description?: string; sidebar?: string; aside?: ReactNode; children: ReactNode }) {
  const page = usePage();
  const data = sidebar ? (page.data[sidebar] as BlogSidebarData) : undefined;
  return (
    <Layout title={title} description={description}>
      <div className="blog-layout">
        {data ? <BlogSidebar sidebar={data} path={page.route.path} /> : null}
        <main className="blog-main">{children}</main>
        {aside}
      </div>
    </Layout>
  );
}
