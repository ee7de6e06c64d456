import BlogPostHeader from '@theme/BlogPostHeader';
import Content from '@theme/Content';
import ContentTags from '@theme/ContentTags';
import Link from '@theme/Link';
import type { PostListProps, PostSummary } from '../src/plugins/blog/types.ts';
import { useBlogDatum } from './blog-data.ts';

function PostItem({ dataKey, slot }: { dataKey: string; slot: string }) {
  const post = useBlogDatum<PostSummary>(dataKey);
  return (
    <article className="blog-post-summary">
      <BlogPostHeader post={post} asLink />
      <Content slot={slot} />
      {post.tags.length || post.truncated ? (
        <footer className="blog-post-footer">
          <ContentTags tags={post.tags} />
          {post.truncated ? (
            <Link to={post.permalink} className="read-more" aria-label={`Read more about ${post.title}`}>
              Read more
            </Link>
          ) : null}
        </footer>
      ) : null}
    </article>
  );
}

/** One page of a post list: each post's header and excerpt, then links to newer and older pages. */
export default function BlogPostList({ posts, page }: Pick<PostListProps, 'posts' | 'page'>) {
  return (
    <>
      {posts.map((key, i) => (
        <PostItem key={key} dataKey={key} slot={`post:${i}`} />
      ))}
      {page.total > 1 ? (
        <nav className="pagination-nav" aria-label="Blog list page navigation">
          {page.newer ? (
            <Link to={page.newer} className="pagination-link pagination-prev">
              <span className="pagination-label">Newer entries</span>
            </Link>
          ) : (
            <span />
          )}
          {page.older ? (
            <Link to={page.older} className="pagination-link pagination-next">
              <span className="pagination-label">Older entries</span>
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}
