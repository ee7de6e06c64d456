/**
 * The YAML parser behind one local module, so callers can load it lazily: a dynamic import of the
 * CommonJS package itself loses its named exports once the engine is bundled.
 */
export { parse as parseYaml } from 'yaml';
