import Document from '@theme/Document';
import { usePage, useSite } from '../context.ts';

/** A `.tsx` page renders itself, normally inside `@theme/Layout`; one that does not is given the document alone. */
export default function ReactPage() {
  const page = usePage();
  const { title } = useSite();
  const file = page.route.pageModule ?? '';
  const Page = page.pages[file]?.default;
  if (typeof Page !== 'function') throw new Error(`page module ${file} has no default export: export the page component with \`export default function MyPage() { ... }\``);
  return page.route.bare ? (
    <Document title={title}>
      <Page />
    </Document>
  ) : (
    <Page />
  );
}
