import Layout from '@theme/Layout';
import Link from '@theme/Link';
import type { BlogTagsProps, TagEntry } from '../../src/plugins/blog/types.ts';
import { useBlogDatum } from '../blog-data.ts';
import { useProps } from '../context.ts';

/** Every tag of the blog's listed posts, with how many posts carry it. */
export default function BlogTagsPage() {
  const props = useProps<BlogTagsProps>();
  const tags = useBlogDatum<TagEntry[]>(props.tags);
  return (
    <Layout title={props.title}>
      <main className="page-main">
        <h1>{props.title}</h1>
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
