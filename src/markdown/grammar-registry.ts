/**
 * refractor's registry, with Prism's reference walk (`languages.DFS`) made cheaper before any grammar
 * registers. Each `insertBefore` a grammar makes walks every grammar registered so far, and Prism's walk
 * tags each object it meets with an id property and names its type by `Object.prototype.toString`:
 * registering the default grammars took ~75 ms of a one-page edit build. This walk visits the same
 * objects in the same order with the same callbacks, keeping visited objects in a Set.
 */
import { refractor } from 'refractor/core';

type Walk = (this: unknown, key: string, value: unknown, type: string) => void;

const isPlainObject = (value: object) => Object.prototype.toString.call(value) === '[object Object]';

function walk(o: Record<string, unknown>, callback: Walk, type?: string | null, visited?: unknown): void {
  // Prism's own callers pass nothing or its id map: a Set is this walk's own recursion.
  const seen = visited instanceof Set ? (visited as Set<object>) : new Set<object>();
  for (const key in o) {
    if (!Object.prototype.hasOwnProperty.call(o, key)) continue;
    callback.call(o, key, o[key], type || key);
    const value = o[key];
    if (value === null || typeof value !== 'object' || seen.has(value)) continue;
    if (Array.isArray(value)) {
      seen.add(value);
      walk(value as unknown as Record<string, unknown>, callback, key, seen);
    } else if (isPlainObject(value)) {
      seen.add(value);
      walk(value as Record<string, unknown>, callback, null, seen);
    }
  }
}

(refractor.languages as unknown as { DFS: typeof walk }).DFS = walk;

export { refractor };
