// Preloaded into the build under test with `node --import`: appends one line to $LECTERN_PROBE_FILE on
// exit, the process's peak RSS (KiB), user CPU and system CPU (µs). All three are process-wide, so worker
// threads are included; separate child processes are not. System time is what the kernel spent for the
// build: on a disk where creating files is slow (see bench/README.md) it grows with the files a build makes.
import { appendFileSync } from 'node:fs';
import { isMainThread } from 'node:worker_threads';

const probeFile = process.env.LECTERN_PROBE_FILE;
// Workers may inherit --import; only the main thread exits last, with the final totals.
if (probeFile && isMainThread) {
  process.on('exit', () => {
    const usage = process.resourceUsage();
    appendFileSync(probeFile, `${usage.maxRSS} ${usage.userCPUTime} ${usage.systemCPUTime}\n`);
  });
}
