import Layout from '@theme/Layout';
import Link from '@theme/Link';
import type { BlogArchiveProps } from '../../src/plugins/blog/types.ts';
import { useProps } from '../context.ts';

/** Every listed post, newest first, under one heading per year. */
export default function BlogArchivePage() {
  const { title, description, years } = useProps<BlogArchiveProps>();
  return (
    <Layout title={title} description={description}>
      <main className="page-main blog-archive">
        <h1>{title}</h1>
        {years.map(({ year, posts }) => (
          <section key={year} aria-labelledby={`archive-${year}`}>
            <h2 id={`archive-${year}`}>{year}</h2>
            <ul>
              {posts.map((post) => (
                <li key={post.permalink}>
                  <time dateTime={post.date}>{post.formattedDate}</time> – <Link to={post.permalink}>{post.title}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </main>
    </Layout>
  );
}
