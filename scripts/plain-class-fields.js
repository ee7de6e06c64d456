// markdown-it 15 ships its classes compiled by Babel: every field of every Token is set through
// `_defineProperty`, which converts the key with `toPropertyKey`/`toPrimitive`/`_typeof` and then calls
// Object.defineProperty. Rendering the 1k benchmark corpus's docs took 640 ms with that helper and 420 ms
// with a plain assignment. The two are the same here: the fields are set on fresh instances whose
// prototypes define no accessors, so an assignment creates the same own, writable, enumerable property.
import { readFile } from 'node:fs/promises';

const HELPER = /function _defineProperty\(e, r, t\) \{\n\treturn \(r = toPropertyKey\(r\)\) in e \? Object\.defineProperty\(e, r, \{\n\t\tvalue: t,\n\t\tenumerable: !0,\n\t\tconfigurable: !0,\n\t\twritable: !0\n\t\}\) : e\[r\] = t, e;\n\}/;
const PLAIN = 'function _defineProperty(e, r, t) {\n\te[r] = t;\n\treturn e;\n}';

/** An esbuild plugin replacing the helper in markdown-it's ES module; it fails the build if the helper is not found. */
export const plainClassFields = {
  name: 'plain-class-fields',
  setup(build) {
    build.onLoad({ filter: /[\\/]node_modules[\\/]markdown-it[\\/]dist[\\/]markdown-it\.mjs$/ }, async ({ path }) => {
      const source = await readFile(path, 'utf8');
      if (!HELPER.test(source)) throw new Error(`${path}: Babel's _defineProperty helper is not where scripts/plain-class-fields.js expects it; update the pattern for this markdown-it version or remove the plugin`);
      return { contents: source.replace(HELPER, PLAIN), loader: 'js' };
    });
  },
};
