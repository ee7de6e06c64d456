// Stand-in for bin/site.js so the runner can be exercised without the engine:
//   LECTERN_BENCH_CLI=bench/fake-site.js node --import tsx bench/run.ts --runs 1
// "Renders" each changed page (every page when src/theme changes) and prints the same --json
// report shape as the real CLI. Its state file lives in the corpus root.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { root: { type: 'string' }, json: { type: 'boolean' }, clean: { type: 'boolean' } },
});
const root = values.root ?? '.';
const stateFile = join(root, '.fake-site-state.json');

if (positionals[0] === 'clear') {
  rmSync(stateFile, { force: true });
  process.exit(0);
}

/** @param {string} dir */
const listFiles = (dir) => readdirSync(dir, { withFileTypes: true, recursive: true })
  .filter((entry) => entry.isFile())
  .map((entry) => relative(root, join(entry.parentPath, entry.name)));
const hashes = Object.fromEntries(['docs', 'blog', 'src'].filter((dir) => existsSync(join(root, dir)))
  .flatMap((dir) => listFiles(join(root, dir)))
  .sort()
  .map((file) => [file, createHash('sha1').update(readFileSync(join(root, file))).digest('hex')]));
const previous = !values.clean && existsSync(stateFile) ? JSON.parse(readFileSync(stateFile, 'utf8')) : {};

const pages = Object.keys(hashes).filter((file) => /\.mdx?$/.test(file));
const themeChanged = Object.keys(hashes).some((file) => file.startsWith('src/') && hashes[file] !== previous[file]);
const rendered = pages.filter((file) => themeChanged || hashes[file] !== previous[file]).length;
const deleted = Object.keys(previous).filter((file) => /\.mdx?$/.test(file) && !(file in hashes)).length;
writeFileSync(stateFile, JSON.stringify(hashes));

const report = {
  routes: { total: pages.length, rendered, reused: pages.length - rendered },
  files: { written: rendered, deleted },
  timingsMs: { total: Math.round(performance.now()) },
  warnings: [],
};
process.stdout.write(JSON.stringify(report) + '\n');
