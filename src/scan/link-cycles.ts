import { realpath, realpathSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import type { FileSystemAdapter } from 'tinyglobby';
import { isInside } from '../util/paths.ts';

/** Stands in for a refused link: the glob skips a link whose `realpath` fails. */
const REFUSED = new Error('symbolic link back to a folder above it');

/**
 * The `fs` for the scan's glob, which resolves each symbolic link it follows with `realpath`. A link to a
 * folder that contains it (`loop -> .`, `up -> ..`), or to a folder it was reached through, would list
 * the same files again under ever longer paths: it is refused with a warning naming it, and so is a link
 * that never resolves (`self -> self`). Links to files and to other folders resolve as usual. `base` is
 * the folder the glob walks; warnings name paths relative to `siteRoot`.
 */
export function refuseLinkCycles(base: string, siteRoot: string, warn: (message: string) => void): FileSystemAdapter {
  const shown = (abs: string) => (isInside(siteRoot, abs) ? relative(siteRoot, abs) || '.' : abs);
  const realOf = new Map<string, string>();
  const real = (dir: string) => realOf.get(dir) ?? realOf.set(dir, realpathSync(dir)).get(dir)!;
  /** Whether `target` is, or contains, a folder on the way from `base` down to the link. */
  const loopsBack = (link: string, target: string) => {
    for (let dir = dirname(link); isInside(base, dir); dir = dirname(dir)) {
      if (isInside(target, real(dir))) return true;
      if (dir === base) break;
    }
    return false;
  };
  const guarded = (link: string, done: (err: Error | null, resolved?: string) => void) =>
    realpath(link, (err, target) => {
      if (err) {
        if ((err as NodeJS.ErrnoException).code === 'ELOOP') warn(`skipped ${shown(link)}: a symbolic link that never resolves (it points to itself, or to a link that points back)`);
        return done(err);
      }
      // This runs in a callback: a throw here would end the process, so a failure goes back to the glob.
      let refused: boolean;
      try {
        refused = loopsBack(link, target);
      } catch (error) {
        return done(error as Error);
      }
      if (refused) warn(`skipped ${shown(link)}: a symbolic link to ${shown(target)}, a folder that contains it, so its files would be listed again and again`);
      done(refused ? REFUSED : null, target);
    });
  // The glob calls only the (path, callback) form; node's type also lists the overloads and `.native`.
  return { realpath: guarded as unknown as FileSystemAdapter['realpath'] };
}
