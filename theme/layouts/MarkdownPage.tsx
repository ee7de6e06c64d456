import Content from '@theme/Content';
import Layout from '@theme/Layout';
import TOC from '@theme/TOC';
import TOCCollapsible from '@theme/TOCCollapsible';
import { usePage } from '../context.ts';

export default function MarkdownPage() {
  const page = usePage();
  const props = page.route.props as { title: string; description?: string; frontMatter: { hide_table_of_contents?: boolean } };
  return (
    <Layout title={props.title || page.modules.content.contentTitle} description={props.description}>
      <div className="page-layout">
        <main className="page-main">
          {props.frontMatter.hide_table_of_contents ? null : <TOCCollapsible toc={page.modules.content.toc} />}
          <Content />
        </main>
        {props.frontMatter.hide_table_of_contents ? null : <TOC toc={page.modules.content.toc} />}
      </div>
    </Layout>
  );
}
