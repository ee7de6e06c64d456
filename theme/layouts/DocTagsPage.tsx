import Layout from '@theme/Layout';
import Link from '@theme/Link';
import type { Tag } from '../../src/plugins/tags.ts';
import { usePage } from '../context.ts';

type TagsProps =
  | { kind: 'index'; title: string; tags: (Tag & { count: number })[] }
  | { kind: 'tag'; title: string; tag: Tag; allTagsPath: string; docs: { id: string; title: string; description?: string; permalink: string }[] };

/** The docs tags index (every tag with its count) and one tag's page (the docs carrying it). */
export default function DocTagsPage() {
  const props = usePage().route.props as unknown as TagsProps;
  return (
    <Layout title={props.title} description={props.kind === 'tag' ? props.tag.description : undefined}>
      <main className="doc-main tags-page">
        <h1>{props.title}</h1>
        {props.kind === 'index' ? (
          <ul className="tag-list tag-list-large">
            {props.tags.map((t) => (
              <li key={t.permalink}>
                <Link to={t.permalink} className="tag">
                  {t.label}
                </Link>{' '}
                <span className="tag-count">{t.count}</span>
              </li>
            ))}
          </ul>
        ) : (
          <>
            {props.tag.description ? <p>{props.tag.description}</p> : null}
            <Link to={props.allTagsPath}>View all tags</Link>
            <ul className="tagged-docs">
              {props.docs.map((d) => (
                <li key={d.id}>
                  <Link to={d.permalink}>{d.title}</Link>
                  {d.description ? <p>{d.description}</p> : null}
                </li>
              ))}
            </ul>
          </>
        )}
      </main>
    </Layout>
  );
}
