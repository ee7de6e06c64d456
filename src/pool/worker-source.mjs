// Starts the worker from TypeScript source (tests run the engine unbundled): registers tsx, then loads it.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
