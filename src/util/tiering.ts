import { setFlagsFromString } from 'node:v8';

/**
 * Bytecode a function runs before V8 considers optimising it: 15x V8's default (67,584). A build runs
 * the Markdown, MDX, React and search code hot for a second or two per thread, and optimising it early
 * cost more than it saved: TurboFan compiles on background threads, which on a 2-core machine take
 * the second core from the other worker. On the 1k benchmark corpus a clean build took 4.0 s instead
 * of 4.65 s (CPU 6.2 s against 8.1); the 10k corpus 26.8-27.7 s instead of 28.2-28.4 s.
 */
const INTERRUPT_BUDGET = 1_000_000;

/** Sets how eagerly V8 optimises, for this thread and every worker started after it. */
export function tuneTiering(): void {
  setFlagsFromString(`--interrupt-budget=${INTERRUPT_BUDGET}`);
}
