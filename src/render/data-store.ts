/**
 * The named data a thread has received, by hash: each value crosses to a worker once and is kept.
 * A task's values are stored the moment it arrives, before anything is awaited: the renderer module
 * loads asynchronously, and a later task that counts on an earlier one's values may resume first.
 */
const dataByHash = new Map<string, unknown>();

export function storeData(values: Record<string, unknown>): void {
  for (const [hash, value] of Object.entries(values)) dataByHash.set(hash, value);
}

export function storedDatum(hash: string): { value: unknown } | undefined {
  return dataByHash.has(hash) ? { value: dataByHash.get(hash) } : undefined;
}

export function storedCount(): number {
  return dataByHash.size;
}
