import BlogLayout from '@theme/BlogLayout';
import BlogPostHeader from '@theme/BlogPostHeader';
import Content from '@theme/Content';
import ContentTags from '@theme/ContentTags';
import EditThisPage from '@theme/EditThisPage';
import Paginator from '@theme/Paginator';
import TOC from '@theme/TOC';
import TOCCollapsible from '@theme/TOCCollapsible';
import UnlistedBanner from '@theme/UnlistedBanner';
import type { BlogPostProps, PostSummary } from '../../src/plugins/blog/types.ts';
import { useBlogDatum } from '../blog-data.ts';
import { usePage, useProps, useSite } from '../context.ts';
import { absoluteUrl } from '../url.ts';

export default function BlogPostPage() {
  const page = usePage();
  const site = useSite();
  const props = useProps<BlogPostProps>();
  const post = useBlogDatum<PostSummary>(props.post);
  const toc = props.hideTableOfContents ? null : <TOC toc={page.modules.content.toc} min={props.tocMinHeadingLevel} max={props.tocMaxHeadingLevel} />;
  return (
    <BlogLayout title={post.title} description={props.description} sidebar={props.sidebar} aside={toc}>
      {props.keywords.length ? <meta name="keywords" content={props.keywords.join(',')} /> : null}
      {props.image ? <meta property="og:image" content={absoluteUrl(site, props.image)} /> : null}
      {props.unlisted ? <UnlistedBanner /> : null}
      <article className="blog-post">
        <BlogPostHeader post={post} />
        {props.hideTableOfContents ? null : <TOCCollapsible toc={page.modules.content.toc} min={props.tocMinHeadingLevel} max={props.tocMaxHeadingLevel} />}
        <Content />
        {post.tags.length || props.editUrl ? (
          <footer className="blog-post-footer">
            {post.tags.length ? <ContentTags tags={post.tags} linked={!props.unlisted} /> : null}
            {props.editUrl ? <EditThisPage editUrl={props.editUrl} /> : null}
          </footer>
        ) : null}
      </article>
      <Paginator prev={props.newer} next={props.older} prevLabel="Newer post" nextLabel="Older post" ariaLabel="Blog post page navigation" />
    </BlogLayout>
  );
}
