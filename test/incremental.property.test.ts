// Incremental == clean over random edits (see helpers/property.ts); the soak runs this file.
import { runPropertySuite } from './helpers/property.ts';

runPropertySuite([101, 202]);
