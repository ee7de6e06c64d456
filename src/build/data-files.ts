import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BuildError } from '../util/errors.ts';

/** Where parsed data files are remembered, by content hash. */
export interface DataMemory {
  get(key: string): string | undefined;
  set(key: string, value: string): void;
}

/**
 * Parses `_category_.json`, `authors.yml` and friends. The parse is remembered by content hash, so an
 * unchanged site never loads the YAML parser.
 */
export async function readDataFile(root: string, path: string, hash: string, memory: DataMemory): Promise<unknown> {
  const key = `data:${hash}:${path.endsWith('.json') ? 'json' : 'yaml'}`;
  const known = memory.get(key);
  if (known !== undefined) return JSON.parse(known) as unknown;
  const text = readFileSync(join(root, path), 'utf8');
  let value: unknown;
  try {
    value = path.endsWith('.json') ? JSON.parse(text) : ((await import('../util/yaml.ts')).parseYaml(text) ?? {});
  } catch (err) {
    throw new BuildError(`invalid ${path.endsWith('.json') ? 'JSON' : 'YAML'}: ${(err as Error).message.split('\n')[0]}`, { file: path }, 'fix the syntax of this file');
  }
  memory.set(key, JSON.stringify(value));
  return value;
}
