/**
 * Who holds each path of the output folder, so a static file can be checked against everything the build
 * writes: a file collides with the same path, with a folder holding another output, or with a file
 * where one of its own folders would be.
 */
export class OutputOwners {
  private readonly files = new Map<string, string>();
  /** Each folder and the first owner of a file inside it. */
  private readonly folders = new Map<string, string>();

  constructor(entries: Iterable<[file: string, owner: string]> = []) {
    for (const [file, owner] of entries) this.add(file, owner);
  }

  add(file: string, owner: string): void {
    this.files.set(file, owner);
    // Innermost first: a folder already known was added with every folder above it.
    for (let i = file.lastIndexOf('/'); i > 0; i = file.lastIndexOf('/', i - 1)) {
      const folder = file.slice(0, i);
      if (this.folders.has(folder)) break;
      this.folders.set(folder, owner);
    }
  }

  /** The owner `file` collides with, if any. */
  collision(file: string): string | undefined {
    const exact = this.files.get(file) ?? this.folders.get(file);
    if (exact) return exact;
    for (const folder of parentFolders(file)) {
      const above = this.files.get(folder);
      if (above) return above;
    }
    return undefined;
  }
}

/** `a/b/c.txt` → `a`, `a/b`: outermost first. */
function parentFolders(file: string): string[] {
  const folders: string[] = [];
  for (let i = file.indexOf('/'); i >= 0; i = file.indexOf('/', i + 1)) folders.push(file.slice(0, i));
  return folders;
}
