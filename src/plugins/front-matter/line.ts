/** A top-level YAML key at the start of a line, bare or quoted: `title:`, `"title":`, `'title' :`. */
const KEY = /^(?:"([^"]+)"|'([^']+)'|([^\s"'#:][^:]*?))[ \t]*:(?:\s|$)/;

/**
 * The file line (1-based) where front matter sets `key`, or undefined when it is not written as a plain
 * top-level key. The front matter starts on line 2, after the opening `---`, and ends at the next `---`.
 */
export function frontMatterLine(source: string, key: string): number | undefined {
  const lines = source.split('\n');
  for (let i = 1; i < lines.length && !/^---\s*$/.test(lines[i]); i++) {
    const m = KEY.exec(lines[i]);
    if (m && (m[1] ?? m[2] ?? m[3]) === key) return i + 1;
  }
  return undefined;
}
