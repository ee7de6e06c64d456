import { posix } from 'node:path';
import { MISSING_FILE } from './read-trace.ts';

/**
 * A file a page links to or shows by a relative path (`![](./diagram.png)`, `[manual](./manual.pdf)`), as
 * its plan found it. The file is published under a name made from its bytes' hash, so a reader's browser
 * can keep it for good, and the page names that file. A file that was missing is recorded too: when it
 * appears, the plan is made again.
 */
export interface LinkedAsset {
  /** Site-relative path of the file. */
  source: string;
  /** Hash of its bytes, or MISSING_FILE. */
  hash: string;
}

export function isPublished(asset: LinkedAsset): boolean {
  return asset.hash !== MISSING_FILE;
}

/** Output-relative file of a linked asset: `assets/files/diagram.3f9a0c1b2d.png`. */
export function assetOutputFile(asset: LinkedAsset): string {
  const name = posix.basename(asset.source);
  const dot = name.lastIndexOf('.');
  const stem = (dot > 0 ? name.slice(0, dot) : name).replace(/[^\w-]+/g, '-') || 'file';
  const extension = dot > 0 ? name.slice(dot).replace(/[^\w.]+/g, '') : '';
  return `assets/files/${stem}.${asset.hash.slice(0, 10)}${extension}`;
}
