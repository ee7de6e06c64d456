import Layout from '@theme/Layout';
import Link from '@theme/Link';
import { useProps } from '../context.ts';

export default function BlogTagsPage() {
  const { title, tags } = useProps<{ title: string; tags: { label: string; permalink: string; count: number }[] }>();
  return (
    <Layout title={title}>
      <main className="page-main">
        <h1>{title}</h1>
        <ul className="tag-list tag-list-large">
          {tags.map((tag) => (
            <li key={tag.permalink}>
              <Link to={tag.permalink} className="tag">
                {tag.label} <span className="tag-count">{tag.count}</span>
              </Link>
            </li>
          ))}
        </ul>
      </main>
    </Layout>
  );
}
