import { build } from '../../src/build/build.ts';
import type { BuildReport } from '../../src/build/report.ts';
import { translationSummary } from '../../src/config/docusaurus/report.ts';
import { formatError } from '../../src/util/errors.ts';
import { progressBar } from '../progress.ts';

function printReport(report: BuildReport): void {
  const t = report.timingsMs;
  const stages = Object.entries(t)
    .filter(([k]) => k !== 'total')
    .map(([k, v]) => `${k} ${v} ms`)
    .join(', ');
  for (const w of report.warnings) process.stderr.write(`warning: ${w}\n`);
  if (report.translation) process.stderr.write(`${translationSummary(report.translation)}\n`);
  process.stderr.write(`${report.routes.total} routes: ${report.routes.rendered} rendered, ${report.routes.reused} reused · ${report.files.written} files written, ${report.files.deleted} deleted\n`);
  if (report.pwa) {
    const { precachedFiles, precachedBytes, runtimePages } = report.pwa;
    process.stderr.write(`service worker precache: ${precachedFiles} files, ${(precachedBytes / 1024 / 1024).toFixed(1)} MiB · ${runtimePages} pages past the budget, cached when visited\n`);
  }
  if (report.search?.length) {
    const total = report.search.reduce((n, s) => n + s.gzipBytes, 0);
    process.stderr.write(`search indexes: ${report.search.length} files, ${(total / 1024).toFixed(1)} KB gzip\n`);
    // The largest few after a full build (a large site has hundreds of shards; --json lists every one). An
    // edit's build keeps to the one line, so what it rendered stays in view.
    const shown = report.routes.reused ? [] : [...report.search].sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, 12);
    for (const s of shown) process.stderr.write(`  ${s.file}  ${s.pages} pages, ${s.sections} sections, ${(s.gzipBytes / 1024).toFixed(1)} KB gzip\n`);
    if (shown.length && shown.length < report.search.length) process.stderr.write(`  … ${report.search.length - shown.length} more (site build --json lists every file)\n`);
  }
  process.stderr.write(`built in ${(t.total / 1000).toFixed(2)} s (${stages})\n`);
}

export async function runBuild(opts: { root: string; out?: string; clean: boolean; json: boolean; 'keep-going'?: boolean }): Promise<void> {
  const bar = opts.json ? undefined : progressBar(process.stderr);
  try {
    const report = await build({
      root: opts.root,
      outDir: opts.out,
      clean: opts.clean,
      keepGoing: opts['keep-going'] ?? false,
      notice: (m) => {
        bar?.clear();
        process.stderr.write(`notice: ${m}\n`);
      },
      progress: bar?.update,
    });
    bar?.clear();
    if (opts.json) process.stdout.write(JSON.stringify(report) + '\n');
    else printReport(report);
    // Pages were left out: the output is a preview of how far the site has come, not a finished build.
    if (report.skipped?.length) process.exitCode = 1;
  } catch (err) {
    bar?.clear();
    process.stderr.write(`error: ${formatError(err)}\n`);
    process.exitCode = 1;
  }
}
