/** A one-line progress bar, drawn only on a terminal; `clear()` wipes it before other output. */
export function progressBar(stream: NodeJS.WriteStream): { update: (stage: string, done: number, total: number) => void; clear: () => void } | undefined {
  if (!stream.isTTY) return undefined;
  let shown = false;
  let lastDraw = 0;
  return {
    update(stage, done, total) {
      const now = Date.now();
      if (done !== total && now - lastDraw < 50) return;
      lastDraw = now;
      const width = 30;
      const filled = Math.round((done / Math.max(total, 1)) * width);
      stream.write(`\r${stage.padEnd(8)} [${'#'.repeat(filled)}${' '.repeat(width - filled)}] ${done}/${total}\x1b[K`);
      shown = true;
    },
    clear() {
      if (shown) stream.write('\r\x1b[K');
      shown = false;
    },
  };
}
