// Packages the bundled engine leaves to node_modules: native code, binaries, packages that find files
// beside themselves, and React (one copy for the engine and the theme bundle). The build script keeps
// them out of dist/, and the engine's cache key (src/version.ts) names each one's installed version.
export const ENGINE_EXTERNALS = ['better-sqlite3', 'sharp', 'esbuild', 'sass', '@mdx-js/esbuild', 'workbox-build', 'chokidar', 'fsevents', 'react', 'react-dom', 'tsx'];
