import BlogAuthor from '@theme/BlogAuthor';
import BlogLayout from '@theme/BlogLayout';
import BlogPostList from '@theme/BlogPostList';
import Link from '@theme/Link';
import type { BlogAuthorPostsProps } from '../../src/plugins/blog/types.ts';
import { useProps } from '../context.ts';

/** One author's card, then that author's posts, paginated. */
export default function BlogAuthorPostsPage() {
  const props = useProps<BlogAuthorPostsProps>();
  return (
    <BlogLayout title={props.page.number > 1 ? `${props.title} (page ${props.page.number})` : props.title} description={props.description} sidebar={props.sidebar}>
      <header className="blog-author-header">
        <h1 className="blog-list-title">{props.author.name}</h1>
        <BlogAuthor author={{ ...props.author, page: undefined }} count={props.author.count} />
        <Link to={props.allAuthors}>View all authors</Link>
      </header>
      <BlogPostList posts={props.posts} page={props.page} />
    </BlogLayout>
  );
}
