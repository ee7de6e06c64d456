import { moduleFacts, type DocMeta, type ModuleFacts } from '../markdown/types.ts';

type FrontMatter = DocMeta['frontMatter'];

/** Where stored metadata comes from (the cache): asked only for modules whose facts were stored. */
export interface MetaSource {
  one(key: string): DocMeta | undefined;
  many(keys: Iterable<string>): Map<string, DocMeta>;
  /** A module's front matter alone, stored beside its metadata. */
  frontMatterOne(key: string): FrontMatter | undefined;
  frontMatterMany(keys: Iterable<string>): Map<string, FrontMatter>;
}

/**
 * Looked up one at a time up to this many; past it, a stage is reading most docs (a plugin load that
 * runs), and one pass over the table costs less than a lookup per key.
 */
const SINGLE_LOOKUPS = 64;

/** The stored values of `keys`, known all at once: one lookup each for a few, one pass over the table for many. */
export function storedValuesOf<T>(keys: readonly string[], one: (key: string) => T | undefined, many: (keys: Iterable<string>) => Map<string, T>): Map<string, T> {
  if (keys.length > SINGLE_LOOKUPS) return many(keys);
  const found = new Map<string, T>();
  for (const key of keys) {
    const value = one(key);
    if (value !== undefined) found.set(key, value);
  }
  return found;
}

/** Stored values of one kind by key: read one at a time until a stage reads most of them, then in one pass. */
class StoredValues<T> {
  private readonly known = new Map<string, T>();
  private lookups = 0;
  private bulkLoaded = false;

  constructor(
    private readonly one: (key: string) => T | undefined,
    private readonly many: (keys: Iterable<string>) => Map<string, T>,
    private readonly wanted: () => Iterable<string>,
  ) {}

  peek(key: string): T | undefined {
    return this.known.get(key);
  }

  set(key: string, value: T): void {
    this.known.set(key, value);
  }

  get(key: string): T | undefined {
    const known = this.known.get(key);
    if (known !== undefined) return known;
    if (this.bulkLoaded || ++this.lookups <= SINGLE_LOOKUPS) {
      const value = this.one(key);
      if (value !== undefined) this.known.set(key, value);
      return value;
    }
    this.bulkLoaded = true;
    const missing = [...this.wanted()].filter((k) => !this.known.has(k));
    for (const [k, value] of this.many(missing)) this.known.set(k, value);
    return this.known.get(key);
  }
}

/**
 * The compiled modules' metadata a build knows, by compile key. Every stage reads the facts of every
 * module (held from the start); a doc's whole metadata is parsed only when a stage reads beyond its front
 * matter, which after an edit is the load of the changed docs, not of every doc in the site. A load that
 * runs reads every doc's front matter: that comes from a table of its own, a fifteenth of the metadata's
 * bytes (the TOCs and descriptions are most of them).
 */
export class ModuleMetas {
  private readonly full: StoredValues<DocMeta>;
  private readonly frontMatters: StoredValues<FrontMatter>;

  constructor(
    private readonly factsByKey: Map<string, ModuleFacts>,
    source: MetaSource,
    /** The keys the build uses, loaded in one pass once single lookups stop paying. */
    wanted: () => Iterable<string>,
  ) {
    this.full = new StoredValues((k) => source.one(k), (keys) => source.many(keys), wanted);
    this.frontMatters = new StoredValues((k) => source.frontMatterOne(k), (keys) => source.frontMatterMany(keys), wanted);
  }

  has(key: string): boolean {
    return this.factsByKey.has(key);
  }

  facts(key: string): ModuleFacts | undefined {
    return this.factsByKey.get(key);
  }

  /** Records a module this build compiled. */
  set(key: string, meta: DocMeta): void {
    this.full.set(key, meta);
    this.factsByKey.set(key, moduleFacts(meta));
  }

  /** A stored module's metadata: its front matter is read alone; any other field reads the whole. */
  meta(key: string): DocMeta | undefined {
    const known = this.full.peek(key);
    if (known || !this.factsByKey.has(key)) return known;
    return this.lazyMeta(key);
  }

  private lazyMeta(key: string): DocMeta {
    const whole = (): DocMeta => {
      const meta = this.full.get(key);
      if (!meta) throw new Error(`Invariant failed: the metadata of module ${key} is not stored`);
      return meta;
    };
    const frontMatter = () => this.full.peek(key)?.frontMatter ?? this.frontMatters.get(key) ?? whole().frontMatter;
    return new Proxy({} as DocMeta, {
      get: (_, prop) => (prop === 'frontMatter' ? frontMatter() : Reflect.get(whole(), prop)),
      has: (_, prop) => Reflect.has(whole(), prop),
      ownKeys: () => Reflect.ownKeys(whole()),
      // A proxy around this one (a load's read tracking) asks for descriptors on every read: the front
      // matter's must not read the whole. The target is empty, so every property is reported configurable.
      getOwnPropertyDescriptor: (_, prop) => {
        if (prop === 'frontMatter') return { value: frontMatter(), writable: true, enumerable: true, configurable: true };
        const descriptor = Reflect.getOwnPropertyDescriptor(whole(), prop);
        return descriptor && { ...descriptor, configurable: true };
      },
    });
  }
}
