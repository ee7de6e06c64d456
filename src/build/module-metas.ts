import { moduleFacts, type DocMeta, type ModuleFacts } from '../markdown/types.ts';

/** Where stored metadata comes from (the cache): asked only for modules whose facts were stored. */
export interface MetaSource {
  one(key: string): DocMeta | undefined;
  many(keys: Iterable<string>): Map<string, DocMeta>;
}

/**
 * Looked up one at a time up to this many; past it, a stage is reading most docs (a plugin load that
 * runs), and one pass over the table costs less than a lookup per key.
 */
const SINGLE_LOOKUPS = 64;

/**
 * The compiled modules' metadata a build knows, by compile key. Every stage reads the facts of every
 * module (held from the start); a doc's whole metadata is parsed only when a stage asks for it, which
 * after an edit is the load of the changed docs, not of every doc in the site.
 */
export class ModuleMetas {
  private readonly full = new Map<string, DocMeta>();
  private lookups = 0;
  private bulkLoaded = false;

  constructor(
    private readonly factsByKey: Map<string, ModuleFacts>,
    private readonly source: MetaSource,
    /** The keys the build uses, loaded in one pass once single lookups stop paying. */
    private readonly wanted: () => Iterable<string>,
  ) {}

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

  meta(key: string): DocMeta | undefined {
    const known = this.full.get(key);
    if (known || !this.factsByKey.has(key)) return known;
    if (this.bulkLoaded || ++this.lookups <= SINGLE_LOOKUPS) {
      const meta = this.source.one(key);
      if (meta) this.full.set(key, meta);
      return meta;
    }
    this.bulkLoaded = true;
    const missing = [...this.wanted()].filter((k) => !this.full.has(k));
    for (const [k, meta] of this.source.many(missing)) this.full.set(k, meta);
    return this.full.get(key);
  }
}
