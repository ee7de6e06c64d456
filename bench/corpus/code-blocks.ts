// Fenced code blocks in every language the framework's highlighter must handle,
// sometimes with a `title="..."` and/or `{1,3-4}` line-highlight meta string.
import type { Random } from './random.ts';
import { capitalize } from './prose.ts';
import { ADJECTIVES, NOUNS } from './words.ts';

type Names = { noun: string; adjective: string; camel: string; pascal: string; snake: string; kebab: string; number: number };

const SNIPPETS: Record<string, { extension: string; lines: (n: Names) => string[] }> = {
  js: { extension: 'js', lines: (n) => [
    `import { create${capitalize(n.noun)} } from './${n.noun}.js';`,
    '',
    `const ${n.camel} = create${capitalize(n.noun)}({ limit: ${n.number} });`,
    `${n.camel}.on('ready', () => {`,
    `  console.log('${n.kebab} is ready');`,
    '});',
    `export default ${n.camel};`,
  ] },
  jsx: { extension: 'jsx', lines: (n) => [
    `export function ${n.pascal}({ items }) {`,
    '  return (',
    `    <ul className="${n.kebab}">`,
    '      {items.map((item) => (',
    '        <li key={item.id}>{item.label}</li>',
    '      ))}',
    '    </ul>',
    '  );',
    '}',
  ] },
  ts: { extension: 'ts', lines: (n) => [
    `export type ${n.pascal}Options = {`,
    '  enabled: boolean;',
    `  limit?: number;`,
    '};',
    '',
    `export function ${n.camel}(options: ${n.pascal}Options): number {`,
    `  return options.enabled ? options.limit ?? ${n.number} : 0;`,
    '}',
  ] },
  tsx: { extension: 'tsx', lines: (n) => [
    `type Props = { title: string; count: number };`,
    '',
    `export default function ${n.pascal}({ title, count }: Props) {`,
    `  return <section className="${n.kebab}">`,
    '    <h3>{title}</h3>',
    '    <p>{count} items</p>',
    '  </section>;',
    '}',
  ] },
  bash: { extension: 'sh', lines: (n) => [
    `# Rebuild the ${n.noun} from scratch`,
    `export ${n.snake.toUpperCase()}=${n.number}`,
    `npm run build -- --${n.kebab}`,
    `ls -la build/${n.noun}`,
    `echo "done: $${n.snake.toUpperCase()}"`,
  ] },
  json: { extension: 'json', lines: (n) => [
    '{',
    `  "name": "${n.kebab}",`,
    `  "version": "1.${n.number % 10}.0",`,
    `  "${n.noun}": {`,
    `    "enabled": true,`,
    `    "limit": ${n.number}`,
    '  }',
    '}',
  ] },
  css: { extension: 'css', lines: (n) => [
    `.${n.kebab} {`,
    '  display: flex;',
    `  gap: ${n.number % 24}px;`,
    '  color: var(--text-color);',
    '}',
    `.${n.kebab}:hover {`,
    '  opacity: 0.8;',
    '}',
  ] },
  scss: { extension: 'scss', lines: (n) => [
    `$${n.noun}-size: ${n.number % 40}px;`,
    '',
    `.${n.kebab} {`,
    `  width: $${n.noun}-size;`,
    '  &__item {',
    '    margin: 0 auto;',
    '  }',
    '}',
  ] },
  diff: { extension: 'diff', lines: (n) => [
    `--- a/${n.noun}.config.js`,
    `+++ b/${n.noun}.config.js`,
    '@@ -1,4 +1,4 @@',
    ' export default {',
    `-  limit: ${n.number},`,
    `+  limit: ${n.number * 2},`,
    `   name: '${n.kebab}',`,
    ' };',
  ] },
  java: { extension: 'java', lines: (n) => [
    `public class ${n.pascal} {`,
    `    private final int limit = ${n.number};`,
    '',
    '    public int limit() {',
    '        return limit;',
    '    }',
    '}',
  ] },
  python: { extension: 'py', lines: (n) => [
    `def ${n.snake}(items, limit=${n.number}):`,
    `    """Return the first items of the ${n.noun}."""`,
    '    result = []',
    '    for item in items[:limit]:',
    '        result.append(item)',
    '    return result',
  ] },
  yaml: { extension: 'yml', lines: (n) => [
    `${n.noun}:`,
    `  name: ${n.kebab}`,
    '  enabled: true',
    `  limit: ${n.number}`,
    '  tags:',
    `    - ${n.adjective}`,
  ] },
  php: { extension: 'php', lines: (n) => [
    '<?php',
    '',
    `function ${n.camel}(array $items): array {`,
    `    return array_slice($items, 0, ${n.number});`,
    '}',
    '',
    `echo count(${n.camel}([1, 2, 3]));`,
  ] },
  haskell: { extension: 'hs', lines: (n) => [
    `module ${n.pascal} where`,
    '',
    `${n.camel} :: [Int] -> Int`,
    `${n.camel} = sum . take ${n.number}`,
    '',
    'main :: IO ()',
    `main = print (${n.camel} [1 .. 10])`,
  ] },
};

export const CODE_LANGUAGES = Object.keys(SNIPPETS);

/** A `{a,b-c}` highlight range that stays inside a block of `lineCount` (>= 4) lines. */
function highlightMeta(random: Random, lineCount: number): string {
  const single = random.int(1, lineCount - 3);
  const start = random.int(single + 2, lineCount - 1);
  const end = random.int(start + 1, lineCount);
  return `{${single},${start}-${end}}`;
}

export function codeBlock(random: Random): string {
  const language = random.pick(CODE_LANGUAGES);
  const noun = random.pick(NOUNS);
  const adjective = random.pick(ADJECTIVES);
  const names: Names = {
    noun,
    adjective,
    camel: adjective + capitalize(noun),
    pascal: capitalize(adjective) + capitalize(noun),
    snake: `${adjective}_${noun}`,
    kebab: `${adjective}-${noun}`,
    number: random.int(2, 99),
  };
  const { extension, lines } = SNIPPETS[language];
  const body = lines(names);
  const meta: string[] = [];
  if (random.chance(0.4)) meta.push(`title="${names.kebab}.${extension}"`);
  if (random.chance(0.3)) meta.push(highlightMeta(random, body.length));
  const info = [language, ...meta].join(' ');
  return ['```' + info, ...body, '```'].join('\n');
}
