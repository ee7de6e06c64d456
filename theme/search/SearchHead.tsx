import { useSite } from '../context.ts';
import { useDocVersion } from '../doc-version.ts';

/**
 * Head tags for the hosted search service, rendered on the server only (they never change, and
 * hydration passes over head elements it does not render): a preconnect, so the first query finds its
 * connection open, and the tags DocSearch's crawler files each page under, which the modal's contextual
 * facet filters then select (`docusaurus_tag` is `default`, or `docs-<plugin>-<version>` on a doc).
 */
export default function SearchHead() {
  const { algolia } = useSite().themeConfig;
  const doc = useDocVersion();
  if (!algolia) return null;
  const host = algolia.hosts?.[0];
  return (
    <>
      <link rel="preconnect" href={host ? `${host.protocol}://${host.url}` : `https://${algolia.appId}-dsn.algolia.net`} crossOrigin="anonymous" />
      <meta name="docsearch:language" content="en" />
      {doc ? <meta name="docsearch:version" content={doc.name} /> : null}
      <meta name="docsearch:docusaurus_tag" content={doc ? `docs-${doc.pluginId}-${doc.name}` : 'default'} />
    </>
  );
}
