// The MDX-only parts of .mdx docs: theme component imports, a Tabs block, and a JSX expression.
import type { Random } from './random.ts';
import { PACKAGE_NAMES } from './words.ts';

export const MDX_IMPORTS = "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';";

/** Tags sit at column 0 with blank lines around the markdown inside, as MDX requires. */
export function tabsBlock(random: Random): string {
  const pkg = random.pick(PACKAGE_NAMES);
  return [
    '<Tabs>',
    '<TabItem value="npm" label="npm">',
    '',
    `Run \`npm install ${pkg}\` in the project root.`,
    '',
    '</TabItem>',
    '<TabItem value="yarn" label="Yarn">',
    '',
    `Run \`yarn add ${pkg}\` in the project root.`,
    '',
    '</TabItem>',
    '</Tabs>',
  ].join('\n');
}

export function expressionParagraph(random: Random): string {
  const left = random.int(1, 9);
  const right = random.int(1, 9);
  return `This page is compiled as MDX, so ${left} plus ${right} renders as {${left} + ${right}}.`;
}
