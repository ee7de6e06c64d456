import BlogAuthor from '@theme/BlogAuthor';
import Layout from '@theme/Layout';
import type { AuthorEntry, BlogAuthorsListProps } from '../../src/plugins/blog/types.ts';
import { useBlogDatum } from '../blog-data.ts';
import { useProps } from '../context.ts';

/** Every author with a page, each linked to it, with a post count. */
export default function BlogAuthorsListPage() {
  const props = useProps<BlogAuthorsListProps>();
  const authors = useBlogDatum<AuthorEntry[]>(props.authors);
  return (
    <Layout title={props.title}>
      <main className="page-main">
        <h1>{props.title}</h1>
        <ul className="blog-authors-list">
          {authors.map((author) => (
            <li key={author.key}>
              <BlogAuthor author={author} count={author.count} />
            </li>
          ))}
        </ul>
      </main>
    </Layout>
  );
}
