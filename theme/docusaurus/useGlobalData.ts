import { useAllDocsData } from './plugin-content-docs/client.ts';

/**
 * `@docusaurus/useGlobalData`: each plugin's global data, by plugin name and instance id. Lectern's
 * plugins publish one kind, the docs plugins' versions (see plugin-content-docs/client.ts), under the
 * name Docusaurus gives them, so a site's `usePluginData('docusaurus-plugin-content-docs')` works.
 */
const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

type GlobalData = Record<string, Record<string, unknown>>;

export default function useGlobalData(): GlobalData {
  return { [DOCS_PLUGIN]: useAllDocsData() };
}

/** Every instance's data of one plugin, by id; `failfast` throws when the plugin has none. */
export function useAllPluginInstancesData(pluginName: string, options: { failfast?: boolean } = {}): Record<string, unknown> | undefined {
  const data = useGlobalData()[pluginName];
  if (!data && options.failfast) throw new Error(`Docusaurus plugin global data not found for "${pluginName}" plugin.`);
  return data;
}

/** One instance's data (`default` unless named); `failfast` throws when it has none. */
export function usePluginData(pluginName: string, pluginId = 'default', options: { failfast?: boolean } = {}): unknown {
  const data = useAllPluginInstancesData(pluginName)?.[pluginId];
  if (!data && options.failfast) throw new Error(`Docusaurus plugin global data not found for "${pluginName}" plugin with id "${pluginId}".`);
  return data;
}
