import { useEffect, useMemo, useReducer, useState } from 'react';
import type { SearchManifest } from '../../src/search/types.ts';
import { contextShards } from './context-groups.ts';
import { shardsOf, type OfflineEngine } from './engine.ts';
import type { ReaderContext } from './types.ts';

/** What the search page searches: the groups, and how far their files have loaded. */
export interface PageIndex {
  manifest?: SearchManifest;
  /** Ids of the groups searched. */
  groups: ReadonlySet<string>;
  /** Files of those groups loaded so far, of `total`. */
  loaded: number;
  total: number;
  /** A file (or the manifest) could not be fetched. */
  failed: boolean;
  /** Worth answering from: everything loaded, or what has arrived once loading takes long. */
  ready: boolean;
}

/**
 * How long the page waits for the whole selection before answering from part of it. A small site loads
 * in less, and its results then never reorder under the reader as files arrive.
 */
const PATIENCE_MS = 800;

/** Bounds the search page's downloads on a large site, where the groups have hundreds of files. */
const CONCURRENCY = 4;

/**
 * The index the search page searches: one group picked by id, or else the reader's context (each docs
 * set at its current version, the blogs, the pages). Files load a few at a time; when that takes long
 * the page answers from what has arrived, so a large site shows results before its whole index is in.
 * The manifest always loads (the filter lists its groups); the files only while `load` (a site answered
 * by the hosted service loads none unless it fails).
 */
export function usePageIndex(engine: OfflineEngine, picked: string, reader: ReaderContext, load: boolean): PageIndex {
  const [manifest, setManifest] = useState<SearchManifest>();
  const [failed, setFailed] = useState(false);
  // Each file that arrives renders the page again, so the count and the results grow.
  const [, arrived] = useReducer((n: number) => n + 1, 0);

  useEffect(() => {
    engine.manifest().then(setManifest, () => setFailed(true));
  }, [engine]);

  const selection = useMemo(() => {
    if (!manifest) return { groups: new Set<string>(), shards: [] };
    const chosen = manifest.groups.filter((g) => g.id === picked);
    if (chosen.length) return { groups: new Set([picked]), shards: shardsOf(chosen) };
    const context = contextShards(manifest.groups, reader);
    return { groups: new Set(context.groups.map((g) => g.id)), shards: [...context.first, ...context.later] };
  }, [manifest, picked, reader]);

  const [impatient, setImpatient] = useState(false);
  useEffect(() => {
    if (!load || !selection.shards.length) return;
    setFailed(false);
    setImpatient(false);
    const unsubscribe = engine.subscribe(arrived);
    engine.load(selection.shards, CONCURRENCY).catch(() => setFailed(true));
    const timer = setTimeout(() => setImpatient(true), PATIENCE_MS);
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [engine, selection, load]);

  const loaded = engine.loadedCount(selection.shards);
  const total = selection.shards.length;
  return { manifest, groups: selection.groups, loaded, total, failed, ready: loaded > 0 && (loaded === total || impatient || failed) };
}
