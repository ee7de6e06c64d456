import Database from 'better-sqlite3';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import type { PageLinks } from '../build/link-check.ts';
import type { CompiledDoc, DocMeta } from '../markdown/types.ts';

/** Bump when the tables change: an older cache is then dropped and rebuilt, never misread. */
const SCHEMA_VERSION = '3';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS inputs (path TEXT PRIMARY KEY, hash TEXT NOT NULL, stat TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS modules (key TEXT PRIMARY KEY, meta TEXT NOT NULL, body TEXT NOT NULL, excerpt TEXT);
CREATE TABLE IF NOT EXISTS routes (out_dir TEXT NOT NULL, path TEXT NOT NULL, fingerprint TEXT NOT NULL, reads TEXT NOT NULL, links TEXT NOT NULL, anchors TEXT NOT NULL, PRIMARY KEY (out_dir, path));
CREATE TABLE IF NOT EXISTS data (key TEXT PRIMARY KEY, hash TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS outputs (out_dir TEXT NOT NULL, file TEXT NOT NULL, hash TEXT NOT NULL, PRIMARY KEY (out_dir, file));
CREATE TABLE IF NOT EXISTS records (key TEXT PRIMARY KEY, value TEXT NOT NULL);
`;

export interface RouteState {
  fingerprint: string;
  /** Named data keys the route read, kept so a report can say why it re-rendered. */
  reads: string[];
}

/** A route as committed: its state plus the links and anchors of the HTML it rendered. */
export interface CommittedRoute extends RouteState {
  links: PageLinks;
}

/**
 * A build's identity (every input hash, the resolved config, the engine version) and what it reported,
 * so a build with the same identity into an intact output folder can stop before loading anything.
 */
export interface BuildSummary {
  key: string;
  routes: number;
  warnings: string[];
}

export interface InputState {
  hash: string;
  stat: string;
}

/** What one successful build leaves behind for the next one to compare against. */
export interface BuildRecord {
  outDir: string;
  inputs: Map<string, InputState>;
  summary: BuildSummary;
  routes: Map<string, CommittedRoute>;
  data: Map<string, string>;
  outputs: Map<string, string>;
  /** Compiled module keys still in use; the rest are dropped. */
  liveModules: Set<string>;
}

/**
 * The incremental cache in `.lectern/cache.db`. Everything a build learns is committed in one
 * transaction after the output is in place, so a failed or killed build leaves the previous state valid.
 */
export class Cache {
  private constructor(private readonly db: Database.Database) {}

  /** Opens the cache; a missing, corrupt or outdated file is replaced by an empty one and `notice` says so. */
  static open(file: string, notice: (message: string) => void): Cache {
    mkdirSync(dirname(file), { recursive: true });
    const existed = existsSync(file);
    try {
      const db = new Database(file);
      const check = db.pragma('quick_check', { simple: true });
      if (check !== 'ok') throw new Error(`integrity check said: ${String(check)}`);
      db.pragma('journal_mode = WAL');
      db.pragma('synchronous = NORMAL');
      db.exec(SCHEMA);
      const version = (db.prepare('SELECT value FROM meta WHERE key = ?').get('schema') as { value: string } | undefined)?.value;
      if (version !== undefined && version !== SCHEMA_VERSION) {
        db.close();
        throw new Error(`it was written by another cache format (${version})`);
      }
      db.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)').run('schema', SCHEMA_VERSION);
      return new Cache(db);
    } catch (err) {
      if (existed) notice(`cache ${file} could not be used (${(err as Error).message}); rebuilding it from scratch`);
      for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
      const db = new Database(file);
      db.pragma('journal_mode = WAL');
      db.exec(SCHEMA);
      db.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)').run('schema', SCHEMA_VERSION);
      return new Cache(db);
    }
  }

  close(): void {
    this.db.close();
  }

  inputs(): Map<string, InputState> {
    const rows = this.db.prepare('SELECT path, hash, stat FROM inputs').all() as { path: string; hash: string; stat: string }[];
    return new Map(rows.map((r) => [r.path, { hash: r.hash, stat: r.stat }]));
  }

  /** Records newly trustworthy stats of unchanged inputs, so the next scan need not read them. */
  updateStats(files: readonly ({ path: string } & InputState)[]): void {
    if (!files.length) return;
    const put = this.db.prepare('UPDATE inputs SET stat = ? WHERE path = ? AND hash = ?');
    this.db.transaction(() => {
      for (const f of files) put.run(f.stat, f.path, f.hash);
    })();
  }

  summary(outDir: string): BuildSummary | undefined {
    const value = this.db.prepare('SELECT value FROM meta WHERE key = ?').pluck().get(`summary:${outDir}`) as string | undefined;
    return value === undefined ? undefined : (JSON.parse(value) as BuildSummary);
  }

  /** Metadata of compiled modules, without their bodies (the load stage needs only this). */
  moduleMetas(keys: Iterable<string>): Map<string, DocMeta> {
    const get = this.db.prepare('SELECT meta FROM modules WHERE key = ?').pluck();
    const out = new Map<string, DocMeta>();
    for (const key of keys) {
      const meta = get.get(key) as string | undefined;
      if (meta !== undefined) out.set(key, JSON.parse(meta) as DocMeta);
    }
    return out;
  }

  private moduleQuery?: Database.Statement;

  /** One compiled module; render calls this once per route, so the statement is prepared once. */
  module(key: string): CompiledDoc | undefined {
    this.moduleQuery ??= this.db.prepare('SELECT meta, body, excerpt FROM modules WHERE key = ?');
    const row = this.moduleQuery.get(key) as { meta: string; body: string; excerpt: string | null } | undefined;
    if (!row) return undefined;
    return { meta: JSON.parse(row.meta) as DocMeta, body: JSON.parse(row.body) as CompiledDoc['body'], excerpt: row.excerpt ? (JSON.parse(row.excerpt) as CompiledDoc['body']) : undefined };
  }

  /** Compiled modules are content-addressed, so they are safe to store before the build succeeds. */
  putModules(entries: Iterable<[string, CompiledDoc]>): void {
    const put = this.db.prepare('INSERT OR REPLACE INTO modules (key, meta, body, excerpt) VALUES (?, ?, ?, ?)');
    this.db.transaction(() => {
      for (const [key, doc] of entries) put.run(key, JSON.stringify(doc.meta), JSON.stringify(doc.body), doc.excerpt ? JSON.stringify(doc.excerpt) : null);
    })();
  }

  routes(outDir: string): Map<string, RouteState> {
    const rows = this.db.prepare('SELECT path, fingerprint, reads FROM routes WHERE out_dir = ?').all(outDir) as { path: string; fingerprint: string; reads: string }[];
    return new Map(rows.map((r) => [r.path, { fingerprint: r.fingerprint, reads: JSON.parse(r.reads) as string[] }]));
  }

  /** Links and anchors of every page built into `outDir`, for checking links of pages not re-rendered. */
  pageLinks(outDir: string): Map<string, PageLinks> {
    const rows = this.db.prepare('SELECT path, links, anchors FROM routes WHERE out_dir = ?').all(outDir) as { path: string; links: string; anchors: string }[];
    return new Map(rows.map((r) => [r.path, { links: JSON.parse(r.links) as string[], anchors: JSON.parse(r.anchors) as string[] }]));
  }

  outputs(outDir: string): Map<string, string> {
    const rows = this.db.prepare('SELECT file, hash FROM outputs WHERE out_dir = ?').all(outDir) as { file: string; hash: string }[];
    return new Map(rows.map((r) => [r.file, r.hash]));
  }

  record(key: string): string | undefined {
    return this.db.prepare('SELECT value FROM records WHERE key = ?').pluck().get(key) as string | undefined;
  }

  setRecord(key: string, value: string): void {
    this.db.prepare('INSERT OR REPLACE INTO records (key, value) VALUES (?, ?)').run(key, value);
  }

  /** Forgets what was built into `outDir`, so the next build there starts clean. */
  forgetOutput(outDir: string): void {
    this.db.transaction(() => {
      this.db.prepare('DELETE FROM routes WHERE out_dir = ?').run(outDir);
      this.db.prepare('DELETE FROM outputs WHERE out_dir = ?').run(outDir);
      this.db.prepare('DELETE FROM meta WHERE key = ?').run(`summary:${outDir}`);
    })();
  }

  commit(rec: BuildRecord): void {
    const db = this.db;
    db.transaction(() => {
      db.prepare('DELETE FROM inputs').run();
      const putInput = db.prepare('INSERT INTO inputs (path, hash, stat) VALUES (?, ?, ?)');
      for (const [p, i] of rec.inputs) putInput.run(p, i.hash, i.stat);
      db.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)').run(`summary:${rec.outDir}`, JSON.stringify(rec.summary));
      db.prepare('DELETE FROM routes WHERE out_dir = ?').run(rec.outDir);
      const putRoute = db.prepare('INSERT INTO routes (out_dir, path, fingerprint, reads, links, anchors) VALUES (?, ?, ?, ?, ?, ?)');
      for (const [p, s] of rec.routes) putRoute.run(rec.outDir, p, s.fingerprint, JSON.stringify(s.reads), JSON.stringify(s.links.links), JSON.stringify(s.links.anchors));
      db.prepare('DELETE FROM data').run();
      const putData = db.prepare('INSERT INTO data (key, hash) VALUES (?, ?)');
      for (const [k, h] of rec.data) putData.run(k, h);
      db.prepare('DELETE FROM outputs WHERE out_dir = ?').run(rec.outDir);
      const putOutput = db.prepare('INSERT INTO outputs (out_dir, file, hash) VALUES (?, ?, ?)');
      for (const [f, h] of rec.outputs) putOutput.run(rec.outDir, f, h);
      const keys = db.prepare('SELECT key FROM modules').pluck().all() as string[];
      const drop = db.prepare('DELETE FROM modules WHERE key = ?');
      for (const key of keys) if (!rec.liveModules.has(key)) drop.run(key);
    })();
  }
}
