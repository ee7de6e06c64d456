import BlogLayout from '@theme/BlogLayout';
import BlogPostList from '@theme/BlogPostList';
import Link from '@theme/Link';
import type { BlogListProps } from '../../src/plugins/blog/types.ts';
import { useProps } from '../context.ts';

/** The blog's post list, or one tag's (which then links the tags index). */
export default function BlogListPage() {
  const props = useProps<BlogListProps>();
  return (
    <BlogLayout title={props.page.number > 1 ? `${props.title} (page ${props.page.number})` : props.title} description={props.description} sidebar={props.sidebar}>
      <header className="blog-list-header">
        <h1 className="blog-list-title">{props.title}</h1>
        {props.allTags && props.description ? <p>{props.description}</p> : null}
        {props.allTags ? <Link to={props.allTags}>View all tags</Link> : null}
      </header>
      <BlogPostList posts={props.posts} page={props.page} />
    </BlogLayout>
  );
}
