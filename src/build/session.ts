import { relative } from 'node:path';
import type { Cache, InputState, RouteState } from '../cache/cache.ts';
import type { InputRoot, Listing, Listings } from '../scan/scan.ts';
import { isInside } from '../util/paths.ts';
import type { ModuleFacts } from '../markdown/types.ts';
import type { OutputStamps } from './stamps.ts';
import { storedValuesOf } from './module-metas.ts';

/** The rows of one output folder a build compares with, as the last build of a session committed them. */
export interface CommittedOutput {
  outKey: string;
  routes: ReadonlyMap<string, RouteState>;
  outputs: ReadonlyMap<string, string>;
  stamps: OutputStamps;
}

/**
 * What a watch session keeps in memory between its builds, so an edit does not read and parse back the
 * state the previous build just wrote. The committed state holds only while the cache is at the
 * generation that build committed: anything else that writes the cache (another build, a stats update)
 * moves the generation on, and the rows are then read from the cache again. Facts are keyed by content,
 * so they hold whatever the generation.
 */
export interface BuildSession {
  generation?: string;
  inputs?: ReadonlyMap<string, InputState>;
  output?: CommittedOutput;
  facts: Map<string, ModuleFacts>;
  /**
   * Folders whose files and subfolders the session's owner watches, and a count of the files and folders
   * it saw added or removed there (see structureChanged). The scan's listings of roots inside them hold
   * while that count stands.
   */
  watched: string[];
  structureVersion: number;
  listings?: { version: number; byRoot: Map<string, Listing> };
}

export function newSession(watched: string[] = []): BuildSession {
  return { facts: new Map(), watched, structureVersion: 0 };
}

/** A file or folder was added or removed under a watched folder: every listing is made again. */
export function structureChanged(session: BuildSession): void {
  session.structureVersion++;
}

/** Folders a watcher skips (watch.ts ignores them): a root inside one is listed by every scan. */
export const UNWATCHED = /(^|\/)(node_modules|\.git|\.lectern)(\/|$)/;

/**
 * The scan's listings kept by the session. A listing made while a file or folder was being added or removed
 * is not kept: the count moved on during the glob, so the next scan lists that root again.
 */
export function sessionListings(session: BuildSession): Listings {
  const version = session.structureVersion;
  if (session.listings?.version !== version) session.listings = { version, byRoot: new Map() };
  const byRoot = session.listings.byRoot;
  const watched = (base: string) => session.watched.some((dir) => isInside(dir, base) && !UNWATCHED.test(relative(dir, base)));
  const key = (base: string, root: InputRoot) => JSON.stringify([base, root.patterns, root.dot ?? false]);
  return {
    get: (base, root) => (watched(base) ? byRoot.get(key(base, root)) : undefined),
    set: (base, root, listing) => {
      if (watched(base) && session.structureVersion === version) byRoot.set(key(base, root), listing);
    },
  };
}

/** The session's committed state, when the cache is still at its generation (else it is dropped). */
export function currentState(session: BuildSession | undefined, cache: Cache): BuildSession | undefined {
  if (!session) return undefined;
  if (session.generation !== undefined && session.generation === cache.generation()) return session;
  session.generation = undefined;
  session.inputs = undefined;
  session.output = undefined;
  return undefined;
}

/** The stored facts of the wanted modules, from the session where it has them. */
export function factsFor(keys: Iterable<string>, session: BuildSession | undefined, cache: Cache): Map<string, ModuleFacts> {
  if (!session) return cache.moduleFacts(keys);
  const facts = new Map<string, ModuleFacts>();
  const missing: string[] = [];
  for (const key of keys) {
    const known = session.facts.get(key);
    if (known) facts.set(key, known);
    else missing.push(key);
  }
  for (const [key, value] of storedValuesOf(missing, (key) => cache.moduleFactsOf(key), (some) => cache.moduleFacts(some))) facts.set(key, value);
  return facts;
}
