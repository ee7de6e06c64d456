import type { DocMeta } from '../markdown/types.ts';
import type { Plugin, PluginContext, PluginOutput, Route } from '../plugins/types.ts';
import type { InputFile } from '../scan/scan.ts';
import { hashBytes, hashParts, hashValue } from '../util/hash.ts';
import { ReadTrace } from './read-trace.ts';

/** Where remembered loads live between builds (records of the cache). */
export interface LoadStore {
  get(key: string): string | undefined;
  set(key: string, value: string): void;
  /**
   * Routes' props as JSON text, by the hash of that text. Most of a load's bytes (breadcrumbs, neighbours,
   * category items), read only by the few routes a build renders: kept apart from the record, so
   * reusing a load does not read and parse every route's.
   */
  props(hash: string): string | undefined;
  putProps(entries: readonly (readonly [hash: string, text: string])[]): void;
}

/** What a plugin's load is checked against, besides the compiled metadata it read. */
export interface LoadSetting {
  /** Engine, resolved config and the plugin's outside state, hashed. */
  base: string;
  /** Every input: a content file by its path only (its metadata reads count instead), any other by its hash too. */
  inputsKey: string;
  /**
   * False once the build read bytes other than the scanned ones (a file edited meanwhile): a load made
   * from them must not be remembered under the scanned hashes.
   */
  asScanned(): boolean;
}

/** A plugin's load and the hashes later stages key routes on: of each datum, and of each route's props. */
export interface LoadedPlugin {
  output: PluginOutput;
  dataHashes: Map<string, string>;
  /** In the order of `output.routes`. */
  propsHashes: string[];
  /** True when the output came from the cache rather than from running the load. */
  remembered: boolean;
}

/** A load as the cache keeps it: the output, and everything the load read, to be compared next time. */
interface RememberedLoad {
  key: string;
  /** The metadata fields the load read of any content file (`*`: all of them). */
  fields: string[];
  /**
   * Each content file whose metadata the load read, with the hash of its bytes and of those fields. A
   * file with the same bytes has the same metadata (the config is in `key`); only an edited one is read.
   */
  reads: [source: string, inputHash: string, fieldsHash: string][];
  /** The output without its routes' props, which the store keeps by `propsHashes`. */
  output: Omit<PluginOutput, 'routes'> & { routes: Omit<Route, 'props'>[] };
  dataHashes: [string, string][];
  /** The hash of each route's props as JSON text, in route order. */
  propsHashes: string[];
  warnings: string[];
  /** Files the load read beyond the inputs (a sidebars file's imports), replayed into the build's trace. */
  traced: string[];
  /** Cache records the load used, kept alive when it is not run. */
  records: string[];
}

const WHOLE = '*';
/** Bump when RememberedLoad changes shape: a record of another shape is then never a match. */
const RECORD_VERSION = 4;

/** One key for the inputs, shared by every plugin of a build. */
export function loadInputsKey(inputs: ReadonlyMap<string, InputFile>, content: ReadonlySet<string>): string {
  return hashParts([...inputs.values()].map((f) => (content.has(f.path) ? f.path : `${f.path}=${f.hash}`)).sort());
}

/** The hash of the fields a load read of one file's metadata. */
function fieldsHash(meta: DocMeta, fields: readonly string[]): string {
  const m = meta as unknown as Record<string, unknown>;
  return hashBytes(JSON.stringify(fields.includes(WHOLE) ? m : fields.map((f) => m[f])) ?? '');
}

/**
 * Runs a plugin's load, or reuses the output of the last build's when nothing it read has changed. What
 * it read is recorded while it runs rather than listed by hand: every compiled-metadata field of every
 * content file it looks at, and every other input, data file and traced module by hash. A body edit
 * that leaves a doc's title, front matter and description alone changes nothing a load reads, so the
 * docs plugin is not run again for it.
 */
export async function loadPlugin(plugin: Plugin, ctx: PluginContext, setting: LoadSetting, store: LoadStore, keep: (record: string) => void): Promise<LoadedPlugin> {
  const storeKey = `load:${plugin.name}`;
  const key = hashParts([RECORD_VERSION, setting.base, plugin.name, plugin.outsideState?.() ?? '', setting.inputsKey]);
  const saved = store.get(storeKey);
  keep(storeKey);
  const last = saved === undefined ? undefined : parsed(saved);
  if (last?.key === key && sameReads(last, ctx)) {
    for (const message of last.warnings) ctx.warn(message);
    ctx.trace.addNames(last.traced);
    for (const record of last.records) keep(record);
    const output: PluginOutput = { ...last.output, routes: last.output.routes.map((route, i) => withStoredProps(route, last.propsHashes[i], store)) };
    return { output, dataHashes: new Map(last.dataHashes), propsHashes: last.propsHashes, remembered: true };
  }

  const reads = new Map<string, Set<string>>();
  const warnings: string[] = [];
  const records = new Set<string>();
  const trace = new ReadTrace(ctx.trace.root);
  const recording: PluginContext = {
    ...ctx,
    meta: (source) => watched(ctx.meta(source), reads.get(source) ?? reads.set(source, new Set()).get(source)!),
    trace,
    memory: { get: (k) => (records.add(k), ctx.memory.get(k)), set: (k, v) => (records.add(k), ctx.memory.set(k, v)) },
    warn: (message) => (warnings.push(message), ctx.warn(message)),
  };
  const output = await plugin.load(recording);
  const traced = trace.list();
  ctx.trace.addNames(traced);
  const dataHashes = Object.entries(output.data).map(([k, v]): [string, string] => [k, hashValue(v)]);
  const props = output.routes.map((route) => JSON.stringify(route.props));
  const propsHashes = props.map(hashBytes);
  // One field list for every file (their union): a field read of one file only is compared for all, which can only cost a load.
  const fields = [...new Set([...reads.values()].flatMap((f) => [...f]))].sort();
  const readList = [...reads.keys()].map((source): RememberedLoad['reads'][number] => [source, ctx.inputs.get(source)?.hash ?? '', fieldsHash(ctx.meta(source), fields)]);
  const memo: RememberedLoad = { key, fields, reads: readList, output: { ...output, routes: output.routes.map(({ props: _, ...route }) => route) }, dataHashes, propsHashes, warnings, traced, records: [...records] };
  // A file traced for the first time was not scanned, so the key does not cover it yet: the next build's does.
  if (setting.asScanned() && traced.every((name) => ctx.inputs.has(name))) {
    store.putProps(propsHashes.map((hash, i) => [hash, props[i]] as const));
    store.set(storeKey, JSON.stringify(memo));
  }
  return { output, dataHashes: new Map(dataHashes), propsHashes, remembered: false };
}

/** A remembered route whose props are read from the store when first used (a copy or a write replaces them). */
function withStoredProps(route: Omit<Route, 'props'>, hash: string, store: LoadStore): Route {
  let props: Record<string, unknown> | undefined;
  const read = (): Record<string, unknown> => {
    const text = store.props(hash);
    if (text === undefined) throw new Error(`Invariant failed: the props of ${route.path} (${hash}) are not stored`);
    return JSON.parse(text) as Record<string, unknown>;
  };
  return Object.defineProperty(route, 'props', {
    enumerable: true,
    configurable: true,
    get: () => (props ??= read()),
    set: (value: Record<string, unknown>) => (props = value),
  }) as Route;
}

/** A record another engine version wrote, or a damaged one, is no memo. */
function parsed(saved: string): RememberedLoad | undefined {
  try {
    return JSON.parse(saved) as RememberedLoad;
  } catch {
    return undefined;
  }
}

function sameReads(memo: RememberedLoad, ctx: PluginContext): boolean {
  try {
    return memo.reads.every(([source, inputHash, hash]) => ctx.inputs.get(source)?.hash === inputHash || fieldsHash(ctx.meta(source), memo.fields) === hash);
  } catch {
    // A file it read is no longer content.
    return false;
  }
}

/** The metadata as the load sees it: every field read is noted; listing the fields counts as reading them all. */
function watched(meta: DocMeta, fields: Set<string>): DocMeta {
  return new Proxy(meta, {
    get(target, prop, receiver) {
      if (typeof prop === 'string') fields.add(prop);
      return Reflect.get(target, prop, receiver) as unknown;
    },
    has(target, prop) {
      if (typeof prop === 'string') fields.add(prop);
      return Reflect.has(target, prop);
    },
    ownKeys(target) {
      fields.add(WHOLE);
      return Reflect.ownKeys(target);
    },
  });
}
