/**
 * `true` in the server bundle, `false` in the browser's (an esbuild define). Content only the server
 * writes, such as inline scripts, is guarded by it so the browser bundle does not carry its source.
 */
declare const __LECTERN_SERVER__: boolean;

/** `true` when the site draws Mermaid diagrams (`markdown.mermaid`): only then is the drawing code bundled. */
declare const __LECTERN_MERMAID__: boolean;
