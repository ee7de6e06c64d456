import BlogPostHeader from '@theme/BlogPostHeader';
import BlogSidebar from '@theme/BlogSidebar';
import Content from '@theme/Content';
import Layout from '@theme/Layout';
import Link from '@theme/Link';
import type { PostSummary } from '../../src/plugins/blog/plugin.ts';
import { usePage } from '../context.ts';

interface ListProps {
  title: string;
  description?: string;
  posts: PostSummary[];
  page: { number: number; total: number; newer?: string; older?: string };
}

export default function BlogListPage() {
  const page = usePage();
  const props = page.route.props as unknown as ListProps;
  const recent = page.data[page.route.data[1]] as { title: string; items: { title: string; permalink: string }[] };
  return (
    <Layout title={props.page.number > 1 ? `${props.title} (page ${props.page.number})` : props.title} description={props.description}>
      <div className="blog-layout">
        <BlogSidebar sidebar={recent} path={page.route.path} />
        <main className="blog-main">
          <h1 className="blog-list-title">{props.title}</h1>
          {props.posts.map((post, i) => (
            <article key={post.permalink} className="blog-post-summary">
              <BlogPostHeader post={post} asLink />
              <Content slot={`post:${i}`} />
              {post.truncated ? (
                <Link to={post.permalink} className="read-more" aria-label={`Read more about ${post.title}`}>
                  Read more
                </Link>
              ) : null}
            </article>
          ))}
          {props.page.total > 1 ? (
            <nav className="pagination-nav" aria-label="Blog list page navigation">
              {props.page.newer ? <Link to={props.page.newer} className="pagination-link pagination-prev">Newer entries</Link> : <span />}
              {props.page.older ? <Link to={props.page.older} className="pagination-link pagination-next">Older entries</Link> : null}
            </nav>
          ) : null}
        </main>
      </div>
    </Layout>
  );
}
