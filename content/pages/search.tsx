import Layout from '@theme/Layout';

/** The longest query the search box and this page accept. */
const MAX_QUERY_LENGTH = 64;

/**
 * The full search page, `/search/?q=...`. This is the static shell: the form works without
 * JavaScript (it reloads this page with the query), and the client search fills in the results.
 */
export default function Search() {
  return (
    <Layout title="Search the documentation" description="Search every page of the Lectern documentation, blog and changelog.">
      <main className="page-main search-page">
        <h1>Search the documentation</h1>
        <form className="search-page-form" action="/search/" method="get" role="search">
          <label htmlFor="search-page-input">Search query</label>
          <span className="search-page-input-wrap">
            <input
              id="search-page-input"
              type="search"
              name="q"
              maxLength={MAX_QUERY_LENGTH}
              placeholder="Search docs"
              autoComplete="off"
              spellCheck={false}
            />
          </span>
          <button type="submit" className="button">
            Search
          </button>
        </form>
        <section className="search-results" aria-live="polite">
          <p>Type a query of up to {MAX_QUERY_LENGTH} characters and press Search.</p>
        </section>
      </main>
    </Layout>
  );
}
