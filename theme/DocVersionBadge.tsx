import { useDocVersion } from './doc-version.ts';

/** "Version: 3.6.3" above every doc of a docs set that has more than one version. */
export default function DocVersionBadge() {
  const version = useDocVersion();
  if (!version || version.versions.length < 2) return null;
  return <span className="doc-version-badge">Version: {version.label}</span>;
}
