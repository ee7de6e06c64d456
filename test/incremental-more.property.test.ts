// Incremental == clean over random edits (see helpers/property.ts): a fixed seed and one from the clock,
// each sequence building in one session as `site watch` does.
import { runPropertySuite } from './helpers/property.ts';

runPropertySuite([303, Date.now() % 100000], { session: true });
