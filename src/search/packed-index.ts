import type MiniSearch from 'minisearch';
import type { AsPlainObject } from 'minisearch';
import type { IndexedSection } from './types.ts';

/**
 * MiniSearch's serialised index in fewer bytes. Its own form keys every posting and every per-section
 * record by short id in an object; here short ids are array positions, and a term's postings are flat
 * (id gap, frequency) pairs in id order, and a section on the same page as the one before it is named by
 * its anchor alone. Gzip leaves a sixth less of the reference site's docs index, which is most of what a
 * reader's first search downloads. Unpacking gives MiniSearch's form back, entries in the same order, so
 * ranking is unchanged.
 */
export interface PackedIndex {
  count: number;
  next: number;
  /** Section id (its URL) at each short id, or its `#anchor` when the section before is on the same page; null where a short id is unused. */
  ids: (string | null)[];
  fields: Record<string, number>;
  /** Each section's length in each field, at its short id. */
  lengths: (number[] | null)[];
  averages: number[];
  /** Each section's stored fields, at its short id. */
  stored: (Record<string, unknown> | null)[];
  dirt: number;
  /** Each term, then for each field holding it: the field id and its postings as id gap, frequency, ... */
  terms: [string, ...(number | number[])[]][];
  version: number;
}

type PlainIndex = AsPlainObject;

/**
 * What MiniSearch's toJSON() serialises, read from the index's own fields. Packing from them skips
 * toJSON's objects keyed by short id, which packing took apart again: a third of building the 1k
 * benchmark corpus's 72 shards went to the two. The test compares the result with toJSON() entry for entry.
 */
interface MiniSearchState {
  _documentCount: number;
  _nextId: number;
  _documentIds: Map<number, string>;
  _fieldIds: Record<string, number>;
  _fieldLength: Map<number, number[]>;
  _avgFieldLength: number[];
  _storedFields: Map<number, Record<string, unknown>>;
  _dirtCount: number;
  _index: Iterable<[string, Map<number, Map<number, number>>]>;
}

/** Values keyed by short id, as an array indexed by it (null where a short id is unused). */
function byShortId<T>(values: ReadonlyMap<number, T>): (T | null)[] {
  const out: (T | null)[] = [];
  for (const [id, value] of values) out[id] = value;
  return Array.from(out, (v) => v ?? null);
}

/** The array form back as an object keyed by short id, without the unused ids. */
function keyedByShortId<T>(values: readonly (T | null)[]): Record<string, T> {
  const out: Record<string, T> = {};
  values.forEach((v, i) => {
    if (v !== null) out[i] = v;
  });
  return out;
}

/** The page part of a section URL (before its `#anchor`). */
function pageOf(url: string): string {
  const hash = url.indexOf('#');
  return hash < 0 ? url : url.slice(0, hash);
}

/** Ids after the first of a page as their anchors: sections are added page by page, so most ids repeat a path. */
function packIds(ids: readonly (string | null)[]): (string | null)[] {
  let page: string | undefined;
  return ids.map((id) => {
    if (id === null) return null;
    const same = pageOf(id) === page && id.length > page.length;
    page = pageOf(id);
    return same ? id.slice(page.length) : id;
  });
}

function unpackIds(ids: readonly (string | null)[]): (string | null)[] {
  let page = '';
  return ids.map((id) => {
    if (id === null) return null;
    if (id.startsWith('#')) return page + id;
    page = pageOf(id);
    return id;
  });
}

/**
 * A term's postings in one field as (id gap, frequency) pairs. Short ids are given in increasing order
 * and a term's postings are added as sections are, so they are held in id order, as toJSON's keys enumerate.
 */
function flatPostings(postings: ReadonlyMap<number, number>): number[] {
  const flat: number[] = [];
  let previous = 0;
  for (const [id, frequency] of postings) {
    flat.push(id - previous, frequency);
    previous = id;
  }
  return flat;
}

export function packIndex(index: MiniSearch<IndexedSection>): PackedIndex {
  const state = index as unknown as MiniSearchState;
  const terms: PackedIndex['terms'] = [];
  for (const [term, byField] of state._index) {
    const row: PackedIndex['terms'][number] = [term];
    // Fields in the order the index met them: unpacking keys them by id, as toJSON does.
    for (const [field, postings] of byField) row.push(field, flatPostings(postings));
    terms.push(row);
  }
  return {
    count: state._documentCount,
    next: state._nextId,
    ids: packIds(byShortId(state._documentIds)),
    fields: state._fieldIds,
    lengths: byShortId(state._fieldLength),
    averages: state._avgFieldLength,
    stored: byShortId(state._storedFields),
    dirt: state._dirtCount,
    terms,
    // toJSON's format version, which unpacking gives MiniSearch back.
    version: 2,
  };
}

export function unpackIndex(packed: PackedIndex): PlainIndex {
  const index: PlainIndex['index'] = packed.terms.map(([term, ...rest]) => {
    const byField: Record<string, Record<string, number>> = {};
    for (let i = 0; i < rest.length; i += 2) {
      const flat = rest[i + 1] as number[];
      const postings: Record<string, number> = {};
      let id = 0;
      for (let j = 0; j < flat.length; j += 2) {
        id += flat[j];
        postings[id] = flat[j + 1];
      }
      byField[rest[i] as number] = postings;
    }
    return [term, byField];
  });
  return {
    documentCount: packed.count,
    nextId: packed.next,
    documentIds: keyedByShortId(unpackIds(packed.ids)),
    fieldIds: packed.fields,
    fieldLength: keyedByShortId(packed.lengths),
    averageFieldLength: packed.averages,
    storedFields: keyedByShortId(packed.stored),
    dirtCount: packed.dirt,
    index,
    serializationVersion: packed.version,
  };
}
