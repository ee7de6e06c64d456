import Link from '@theme/Link';
import { useDocVersion, useLatestVersionLink } from './doc-version.ts';

/**
 * Above a doc of any version but the latest: says the reader is off the latest docs (ahead of them
 * for the unreleased version, behind them for an old release) and links the same page in the latest.
 */
export default function DocVersionBanner({ versionLinks }: { versionLinks?: Record<string, string> }) {
  const version = useDocVersion();
  const latest = useLatestVersionLink(versionLinks);
  if (!version || version.isLast || !latest) return null;
  const unreleased = version.name === 'current';
  return (
    <div className="doc-version-banner admonition admonition-warning" role="note">
      <div className="admonition-content">
        <p>
          {unreleased ? (
            <>
              You are reading unreleased documentation for Lectern <strong>{version.label}</strong>: it describes changes that no published release contains yet.
            </>
          ) : (
            <>
              You are reading documentation for Lectern <strong>{version.label}</strong>, a release that is no longer actively maintained.
            </>
          )}
        </p>
        <p>
          For the latest documentation, read <Link to={latest.path}>this page in Lectern {latest.label}</Link>.
        </p>
      </div>
    </div>
  );
}
