import { BuildError } from '../../util/errors.ts';

export type PluginList = 'presets' | 'plugins' | 'themes';

/** One entry of `presets`, `plugins` or `themes`, in whichever form Docusaurus accepts it. */
export interface PluginEntry {
  /** Where it is written: `plugins[2]`. */
  at: string;
  /** How a warning names it: the package or path as written, or where a plugin written inline sits. */
  label: string;
  /** A package's short name (`classic` for `@docusaurus/preset-classic`); undefined for a plugin written inline. */
  shortName?: string;
  options: unknown;
}

const KIND = { presets: 'preset', plugins: 'plugin', themes: 'theme' } as const;

/** Docusaurus's shorthand: `@docusaurus/plugin-content-docs` and `docusaurus-plugin-content-docs` are both `content-docs`. */
function shortName(name: string, list: PluginList): string {
  const kind = KIND[list];
  const prefix = [`@docusaurus/${kind}-`, `docusaurus-${kind}-`].find((p) => name.startsWith(p));
  return prefix ? name.slice(prefix.length) : name;
}

/** The entries of one list: a name, `[name, options]`, a plugin function or `[function, options]`. */
export function pluginEntries(value: unknown, list: PluginList, file: string): PluginEntry[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw new BuildError(`\`${list}\` must be a list`, { file }, `write it as ${list}: [ ... ]`);
  return value.flatMap((entry: unknown, i): PluginEntry[] => {
    const at = `${list}[${i}]`;
    // Docusaurus skips falsy entries, so that a config can switch a plugin on conditionally.
    if (!entry) return [];
    const [target, options]: unknown[] = Array.isArray(entry) ? entry : [entry, undefined];
    if (typeof target === 'string') return [{ at, label: target, shortName: shortName(target, list), options }];
    if (typeof target === 'function') return [{ at, label: `${at} (function ${target.name || 'without a name'})`, options }];
    return [{ at, label: `${at} (an object)`, options }];
  });
}
