import { usePage } from '../context.ts';

/** A `.tsx` page renders itself, normally inside `@theme/Layout`. */
export default function ReactPage() {
  const page = usePage();
  const file = page.route.pageModule ?? '';
  const Page = page.pages[file]?.default;
  if (typeof Page !== 'function') throw new Error(`page module ${file} has no default export: export the page component with \`export default function MyPage() { ... }\``);
  return <Page />;
}
