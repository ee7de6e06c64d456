import { join } from 'node:path';
import { BuildError } from '../util/errors.ts';
import { parseUserJson } from '../util/user-json.ts';
import { hashBytes } from '../util/hash.ts';
import { readInput } from '../scan/read-input.ts';

/** Values remembered across builds (parsed data files, checked front matter), by a key covering what made them. */
export interface DataMemory {
  get(key: string): string | undefined;
  set(key: string, value: string): void;
}

/**
 * Parses `_category_.json`, `authors.yml` and friends. The parse is remembered by content hash, so an
 * unchanged site never loads the YAML parser. A parse is remembered under the hash of the bytes parsed,
 * which `readBack` reports: they differ from the scanned `hash` when the file was edited meanwhile.
 */
export async function readDataFile(root: string, path: string, hash: string, memory: DataMemory, readBack: (path: string, hash: string) => void): Promise<unknown> {
  const kind = path.endsWith('.json') ? 'json' : 'yaml';
  const known = memory.get(`data:${hash}:${kind}`);
  if (known !== undefined) return JSON.parse(known) as unknown;
  const bytes = readInput(join(root, path), path);
  const read = hashBytes(bytes);
  readBack(path, read);
  const text = bytes.toString('utf8');
  let value: unknown;
  if (kind === 'json') value = parseUserJson(text, path, 'fix the syntax of this file');
  else {
    const yaml = await import('../util/yaml.ts');
    try {
      value = yaml.parseYaml(text) ?? {};
    } catch (err) {
      if (!(err instanceof yaml.YamlError)) throw err;
      throw new BuildError(`invalid YAML: ${err.reason}`, { file: path, ...(err.line && { line: err.line, column: err.column }) }, 'fix the syntax of this file');
    }
  }
  memory.set(`data:${read}:${kind}`, JSON.stringify(value));
  return value;
}
