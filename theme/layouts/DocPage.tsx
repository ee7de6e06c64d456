import Breadcrumbs from '@theme/Breadcrumbs';
import Content from '@theme/Content';
import DocFooter from '@theme/DocFooter';
import DocSidebarDesktop from '@theme/DocSidebarDesktop';
import ContentTags from '@theme/ContentTags';
import DocVersionBadge from '@theme/DocVersionBadge';
import DocVersionBanner from '@theme/DocVersionBanner';
import Layout from '@theme/Layout';
import Paginator from '@theme/Paginator';
import TOC from '@theme/TOC';
import TOCCollapsible from '@theme/TOCCollapsible';
import UnlistedBanner from '@theme/UnlistedBanner';
import type { Tag } from '../../src/plugins/tags.ts';
import { useDocSidebar, usePage, useSite } from '../context.ts';

interface DocProps {
  id: string;
  version: string;
  versionLinks?: Record<string, string>;
  title: string;
  description?: string;
  sidebar?: string;
  tags: Tag[];
  unlisted?: boolean;
  frontMatter: { keywords?: string[] | string; image?: string; hide_title?: boolean; hide_table_of_contents?: boolean; toc_min_heading_level?: number; toc_max_heading_level?: number };
  prev?: { title: string; permalink: string };
  next?: { title: string; permalink: string };
  breadcrumbs: { title: string; permalink?: string }[];
}

export default function DocPage() {
  const page = usePage();
  const props = page.route.props as unknown as DocProps;
  const sidebar = useDocSidebar();
  const site = useSite();
  const content = page.modules.content;
  const fm = props.frontMatter;
  const showTitle = !content.contentTitle && !fm.hide_title;
  const toc = fm.hide_table_of_contents ? null : { toc: content.toc, min: fm.toc_min_heading_level ?? site.toc.minHeadingLevel, max: fm.toc_max_heading_level ?? site.toc.maxHeadingLevel };
  return (
    <Layout title={props.title} description={props.description} keywords={fm.keywords} image={fm.image}>
      <div className={sidebar ? 'doc-layout with-sidebar' : 'doc-layout'}>
        {sidebar ? <DocSidebarDesktop items={sidebar} path={page.route.path} /> : null}
        <main className="doc-main">
          {props.unlisted ? <UnlistedBanner /> : null}
          <DocVersionBanner versionLinks={props.versionLinks} />
          <article className="doc-article">
            <Breadcrumbs items={props.breadcrumbs} />
            <DocVersionBadge />
            {toc ? <TOCCollapsible {...toc} /> : null}
            {showTitle ? (
              <header>
                <h1>{props.title}</h1>
              </header>
            ) : null}
            <Content />
            <ContentTags tags={props.tags ?? []} linked={!props.unlisted} />
            <DocFooter />
          </article>
          <Paginator prev={props.prev} next={props.next} />
        </main>
        {toc ? <TOC {...toc} /> : null}
      </div>
    </Layout>
  );
}
