// Whether dist/ (the bundled engine) was built after every change to its sources: the build script
// rebuilds when it is not, and a worker started from source runs the bundle when it is.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function newestMtime(path) {
  // A framework copy may lack a folder (an installed package ships no build scripts).
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const name of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, name)));
  return newest;
}

export function engineIsFresh(root) {
  const out = join(root, 'dist/cli.js');
  if (!existsSync(out)) return false;
  const built = statSync(out).mtimeMs;
  return ['cli', 'src', 'scripts', 'package.json'].every((p) => newestMtime(join(root, p)) <= built);
}
