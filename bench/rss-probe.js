// Preloaded into the build under test with `node --import`: appends the process's peak RSS (KiB)
// to $LECTERN_RSS_FILE on exit. maxRSS is process-wide, so worker threads are included;
// separate child processes are not.
import { appendFileSync } from 'node:fs';
import { isMainThread } from 'node:worker_threads';

const rssFile = process.env.LECTERN_RSS_FILE;
// Workers may inherit --import; only the main thread exits last, with the final high-water mark.
if (rssFile && isMainThread) {
  process.on('exit', () => appendFileSync(rssFile, `${process.resourceUsage().maxRSS}\n`));
}
