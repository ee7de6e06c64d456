/** A string map as a flat JSON list (`[key, value, key, value…]`): one array of strings parses fastest. */
export function pairsText(map: ReadonlyMap<string, string>): string {
  const flat: string[] = [];
  for (const [k, v] of map) flat.push(k, v);
  return JSON.stringify(flat);
}

export function pairsMap(text: string): Map<string, string> {
  const flat = JSON.parse(text) as string[];
  const map = new Map<string, string>();
  for (let i = 0; i < flat.length; i += 2) map.set(flat[i], flat[i + 1]);
  return map;
}

/** In a list of changes, the value of a key that was removed (the maps stored this way never hold ''). */
export const REMOVED = '';

/** What turns `before` into `after`: each entry added or changed, and REMOVED for each key gone. */
export function pairChanges(before: ReadonlyMap<string, string>, after: ReadonlyMap<string, string>): Map<string, string> {
  const changes = new Map<string, string>();
  for (const [k, v] of after) if (before.get(k) !== v) changes.set(k, v);
  for (const k of before.keys()) if (!after.has(k)) changes.set(k, REMOVED);
  return changes;
}

/** A map as stored: its full flat-pairs text, then the changes made to it since (pairChanges), as text. */
export type StoredPairs = [base: string, changes: string];

/** A map stored as a full list (`base`) and lists of changes to it, applied in order. */
export function layeredPairsMap(base: string, ...changes: string[]): Map<string, string> {
  const map = pairsMap(base);
  for (const text of changes) {
    const flat = JSON.parse(text) as string[];
    for (let i = 0; i < flat.length; i += 2) {
      if (flat[i + 1] === REMOVED) map.delete(flat[i]);
      else map.set(flat[i], flat[i + 1]);
    }
  }
  return map;
}
