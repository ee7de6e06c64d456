/**
 * Registers every default grammar at once, in a fixed order, before anything highlights: the compile
 * pipeline's output must not depend on which languages an earlier file used, and `@theme/CodeBlock`
 * (highlighting while React renders) cannot load grammar modules on demand from inside the theme bundle.
 */
// The registry first: its faster reference walk is in place before the common set below registers.
import { refractor } from './grammar-registry.ts';
import 'refractor';
import graphql from 'refractor/graphql';
import jsx from 'refractor/jsx';
import tsx from 'refractor/tsx';

for (const grammar of [jsx, tsx, graphql]) refractor.register(grammar);
