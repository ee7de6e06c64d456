/**
 * Registers every default grammar at once. For `@theme/CodeBlock`, which highlights while React renders:
 * inside the theme bundle grammar modules cannot be loaded on demand, because that bundle lives in the
 * site's `.lectern/` folder, from where Lectern's own packages may not resolve.
 */
import { refractor } from 'refractor/core';
import 'refractor';
import graphql from 'refractor/graphql';
import jsx from 'refractor/jsx';
import tsx from 'refractor/tsx';

for (const grammar of [jsx, tsx, graphql]) refractor.register(grammar);
