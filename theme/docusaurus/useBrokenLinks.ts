/**
 * `@docusaurus/useBrokenLinks`: components report their links and anchors to Docusaurus's checker.
 * Lectern's link check reads them from the built HTML instead, so reports are accepted and not needed.
 */
export default function useBrokenLinks(): { collectLink(link: string | undefined): void; collectAnchor(anchor: string | undefined): void } {
  return { collectLink: () => {}, collectAnchor: () => {} };
}
