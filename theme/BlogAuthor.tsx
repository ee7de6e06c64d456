import Link from '@theme/Link';
import type { Author } from '../src/plugins/blog/types.ts';
import { useBaseUrl } from './context.ts';

/** The letters shown in place of a missing picture: the first letters of the first and last names. */
function initials(name: string): string {
  const words = name.trim().split(/\s+/);
  return ((words[0]?.[0] ?? '') + (words.length > 1 ? words[words.length - 1][0] : '')).toUpperCase();
}

/** An author's round picture, name (linked to the author's page, else the author's URL), title and links. */
export default function BlogAuthor({ author, count }: { author: Author; count?: number }) {
  const withBase = useBaseUrl();
  const target = author.page ?? author.url;
  const links = [author.page && author.url ? { href: author.url, label: 'Website' } : null, ...(author.socials ?? []), author.email ? { href: `mailto:${author.email}`, label: 'Email' } : null].filter((l) => l !== null);
  return (
    <div className="blog-author">
      {author.imageURL ? (
        <img className="blog-author-image" src={withBase(author.imageURL)} alt="" width={48} height={48} loading="lazy" />
      ) : (
        <span className="blog-author-image blog-author-initials" aria-hidden="true">
          {initials(author.name)}
        </span>
      )}
      <div>
        <span className="blog-author-name">{target ? <Link to={target}>{author.name}</Link> : author.name}</span>
        {author.title ? <small className="blog-author-title">{author.title}</small> : null}
        {count !== undefined ? (
          <small className="blog-author-count">
            {count} post{count === 1 ? '' : 's'}
          </small>
        ) : null}
        {links.length ? (
          <span className="blog-author-links">
            {links.map((l) => (
              <Link key={l.label} to={l.href} aria-label={`${l.label} of ${author.name}`}>
                {l.label}
              </Link>
            ))}
          </span>
        ) : null}
      </div>
    </div>
  );
}
