import BlogPostHeader from '@theme/BlogPostHeader';
import BlogSidebar from '@theme/BlogSidebar';
import Content from '@theme/Content';
import Layout from '@theme/Layout';
import Paginator from '@theme/Paginator';
import TOC from '@theme/TOC';
import type { PostSummary } from '../../src/plugins/blog/plugin.ts';
import { usePage } from '../context.ts';

type NavLink = { title: string; permalink: string };

export default function BlogPostPage() {
  const page = usePage();
  const { post, newer, older } = page.route.props as unknown as { post: PostSummary; newer?: NavLink; older?: NavLink };
  const recent = page.data[page.route.data[1]] as { title: string; items: NavLink[] };
  return (
    <Layout title={post.title} description={post.description}>
      <div className="blog-layout">
        <BlogSidebar sidebar={recent} path={page.route.path} />
        <main className="blog-main">
          <article className="blog-post">
            <BlogPostHeader post={post} />
            <Content />
          </article>
          <Paginator prev={newer} next={older} prevLabel="Newer post" nextLabel="Older post" ariaLabel="Blog post page navigation" />
        </main>
        <TOC toc={page.modules.content.toc} />
      </div>
    </Layout>
  );
}
