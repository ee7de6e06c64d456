/** Packages the bundled engine leaves to node_modules (see engine-externals.js). */
export const ENGINE_EXTERNALS: readonly string[];
