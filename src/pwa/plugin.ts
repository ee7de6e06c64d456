import type { ResolvedPwaOptions } from '../config/types.ts';
import type { Plugin } from '../plugins/types.ts';
import { MANIFEST_FILE, OFFLINE_SHELL_PATH } from './files.ts';
import { webAppManifest } from './manifest.ts';

/** The PWA's page and file: the offline shell route (rendered like any page) and the web app manifest. */
export function createPwaPlugin(pwa: ResolvedPwaOptions, baseUrl: string): Plugin {
  return {
    name: 'pwa',
    inputRoots: () => [],
    contentFiles: () => [],
    load: () => ({
      routes: [{ path: OFFLINE_SHELL_PATH, layout: 'OfflinePage', plugin: 'pwa', modules: [], data: ['site'], props: {}, noIndex: true }],
      data: {},
      permalinks: {},
      files: { [MANIFEST_FILE]: webAppManifest(pwa.manifest, baseUrl) },
    }),
  };
}
