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
