import Link from '@theme/Link';
import type { Tag } from '../src/plugins/tags.ts';

/**
 * The tags of a doc or post, each linking to the page that lists everything carrying it. Tag pages
 * list only listed content, so an unlisted page shows its tags as plain labels: the tag may have no page.
 */
export default function ContentTags({ tags, linked = true }: { tags: readonly Tag[]; linked?: boolean }) {
  if (!tags.length) return null;
  return (
    <div className="content-tags">
      <b className="content-tags-label">Tags:</b>
      <ul className="tag-list" aria-label="Tags">
        {tags.map((tag) => (
          <li key={tag.permalink}>
            {linked ? (
              <Link to={tag.permalink} className="tag" title={tag.description}>
                {tag.label}
              </Link>
            ) : (
              <span className="tag" title={tag.description}>
                {tag.label}
              </span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
