import type { AsPlainObject } from 'minisearch';

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

/** Values of an object keyed by short id, as an array indexed by it. */
function byShortId<T>(record: Record<string, T>): (T | null)[] {
  const out: (T | null)[] = [];
  for (const [key, value] of Object.entries(record)) out[Number(key)] = value;
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

export function packIndex(plain: PlainIndex): PackedIndex {
  const terms = plain.index.map(([term, byField]): PackedIndex['terms'][number] => {
    const row: PackedIndex['terms'][number] = [term];
    const fields = byField as Record<string, Record<string, number>>;
    // Keys that are short ids (integers) enumerate in ascending order: fields and postings come sorted.
    for (const field in fields) {
      const postings = fields[field];
      const flat: number[] = [];
      let previous = 0;
      for (const key in postings) {
        const id = Number(key);
        flat.push(id - previous, postings[key]);
        previous = id;
      }
      row.push(Number(field), flat);
    }
    return row;
  });
  return {
    count: plain.documentCount,
    next: plain.nextId,
    ids: packIds(byShortId(plain.documentIds as Record<string, string>)),
    fields: plain.fieldIds,
    lengths: byShortId(plain.fieldLength),
    averages: plain.averageFieldLength,
    stored: byShortId(plain.storedFields as Record<string, Record<string, unknown>>),
    dirt: plain.dirtCount ?? 0,
    terms,
    version: plain.serializationVersion,
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
