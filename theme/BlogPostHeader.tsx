import Link from '@theme/Link';
import type { PostSummary } from '../src/plugins/blog/plugin.ts';

/** Title, date, authors and tags of a post, on its page and in lists. */
export default function BlogPostHeader({ post, asLink = false }: { post: PostSummary; asLink?: boolean }) {
  return (
    <header className="blog-post-header">
      {asLink ? (
        <h2 className="blog-post-title">
          <Link to={post.permalink}>{post.title}</Link>
        </h2>
      ) : (
        <h1 className="blog-post-title">{post.title}</h1>
      )}
      <div className="blog-post-meta">
        <time dateTime={post.date}>{post.formattedDate}</time>
        {post.authors.length ? <span className="blog-post-authors"> · {post.authors.map((a) => a.name).join(', ')}</span> : null}
      </div>
      {post.tags.length ? (
        <ul className="tag-list">
          {post.tags.map((tag) => (
            <li key={tag.permalink}>
              <Link to={tag.permalink} className="tag">
                {tag.label}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </header>
  );
}
