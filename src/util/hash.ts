import { createHash } from 'node:crypto';

/** sha1 is plenty for change detection and is the fastest digest Node ships natively. */
export function hashBytes(data: string | Uint8Array): string {
  return createHash('sha1').update(data).digest('hex');
}

/** Hashes several parts with separators so ('ab','c') and ('a','bc') differ. */
export function hashParts(parts: readonly (string | number | undefined)[]): string {
  const h = createHash('sha1');
  for (const part of parts) h.update(String(part ?? '')).update('\0');
  return h.digest('hex');
}

/** JSON with sorted object keys, so equal values always hash equally. */
export function stableStringify(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      return Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
    }
    return v;
  });
}

export function hashValue(value: unknown): string {
  return hashBytes(stableStringify(value) ?? 'undefined');
}
