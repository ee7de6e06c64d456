import Layout from '@theme/Layout';
import SearchPage from '@theme/search/SearchPage';

/**
 * The full search page, `/search/?q=...`. The form works without JavaScript (it reloads this page with
 * the query); the client fills in the results from the offline index.
 */
export default function Search() {
  return (
    <Layout title="Search the documentation" description="Search every page of the Lectern documentation, blog and changelog.">
      <SearchPage />
    </Layout>
  );
}
