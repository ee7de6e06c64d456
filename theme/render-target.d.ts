/**
 * `true` in the server bundle, `false` in the browser's (an esbuild define). Content only the server
 * writes, such as inline scripts, is guarded by it so the browser bundle does not carry its source.
 */
declare const __LECTERN_SERVER__: boolean;

/** `true` when the site draws Mermaid diagrams (`markdown.mermaid`): only then is the drawing code bundled. */
declare const __LECTERN_MERMAID__: boolean;
/** Whether the site has `clientModules`: without, the router's lifecycle calls are left out of the script. */
declare const __LECTERN_CLIENT_MODULES__: boolean;
