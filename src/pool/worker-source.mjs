// Starts a worker for an engine running from TypeScript source (tests). When dist/ is fresh (npm test
// builds it first) the worker runs the bundle, which starts in half the time: a property run retires
// and starts workers at every theme change. Otherwise it registers tsx and loads the source.
import { engineIsFresh } from '../../scripts/engine-freshness.js';

const root = new URL('../..', import.meta.url).pathname;
if (engineIsFresh(root)) {
  await import('../../dist/worker.js');
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('./worker.ts');
}
