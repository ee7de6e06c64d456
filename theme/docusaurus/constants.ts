/** `@docusaurus/constants`: the id of a plugin instance the config gives none. */
export const DEFAULT_PLUGIN_ID = 'default';
