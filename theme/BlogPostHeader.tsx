import BlogAuthor from '@theme/BlogAuthor';
import Link from '@theme/Link';
import type { PostSummary } from '../src/plugins/blog/types.ts';

/** Title, date, reading time and authors of a post, on its page and in lists. */
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
        {post.readingTime ? (
          <>
            <span aria-hidden="true"> · </span>
            <span className="blog-post-reading-time">{post.readingTime} min read</span>
          </>
        ) : null}
      </div>
      {post.authors.length ? (
        <ul className="blog-post-authors">
          {post.authors.map((author, i) => (
            <li key={author.key ?? `${i}:${author.name}`}>
              <BlogAuthor author={author} />
            </li>
          ))}
        </ul>
      ) : null}
    </header>
  );
}
