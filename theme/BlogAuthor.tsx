import Link from '@theme/Link';
import type { Author } from '../src/plugins/blog/types.ts';
import { useBaseUrl } from './context.ts';

/** An author's picture, name (linked to the author's page, else the author's URL) and title. */
export default function BlogAuthor({ author, count }: { author: Author; count?: number }) {
  const withBase = useBaseUrl();
  const target = author.page ?? author.url;
  return (
    <div className="blog-author">
      {author.imageURL ? <img className="blog-author-image" src={withBase(author.imageURL)} alt={author.name} width={40} height={40} loading="lazy" /> : null}
      <div>
        <span className="blog-author-name">{target ? <Link to={target}>{author.name}</Link> : author.name}</span>
        {author.title ? <small className="blog-author-title"> {author.title}</small> : null}
        {count !== undefined ? <small className="blog-author-count"> · {count} post{count === 1 ? '' : 's'}</small> : null}
      </div>
    </div>
  );
}
