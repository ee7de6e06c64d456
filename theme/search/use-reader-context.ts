import { useMemo } from 'react';
import { usePage, useSite } from '../context.ts';
import { useDocVersion } from '../doc-version.ts';
import { useLinkVersion } from '../navbar/preferred-version.ts';
import type { ReaderContext } from './types.ts';

/** Where the reader is: the route, its doc set and version or its blog, and each docs set's version. */
export function useReaderContext(): ReaderContext {
  const { docs } = useSite();
  const { route } = usePage();
  const doc = useDocVersion();
  const linkVersion = useLinkVersion();
  const docVersions = docs.map((d) => ({ pluginId: d.id, version: linkVersion(d.id) ?? '' })).filter((d) => d.version);
  // Blog routes read data keyed `blog:<plugin id>:…`.
  const blogId = route.data.find((k) => k.startsWith('blog:'))?.split(':')[1];
  // A stable object while nothing changed, whatever the hooks above return each render.
  const key = JSON.stringify({ path: route.path, doc: doc && { pluginId: doc.pluginId, version: doc.name }, blogId, docVersions });
  return useMemo(() => JSON.parse(key) as ReaderContext, [key]);
}
