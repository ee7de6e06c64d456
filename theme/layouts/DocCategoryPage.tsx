import Breadcrumbs from '@theme/Breadcrumbs';
import DocCardList from '@theme/DocCardList';
import DocSidebarDesktop from '@theme/DocSidebarDesktop';
import DocVersionBadge from '@theme/DocVersionBadge';
import DocVersionBanner from '@theme/DocVersionBanner';
import Layout from '@theme/Layout';
import type { SidebarItem } from '../../src/plugins/docs/types.ts';
import { useDocSidebar, usePage } from '../context.ts';

interface CategoryProps {
  title: string;
  description?: string;
  items: SidebarItem[];
  breadcrumbs: { title: string; permalink?: string }[];
}

/** A generated index: the category's items as cards. */
export default function DocCategoryPage() {
  const page = usePage();
  const props = page.route.props as unknown as CategoryProps;
  const sidebar = useDocSidebar();
  return (
    <Layout title={props.title} description={props.description}>
      <div className={sidebar ? 'doc-layout with-sidebar no-toc' : 'doc-layout no-toc'}>
        {sidebar ? <DocSidebarDesktop items={sidebar} path={page.route.path} /> : null}
        <main className="doc-main">
          <DocVersionBanner />
          <article className="doc-article">
            <Breadcrumbs items={props.breadcrumbs} />
            <DocVersionBadge />
            <header>
              <h1>{props.title}</h1>
              {props.description ? <p className="category-description">{props.description}</p> : null}
            </header>
            <DocCardList items={props.items} />
          </article>
        </main>
      </div>
    </Layout>
  );
}
