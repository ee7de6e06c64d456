import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { BrokenLink, PageLinks } from '../build/link-check.ts';
import { moduleFacts, type CompiledBody, type CompiledDoc, type DocMeta, type ModuleFacts } from '../markdown/types.ts';
import type { SearchRecord, SearchStore, StoredShard } from '../search/stage.ts';
import type { OutputStamps } from '../build/stamps.ts';
import { layeredPairsMap, pairChanges, pairsMap, pairsText, type StoredPairs } from '../util/flat-pairs.ts';
import type { TreeReads } from '../render/tree-reads.ts';
import type { StoredPlan } from '../build/plan-route.ts';

/** Bump when the tables change: an older cache is then dropped and rebuilt, never misread. */
const SCHEMA_VERSION = '14';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS inputs (path TEXT PRIMARY KEY, hash TEXT NOT NULL, stat TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS modules (key TEXT PRIMARY KEY, body TEXT NOT NULL, excerpt TEXT);
CREATE TABLE IF NOT EXISTS module_metas (key TEXT PRIMARY KEY, meta TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS module_facts (key TEXT PRIMARY KEY, facts TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS module_front_matter (key TEXT PRIMARY KEY, front_matter TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS routes (out_dir TEXT NOT NULL, path TEXT NOT NULL, fingerprint TEXT NOT NULL, reads TEXT NOT NULL, trees TEXT NOT NULL, plan TEXT, PRIMARY KEY (out_dir, path));
CREATE TABLE IF NOT EXISTS pagelinks (out_dir TEXT NOT NULL, path TEXT NOT NULL, links TEXT NOT NULL, anchors TEXT NOT NULL, broken TEXT NOT NULL, PRIMARY KEY (out_dir, path));
CREATE INDEX IF NOT EXISTS pagelinks_broken ON pagelinks (out_dir) WHERE broken != '[]';
CREATE TABLE IF NOT EXISTS data (key TEXT PRIMARY KEY, hash TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS outfiles (out_dir TEXT PRIMARY KEY, outputs TEXT NOT NULL, stamps TEXT NOT NULL);
-- What builds since the last full outfiles row changed in it (flat-pairs.ts layeredPairsMap).
CREATE TABLE IF NOT EXISTS outfile_changes (out_dir TEXT PRIMARY KEY, outputs TEXT NOT NULL, stamps TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS records (key TEXT PRIMARY KEY, value TEXT NOT NULL);
-- Routes' props as JSON, by the hash of the text (load-memo.ts): content-addressed, safe to store early.
CREATE TABLE IF NOT EXISTS props (hash TEXT PRIMARY KEY, text TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS pagesearch (out_dir TEXT NOT NULL, path TEXT NOT NULL, grp TEXT NOT NULL, bytes INTEGER NOT NULL, hash TEXT NOT NULL, record TEXT NOT NULL, PRIMARY KEY (out_dir, path));
-- Covers what every build reads of each page (searchStore().rows), so reading it skips the records.
CREATE INDEX IF NOT EXISTS pagesearch_rows ON pagesearch (out_dir, path, grp, bytes, hash);
CREATE TABLE IF NOT EXISTS searchshards (out_dir TEXT NOT NULL, key TEXT NOT NULL, shard TEXT NOT NULL, PRIMARY KEY (out_dir, key));
`;

export interface RouteState {
  fingerprint: string;
  /** Named data keys the route read, kept so a report can say why it re-rendered. */
  reads: string[];
  /** For each sidebar the route read, what its files were written with (see TreeState). */
  trees: Record<string, TreeState>;
  /** What planning the route computed, taken over while its inputs are unchanged (plan-route.ts). */
  plan?: StoredPlan;
}

/**
 * A sidebar as one route last used it: the lists its render touched, which the fingerprint covers instead
 * of the whole sidebar (tree-reads.ts) and whose view its page names.
 */
export interface TreeState {
  reads: TreeReads;
  /** The hash of the view those reads make (it names the view's file), while the sidebar is unchanged. */
  view?: string;
}

/**
 * A build's identity (every input hash, the resolved config, the engine version) and what it reported,
 * so a build with the same identity into an intact output folder can stop before loading anything.
 */
export interface BuildSummary {
  key: string;
  routes: number;
  warnings: string[];
  /** The theme's server bundle the build rendered with, relative to the site: the next build preloads it early. */
  serverFile?: string;
  /** The hash of each sidebar datum, as the routes' fingerprints saw it (a route keeps its fingerprint while they hold). */
  treeHashes?: Record<string, string>;
}

export interface InputState {
  hash: string;
  stat: string;
}

/** The stored inputs, routes, outputs and stamps of one output folder, as a build read them at its start. */
export interface StoredState {
  inputs: ReadonlyMap<string, InputState>;
  routes: ReadonlyMap<string, RouteState>;
  outputs: ReadonlyMap<string, string>;
  stamps: OutputStamps;
}

/** What one successful build leaves behind for the next one to compare against. */
export interface BuildRecord {
  outDir: string;
  inputs: Map<string, InputState>;
  summary: BuildSummary;
  routes: Map<string, RouteState>;
  /** Links and anchors of the pages rendered by this build (the others keep theirs). */
  links: Map<string, PageLinks>;
  /** Broken links of the pages whose links this build checked (the others keep theirs). */
  broken: Map<string, BrokenLink[]>;
  data: Map<string, string>;
  outputs: Map<string, string>;
  /** What the output folder looked like once this build had written it. */
  stamps: OutputStamps;
  /** Search records read by this build, every searchable path (the rest are dropped) and the shards. */
  search: { pages: Map<string, SearchRecord>; live: Set<string>; shards: Map<string, StoredShard> };
  /** Compiled module keys still in use; the rest are dropped. */
  liveModules: Set<string>;
  /** Records this build used; the others are dropped, so the cache does not grow with every edit. */
  liveRecords: ReadonlySet<string>;
  /** Hashes of the props of this build's routes; the others are dropped. */
  liveProps: ReadonlySet<string>;
  /** Files the build read beyond its input roots (see ReadTrace), scanned by the next build. */
  traced: string[];
}

/**
 * The incremental cache in `.lectern/cache.db`. Everything a build learns is committed in one
 * transaction after the output is in place, so a failed or killed build leaves the previous state valid.
 */
export class Cache {
  /** Opens the cache; a missing, corrupt or outdated file is replaced by an empty one and `notice` says so. */
  private constructor(
    private readonly db: Database.Database,
    private readonly file: string,
  ) {}

  static open(file: string, notice: (message: string) => void): Cache {
    mkdirSync(dirname(file), { recursive: true });
    const existed = existsSync(file);
    try {
      // The integrity check reads the whole file (~30 ms for a 1,000-page site), so it is skipped when
      // the file is exactly as the last clean close left it; anything else touching it changes its stat.
      const untouched = existed && readSeal(file) === fileSeal(file);
      const db = new Database(file);
      // Before the first table exists (a new file); an older file without it has an older schema version.
      // Set only when unset: setting it again rewrites the file's header as it closes.
      if (db.pragma('auto_vacuum', { simple: true }) !== AUTO_VACUUM_INCREMENTAL) db.pragma('auto_vacuum = INCREMENTAL');
      if (!untouched) {
        const check = db.pragma('quick_check', { simple: true });
        if (check !== 'ok') throw new Error(`integrity check said: ${String(check)}`);
      }
      db.pragma('journal_mode = WAL');
      db.pragma('synchronous = NORMAL');
      db.exec(SCHEMA);
      const version = (db.prepare('SELECT value FROM meta WHERE key = ?').get('schema') as { value: string } | undefined)?.value;
      if (version !== undefined && version !== SCHEMA_VERSION) {
        db.close();
        throw new Error(`it was written by another cache format (${version})`);
      }
      // Written once, into a new file: a write on every open made even a no-change build checkpoint the WAL as it closed.
      if (version === undefined) db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)').run('schema', SCHEMA_VERSION);
      return new Cache(db, file);
    } catch (err) {
      // One line: SQLite's integrity report can run to a line per damaged page.
      if (existed) notice(`cache ${file} could not be used (${firstLine((err as Error).message)}); rebuilding it from scratch`);
      for (const suffix of ['', '-wal', '-shm', '.seal']) rmSync(file + suffix, { force: true });
      const db = new Database(file);
      db.pragma('auto_vacuum = INCREMENTAL');
      db.pragma('journal_mode = WAL');
      db.exec(SCHEMA);
      db.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)').run('schema', SCHEMA_VERSION);
      return new Cache(db, file);
    }
  }

  close(): void {
    this.db.close();
    writeFileSync(sealFile(this.file), fileSeal(this.file));
  }

  inputs(): Map<string, InputState> {
    const rows = this.db.prepare('SELECT path, hash, stat FROM inputs').raw().all() as [string, string, string][];
    return new Map(rows.map(([path, hash, stat]) => [path, { hash, stat }]));
  }

  /** Records newly trustworthy stats of unchanged inputs, so the next scan need not read them; returns the generation. */
  updateStats(files: readonly ({ path: string } & InputState)[]): string | undefined {
    if (!files.length) return this.generation();
    const put = this.db.prepare('UPDATE inputs SET stat = ? WHERE path = ? AND hash = ?');
    return this.db.transaction(() => {
      for (const f of files) put.run(f.stat, f.path, f.hash);
      return this.nextGeneration();
    })();
  }

  summary(outDir: string): BuildSummary | undefined {
    const value = this.db.prepare('SELECT value FROM meta WHERE key = ?').pluck().get(`summary:${outDir}`) as string | undefined;
    return value === undefined ? undefined : (JSON.parse(value) as BuildSummary);
  }

  /**
   * Metadata of compiled modules, without their bodies (the load stage needs only this). It has a table
   * of its own: read beside the bodies, every build of a 10,000-page site paged through their ~180 MB.
   */
  moduleMetas(keys: Iterable<string>): Map<string, DocMeta> {
    return this.keyedJson<DocMeta>('SELECT key, meta FROM module_metas', keys);
  }

  /**
   * The facts of the wanted modules that are stored (see ModuleFacts): every build reads these. A table of
   * their own, as the metadata has: a scan reads every page of a table, and facts are an eighth of it.
   */
  moduleFacts(keys: Iterable<string>): Map<string, ModuleFacts> {
    return this.keyedJson<ModuleFacts>('SELECT key, facts FROM module_facts', keys);
  }

  /** The front matter of the wanted modules: a load that runs reads every doc's, and nothing else of most. */
  moduleFrontMatters(keys: Iterable<string>): Map<string, DocMeta['frontMatter']> {
    return this.keyedJson<DocMeta['frontMatter']>('SELECT key, front_matter FROM module_front_matter', keys);
  }

  private frontMatterQuery?: Database.Statement;

  moduleFrontMatter(key: string): DocMeta['frontMatter'] | undefined {
    this.frontMatterQuery ??= this.db.prepare('SELECT front_matter FROM module_front_matter WHERE key = ?').pluck();
    const json = this.frontMatterQuery.get(key) as string | undefined;
    return json === undefined ? undefined : (JSON.parse(json) as DocMeta['frontMatter']);
  }

  private factsQuery?: Database.Statement;

  /** One module's facts, when stored. */
  moduleFactsOf(key: string): ModuleFacts | undefined {
    this.factsQuery ??= this.db.prepare('SELECT facts FROM module_facts WHERE key = ?').pluck();
    const json = this.factsQuery.get(key) as string | undefined;
    return json === undefined ? undefined : (JSON.parse(json) as ModuleFacts);
  }

  /**
   * Names the state of the inputs and output records: every write to them moves it on, so a watch
   * session can tell whether what it holds in memory is still what the cache holds (session.ts).
   */
  generation(): string | undefined {
    return this.db.prepare('SELECT value FROM meta WHERE key = ?').pluck().get('generation') as string | undefined;
  }

  private nextGeneration(): string {
    const value = randomUUID();
    this.db.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)').run('generation', value);
    return value;
  }

  /** The wanted rows of a (key, JSON) query, parsed. */
  private keyedJson<T>(sql: string, keys: Iterable<string>): Map<string, T> {
    // One pass over the table (which a commit prunes to the live modules) costs half as much as a lookup per key.
    const wanted = new Set(keys);
    const out = new Map<string, T>();
    for (const [key, json] of this.db.prepare(sql).raw().iterate() as IterableIterator<[string, string]>) {
      if (wanted.has(key)) out.set(key, JSON.parse(json) as T);
    }
    return out;
  }

  private metaQuery?: Database.Statement;

  /** One module's whole metadata, for the few a build asks for beyond their facts. */
  moduleMeta(key: string): DocMeta | undefined {
    this.metaQuery ??= this.db.prepare('SELECT meta FROM module_metas WHERE key = ?').pluck();
    const meta = this.metaQuery.get(key) as string | undefined;
    return meta === undefined ? undefined : (JSON.parse(meta) as DocMeta);
  }

  private bodyQuery?: Database.Statement;
  /** A compiled module's body alone. */
  moduleBody(key: string): CompiledBody | undefined {
    this.bodyQuery ??= this.db.prepare('SELECT body FROM modules WHERE key = ?').pluck();
    const body = this.bodyQuery.get(key) as string | undefined;
    return body === undefined ? undefined : (JSON.parse(body) as CompiledBody);
  }

  private excerptQuery?: Database.Statement;
  /** A compiled module's excerpt alone (undefined when it has none). */
  moduleExcerpt(key: string): CompiledBody | undefined {
    this.excerptQuery ??= this.db.prepare('SELECT excerpt FROM modules WHERE key = ?').pluck();
    const excerpt = this.excerptQuery.get(key) as string | null | undefined;
    return excerpt ? (JSON.parse(excerpt) as CompiledBody) : undefined;
  }

  /** Compiled modules are content-addressed, so they are safe to store before the build succeeds. */
  putModules(entries: Iterable<[string, CompiledDoc]>): void {
    const put = this.db.prepare('INSERT OR REPLACE INTO modules (key, body, excerpt) VALUES (?, ?, ?)');
    const putMeta = this.db.prepare('INSERT OR REPLACE INTO module_metas (key, meta) VALUES (?, ?)');
    const putFacts = this.db.prepare('INSERT OR REPLACE INTO module_facts (key, facts) VALUES (?, ?)');
    const putFrontMatter = this.db.prepare('INSERT OR REPLACE INTO module_front_matter (key, front_matter) VALUES (?, ?)');
    this.db.transaction(() => {
      for (const [key, doc] of entries) {
        putFrontMatter.run(key, JSON.stringify(doc.meta.frontMatter));
        put.run(key, JSON.stringify(doc.body), doc.excerpt ? JSON.stringify(doc.excerpt) : null);
        putMeta.run(key, JSON.stringify(doc.meta));
        putFacts.run(key, JSON.stringify(moduleFacts(doc.meta)));
      }
    })();
  }

  routes(outDir: string): Map<string, RouteState> {
    const rows = this.db.prepare('SELECT path, fingerprint, reads, trees, plan FROM routes WHERE out_dir = ?').raw().all(outDir) as [string, string, string, string, string | null][];
    return new Map(
      rows.map(([path, fingerprint, reads, trees, plan]) => [path, { fingerprint, reads: JSON.parse(reads) as string[], trees: JSON.parse(trees) as Record<string, TreeState>, ...(plan !== null && { plan: JSON.parse(plan) as StoredPlan }) }]),
    );
  }

  /** Links and anchors of every page built into `outDir`, for a full link check. */
  pageLinks(outDir: string): Map<string, PageLinks> {
    const rows = this.db.prepare('SELECT path, links, anchors FROM pagelinks WHERE out_dir = ?').all(outDir) as { path: string; links: string; anchors: string }[];
    return new Map(rows.map((r) => [r.path, { links: JSON.parse(r.links) as string[], anchors: JSON.parse(r.anchors) as string[] }]));
  }

  private anchorsQuery?: Database.Statement;

  /** The anchors of one page built into `outDir`, when only a few link targets need looking up. */
  anchorsOf(outDir: string, path: string): string[] | undefined {
    this.anchorsQuery ??= this.db.prepare('SELECT anchors FROM pagelinks WHERE out_dir = ? AND path = ?').pluck();
    const anchors = this.anchorsQuery.get(outDir, path) as string | undefined;
    return anchors === undefined ? undefined : (JSON.parse(anchors) as string[]);
  }

  /** The stored broken links of every page that had any (a partial index holds just those rows: most pages have none). */
  brokenLinks(outDir: string): Map<string, BrokenLink[]> {
    const rows = this.db.prepare("SELECT path, broken FROM pagelinks WHERE out_dir = ? AND broken != '[]'").all(outDir) as { path: string; broken: string }[];
    return new Map(rows.map((r) => [r.path, JSON.parse(r.broken) as BrokenLink[]]));
  }

  /** Every file written into `outDir`, with its content hash. */
  outputs(outDir: string): Map<string, string> {
    return layeredPairsMap(...this.outfiles(outDir, 'outputs'));
  }

  stamps(outDir: string): OutputStamps {
    return layeredPairsMap(...this.stampsTexts(outDir));
  }

  /** The stamps as stored (see outfiles), for a worker to parse: text crosses threads for a copy of its bytes. */
  stampsTexts(outDir: string): StoredPairs {
    return this.outfiles(outDir, 'stamps');
  }

  /**
   * Outputs and stamps are one row per output folder, each a flat JSON list of path and value: a build
   * reads all of them, and 39,000 stamps of a 10,000-page site cost ~8× more as rows than as one text.
   * The builds since that row was written keep only their changes to it, in a row of their own: one
   * edit of a 10,000-page site rewrote 6.6 MB of them (~50 ms) to change a dozen entries.
   */
  private outfiles(outDir: string, column: 'outputs' | 'stamps'): StoredPairs {
    const row = this.db.prepare(`SELECT o.${column}, c.${column} FROM outfiles o LEFT JOIN outfile_changes c USING (out_dir) WHERE out_dir = ?`).raw().get(outDir) as [string, string | null] | undefined;
    return row ? [row[0], row[1] ?? '[]'] : ['[]', '[]'];
  }

  /**
   * Writes the outputs and stamps of `out` as changes to the stored full row, or as a new full row once
   * the changes reach an eighth of it (and for a first build, whose changes are the whole of it).
   */
  private writeOutfiles(out: string, rec: BuildRecord, stored: StoredState): void {
    const before = this.db.prepare('SELECT outputs, stamps FROM outfile_changes WHERE out_dir = ?').raw().get(out) as [string, string] | undefined;
    const changes = (text: string | undefined, from: ReadonlyMap<string, string>, to: ReadonlyMap<string, string>) => {
      const all = pairsMap(text ?? '[]');
      for (const [k, v] of pairChanges(from, to)) all.set(k, v);
      return all;
    };
    const outputs = changes(before?.[0], stored.outputs, rec.outputs);
    const stamps = changes(before?.[1], stored.stamps, rec.stamps);
    if ((outputs.size + stamps.size) * 8 >= rec.outputs.size + rec.stamps.size) {
      this.db.prepare('INSERT OR REPLACE INTO outfiles (out_dir, outputs, stamps) VALUES (?, ?, ?)').run(out, pairsText(rec.outputs), pairsText(rec.stamps));
      this.db.prepare('DELETE FROM outfile_changes WHERE out_dir = ?').run(out);
    } else this.db.prepare('INSERT OR REPLACE INTO outfile_changes (out_dir, outputs, stamps) VALUES (?, ?, ?)').run(out, pairsText(outputs), pairsText(stamps));
  }

  traced(): string[] {
    const value = this.db.prepare('SELECT value FROM meta WHERE key = ?').pluck().get('traced') as string | undefined;
    return value === undefined ? [] : (JSON.parse(value) as string[]);
  }

  record(key: string): string | undefined {
    return this.db.prepare('SELECT value FROM records WHERE key = ?').pluck().get(key) as string | undefined;
  }

  setRecord(key: string, value: string): void {
    this.db.prepare('INSERT OR REPLACE INTO records (key, value) VALUES (?, ?)').run(key, value);
  }

  private propsQuery?: Database.Statement;

  propsText(hash: string): string | undefined {
    this.propsQuery ??= this.db.prepare('SELECT text FROM props WHERE hash = ?').pluck();
    return this.propsQuery.get(hash) as string | undefined;
  }

  putProps(entries: readonly (readonly [hash: string, text: string])[]): void {
    const put = this.db.prepare('INSERT OR IGNORE INTO props (hash, text) VALUES (?, ?)');
    this.db.transaction(() => {
      for (const [hash, text] of entries) put.run(hash, text);
    })();
  }

  /** The search records and index shards of the pages built into `outDir`. */
  searchStore(outDir: string): SearchStore {
    return {
      rows: () => new Map((this.db.prepare('SELECT path, grp, bytes, hash FROM pagesearch WHERE out_dir = ?').raw().all(outDir) as [string, string, number, string][]).map(([path, groupId, bytes, hash]) => [path, { groupId, bytes, hash }])),
      pages: (paths) => {
        const get = this.db.prepare('SELECT record FROM pagesearch WHERE out_dir = ? AND path = ?').pluck();
        return new Map(paths.map((p) => [p, Buffer.from(get.get(outDir, p) as string)]));
      },
      shards: () => new Map((this.db.prepare('SELECT key, shard FROM searchshards WHERE out_dir = ?').all(outDir) as { key: string; shard: string }[]).map((r) => [r.key, JSON.parse(r.shard) as StoredShard])),
    };
  }

  /** Forgets what was built into `outDir`, so the next build there starts clean. */
  forgetOutput(outDir: string): void {
    this.db.transaction(() => {
      this.nextGeneration();
      for (const table of ['routes', 'pagelinks', 'outfiles', 'outfile_changes', 'pagesearch', 'searchshards']) this.db.prepare(`DELETE FROM ${table} WHERE out_dir = ?`).run(outDir);
      this.db.prepare('DELETE FROM meta WHERE key = ?').run(`summary:${outDir}`);
    })();
  }

  /** The rows `commit` compares a build with: a build that read them already passes them in. */
  storedState(outDir: string): StoredState {
    return { inputs: this.inputs(), routes: this.routes(outDir), outputs: this.outputs(outDir), stamps: this.stamps(outDir) };
  }

  /**
   * Stores a build's state in one transaction. Rows are compared with what is stored and only the
   * differences written: an edit of one page rewrites a handful of rows, not every route. Returns the
   * generation it committed.
   */
  commit(rec: BuildRecord, stored: StoredState = this.storedState(rec.outDir)): string {
    const generation = this.write(rec, stored);
    this.releaseFreePages();
    return generation;
  }

  /**
   * Gives free pages back to the file system once they are a quarter of the file. Pruned records leave
   * pages SQLite keeps for reuse, so without this the file stays at the largest size any build reached
   * (three times a clean build's after 2,000 edits of the soak). Incremental, so no full VACUUM rewrite.
   */
  private releaseFreePages(): void {
    const free = this.db.pragma('freelist_count', { simple: true }) as number;
    if (free > 16 && free * 4 > (this.db.pragma('page_count', { simple: true }) as number)) this.db.pragma('incremental_vacuum');
  }

  private write(rec: BuildRecord, stored: StoredState): string {
    const db = this.db;
    const out = rec.outDir;
    return db.transaction(() => {
      const dropInput = db.prepare('DELETE FROM inputs WHERE path = ?');
      const putInput = db.prepare('INSERT OR REPLACE INTO inputs (path, hash, stat) VALUES (?, ?, ?)');
      syncRows(stored.inputs, rec.inputs, (a, b) => a.hash === b.hash && a.stat === b.stat, (p) => dropInput.run(p), (p) => {
        const i = rec.inputs.get(p)!;
        putInput.run(p, i.hash, i.stat);
      });
      db.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)').run(`summary:${out}`, JSON.stringify(rec.summary));

      const putRoute = db.prepare('INSERT OR REPLACE INTO routes (out_dir, path, fingerprint, reads, trees, plan) VALUES (?, ?, ?, ?, ?, ?)');
      const dropRoute = db.prepare('DELETE FROM routes WHERE out_dir = ? AND path = ?');
      // A plan is a function of its key; a route not rendered again passes its stored trees on as they are.
      const sameRoute = (a: RouteState, b: RouteState) => a.fingerprint === b.fingerprint && a.plan?.key === b.plan?.key && a.reads.length === b.reads.length && a.reads.every((r, i) => r === b.reads[i]) && (a.trees === b.trees || JSON.stringify(a.trees) === JSON.stringify(b.trees));
      syncRows(stored.routes, rec.routes, sameRoute, (p) => dropRoute.run(out, p), (p) => {
        const r = rec.routes.get(p)!;
        putRoute.run(out, p, r.fingerprint, JSON.stringify(r.reads), JSON.stringify(r.trees), r.plan ? JSON.stringify(r.plan) : null);
      });

      const dropLinks = db.prepare('DELETE FROM pagelinks WHERE out_dir = ? AND path = ?');
      for (const path of db.prepare('SELECT path FROM pagelinks WHERE out_dir = ?').pluck().all(out) as string[]) if (!rec.routes.has(path)) dropLinks.run(out, path);
      const putLinks = db.prepare('INSERT OR REPLACE INTO pagelinks (out_dir, path, links, anchors, broken) VALUES (?, ?, ?, ?, ?)');
      for (const [path, l] of rec.links) putLinks.run(out, path, JSON.stringify(l.links), JSON.stringify(l.anchors), JSON.stringify(rec.broken.get(path) ?? []));
      const putBroken = db.prepare('UPDATE pagelinks SET broken = ? WHERE out_dir = ? AND path = ?');
      for (const [path, broken] of rec.broken) if (!rec.links.has(path)) putBroken.run(JSON.stringify(broken), out, path);

      const dropSearch = db.prepare('DELETE FROM pagesearch WHERE out_dir = ? AND path = ?');
      for (const path of db.prepare('SELECT path FROM pagesearch WHERE out_dir = ?').pluck().all(out) as string[]) if (!rec.search.live.has(path)) dropSearch.run(out, path);
      const putSearch = db.prepare('INSERT OR REPLACE INTO pagesearch (out_dir, path, grp, bytes, hash, record) VALUES (?, ?, ?, ?, ?, ?)');
      for (const [path, { bytes, hash, groupId, record }] of rec.search.pages) putSearch.run(out, path, groupId, bytes, hash, record.toString('utf8'));
      db.prepare('DELETE FROM searchshards WHERE out_dir = ?').run(out);
      const putShard = db.prepare('INSERT INTO searchshards (out_dir, key, shard) VALUES (?, ?, ?)');
      for (const [key, shard] of rec.search.shards) putShard.run(out, key, JSON.stringify(shard));

      db.prepare('DELETE FROM data').run();
      const putData = db.prepare('INSERT INTO data (key, hash) VALUES (?, ?)');
      for (const [k, h] of rec.data) putData.run(k, h);

      this.writeOutfiles(out, rec, stored);

      const keys = db.prepare('SELECT key FROM modules').pluck().all() as string[];
      const drop = db.prepare('DELETE FROM modules WHERE key = ?');
      const dropMeta = db.prepare('DELETE FROM module_metas WHERE key = ?');
      const dropFacts = db.prepare('DELETE FROM module_facts WHERE key = ?');
      const dropFrontMatter = db.prepare('DELETE FROM module_front_matter WHERE key = ?');
      for (const key of keys) {
        if (rec.liveModules.has(key)) continue;
        drop.run(key);
        dropMeta.run(key);
        dropFacts.run(key);
        dropFrontMatter.run(key);
      }
      const dropRecord = db.prepare('DELETE FROM records WHERE key = ?');
      for (const key of db.prepare('SELECT key FROM records').pluck().all() as string[]) if (!rec.liveRecords.has(key)) dropRecord.run(key);
      const dropProps = db.prepare('DELETE FROM props WHERE hash = ?');
      for (const hash of db.prepare('SELECT hash FROM props').pluck().all() as string[]) if (!rec.liveProps.has(hash)) dropProps.run(hash);
      db.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)').run('traced', JSON.stringify(rec.traced));
      return this.nextGeneration();
    })();
  }
}

function firstLine(message: string): string {
  const line = message.split('\n')[0];
  return line.length > 120 ? `${line.slice(0, 119)}…` : line;
}

/** `PRAGMA auto_vacuum`'s answer for INCREMENTAL. */
const AUTO_VACUUM_INCREMENTAL = 2;

function sealFile(file: string): string {
  return `${file}.seal`;
}

/** The cache file's identity after a clean close: no WAL left, and its size, mtime, ctime and inode. */
function fileSeal(file: string): string {
  if (existsSync(`${file}-wal`)) return 'wal';
  const st = statSync(file, { bigint: true, throwIfNoEntry: false });
  return st ? `${st.size}:${st.mtimeNs}:${st.ctimeNs}:${st.ino}` : 'missing';
}

function readSeal(file: string): string | undefined {
  try {
    return readFileSync(sealFile(file), 'utf8');
  } catch {
    return undefined;
  }
}

/** Deletes the stored rows that are gone and writes the ones that are new or changed. */
function syncRows<T>(stored: ReadonlyMap<string, T>, wanted: ReadonlyMap<string, T>, equal: (a: T, b: T) => boolean, remove: (key: string) => void, put: (key: string) => void): void {
  for (const key of stored.keys()) if (!wanted.has(key)) remove(key);
  for (const [key, value] of wanted) {
    const before = stored.get(key);
    if (before === undefined || !equal(before, value)) put(key);
  }
}
