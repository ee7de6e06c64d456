/** On pages kept out of listings: readers who follow a shared link learn why they cannot find it elsewhere. */
export default function UnlistedBanner() {
  return (
    <div className="admonition admonition-caution unlisted-banner" role="note">
      <div className="admonition-heading">Unlisted page</div>
      <div className="admonition-content">
        <p>This page is not listed. Search engines will not index it, and only readers with a direct link can find it.</p>
      </div>
    </div>
  );
}
