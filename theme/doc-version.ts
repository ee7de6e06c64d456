import { usePage, useSite } from './context.ts';

export interface VersionSummary {
  name: string;
  label: string;
  path: string;
  isLast: boolean;
}

/** The `docs:<id>:<version>:version` datum every doc route reads. */
export interface DocVersionDatum extends VersionSummary {
  versions: VersionSummary[];
}

/** The docs version the current route belongs to, with its plugin's other versions; undefined off docs. */
export function useDocVersion(): (DocVersionDatum & { pluginId: string }) | undefined {
  const page = usePage();
  const key = page.route.data.find((k) => k.startsWith('docs:') && k.endsWith(':version'));
  if (!key) return undefined;
  // The plugin id sits between `docs:` and the version name, and may itself contain colons.
  const pluginId = key.slice('docs:'.length, key.lastIndexOf(':', key.length - ':version'.length - 1));
  return { ...(page.data[key] as DocVersionDatum), pluginId };
}

/**
 * Where the reader should go for the latest version of this page: the same doc id there, else the
 * latest version's main doc, else the latest version's root.
 */
export function useLatestVersionLink(versionLinks: Record<string, string> | undefined): { label: string; path: string } | undefined {
  const version = useDocVersion();
  const site = useSite();
  const latest = version?.versions.find((v) => v.isLast);
  if (!version || !latest) return undefined;
  const mainDoc = site.docs.find((d) => d.id === version.pluginId)?.versions.find((v) => v.name === latest.name)?.mainDocPath;
  return { label: latest.label, path: versionLinks?.[latest.name] ?? mainDoc ?? latest.path };
}
