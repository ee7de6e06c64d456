import { build } from '../../src/build/build.ts';
import { snapshot, type Tree } from './tree.ts';

/** The output a clean build of `root`'s current inputs produces, built in a fresh copy made by `copy`. */
export async function cleanBuildOf(root: string, copy: (tag: string, from: string) => string): Promise<Tree> {
  const clean = copy('clean', root);
  await build({ root: clean, clean: true });
  return snapshot(clean);
}
