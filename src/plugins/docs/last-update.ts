import { execFileSync } from 'node:child_process';

/** When a doc last changed and by whom, as its footer shows it. */
export interface LastUpdate {
  /** A date or ISO timestamp. */
  date?: string;
  author?: string;
}

/** Which of the two a docs instance shows from git (`showLastUpdateTime`, `showLastUpdateAuthor`). */
export interface LastUpdateShown {
  time: boolean;
  author: boolean;
}

/** The latest commit that touched a file. */
export interface GitUpdate {
  /** ISO timestamp of the commit. */
  date: string;
  author: string;
}

/**
 * The latest commit touching each file under `root` (site-relative paths), from one `git log` rather than
 * one process per doc; undefined when the site is not in a git work tree or git is not installed.
 */
export function readGitUpdates(root: string): Map<string, GitUpdate> | undefined {
  let log: string;
  try {
    log = execFileSync('git', ['-c', 'log.showSignature=false', '-c', 'core.quotePath=false', 'log', '--relative', '--format=%x1e%ct%x1f%an', '--name-only', '--', '.'], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 512 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    return undefined;
  }
  const updates = new Map<string, GitUpdate>();
  // Newest commit first: a file's first appearance is its latest change.
  for (const commit of log.split('\x1e')) {
    const [head, ...files] = commit.split('\n');
    const [seconds, author] = head.split('\x1f');
    if (!author) continue;
    const date = new Date(Number(seconds) * 1000).toISOString();
    for (const file of files) if (file && !updates.has(file)) updates.set(file, { date, author });
  }
  return updates;
}

/**
 * The commit the work tree is at: what a git log can change with (a commit of an edit already built
 * changes no file, only the history). Empty outside a git work tree.
 */
export function gitHead(root: string): string {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return '';
  }
}

/**
 * A doc's last update: front matter `last_update` wins, as in Docusaurus; git fills the date and the
 * author where the instance shows them. Undefined when there is nothing to show.
 */
export function lastUpdateOf(frontMatter: LastUpdate | undefined, git: GitUpdate | undefined, shown: LastUpdateShown): LastUpdate | undefined {
  const date = frontMatter?.date ?? (shown.time ? git?.date : undefined);
  const author = frontMatter?.author ?? (shown.author ? git?.author : undefined);
  return date === undefined && author === undefined ? undefined : { ...(date !== undefined && { date }), ...(author !== undefined && { author }) };
}
