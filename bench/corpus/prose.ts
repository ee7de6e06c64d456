// Plain-prose building blocks. Output never contains `<`, `{` or `}` outside code spans,
// so the same text is valid in both .md and .mdx files.
import type { Random } from './random.ts';
import { ADJECTIVES, ADVERBS, CLAUSES, GERUNDS, NOUNS, VERBS } from './words.ts';

export const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

export const titleCase = (words: string): string => words.split(/[\s-]+/).map(capitalize).join(' ');

/** GitHub-style slug; exact for the plain-word headings generated here. */
export const slugify = (text: string): string => text.toLowerCase().replace(/ /g, '-');

/** "a quiet cache" but "an amber cache". */
const withArticle = (word: string): string => `${/^[aeiou]/.test(word) ? 'an' : 'a'} ${word}`;

const camelCase = (first: string, second: string): string => first + capitalize(second);

const METHODS = ['flush', 'open', 'close', 'reset', 'load', 'save', 'start', 'stop', 'sync', 'drain'] as const;

/** An identifier-looking code span, e.g. `quietCache` or `cache.flush()`. */
export function codeSpan(random: Random): string {
  const noun = random.pick(NOUNS);
  const forms = [
    () => camelCase(random.pick(ADJECTIVES), noun),
    () => `${noun}.${random.pick(METHODS)}()`,
    () => `--${random.pick(ADJECTIVES)}-${noun}`,
    () => `${noun.toUpperCase()}_${random.pick(ADJECTIVES).toUpperCase()}`,
  ];
  return '`' + random.pick(forms)() + '`';
}

export function sentence(random: Random): string {
  const noun = () => random.pick(NOUNS);
  const adjective = () => random.pick(ADJECTIVES);
  const verb = () => random.pick(VERBS);
  const templates = [
    () => `The ${adjective()} ${noun()} ${verb()} the ${noun()} ${random.pick(CLAUSES)}`,
    () => `Each ${noun()} ${random.pick(ADVERBS)} ${verb()} ${withArticle(adjective())} ${noun()}`,
    () => `${withArticle(noun())} ${verb()} every ${noun()} ${random.pick(CLAUSES)}, so the ${noun()} stays ${adjective()}`,
    () => `In most setups the ${noun()} ${random.pick(ADVERBS)} ${verb()} its ${adjective()} ${noun()}`,
    () => `When the ${noun()} is ${adjective()}, the ${noun()} ${verb()} nothing ${random.pick(CLAUSES)}`,
    () => `Teams that prefer ${withArticle(adjective())} ${noun()} usually keep the ${noun()} ${adjective()}`,
  ];
  return capitalize(random.pick(templates)()) + '.';
}

/** Sentences joined into one line, with occasional bold words and code spans. */
export function paragraph(random: Random, minSentences = 3, maxSentences = 6): string {
  const sentences: string[] = [];
  const count = random.int(minSentences, maxSentences);
  for (let i = 0; i < count; i++) sentences.push(sentence(random));
  let text = sentences.join(' ');
  if (random.chance(0.6)) {
    const word = random.pick(NOUNS);
    text = text.replace(new RegExp(`\\b${word}\\b`), `**${word}**`);
    if (!text.includes('**')) text += ` Remember that the **${word}** matters here.`;
  }
  if (random.chance(0.6)) text += ` Set ${codeSpan(random)} to change this behavior.`;
  return text;
}

export function headingText(random: Random): string {
  const templates = [
    () => `${random.pick(GERUNDS)} the ${random.pick(ADJECTIVES)} ${random.pick(NOUNS)}`,
    () => `${random.pick(ADJECTIVES)} ${random.pick(NOUNS)} options`,
    () => `when to use ${withArticle(random.pick(ADJECTIVES))} ${random.pick(NOUNS)}`,
    () => `${random.pick(GERUNDS)} ${random.pick(NOUNS)} and ${random.pick(NOUNS)}`,
    () => `how the ${random.pick(NOUNS)} ${random.pick(VERBS)} data`,
  ];
  return capitalize(random.pick(templates)());
}

export function bulletList(random: Random): string {
  const ordered = random.chance(0.35);
  const lines: string[] = [];
  const count = random.int(3, 6);
  for (let i = 0; i < count; i++) {
    const item = random.chance(0.3) ? `${codeSpan(random)}: ${sentence(random)}` : sentence(random);
    lines.push(`${ordered ? `${i + 1}.` : '-'} ${item}`);
    if (!ordered && random.chance(0.2)) lines.push(`  - ${sentence(random)}`);
  }
  return lines.join('\n');
}

export function table(random: Random): string {
  const alignments = ['---', ':---', ':---:', '---:'];
  const header = '| Option | Type | Default | Description |';
  const divider = '| ' + [0, 1, 2, 3].map(() => random.pick(alignments)).join(' | ') + ' |';
  const rows: string[] = [];
  const count = random.int(3, 6);
  for (let i = 0; i < count; i++) {
    const type = random.pick(['boolean', 'number', 'string', 'string[]']);
    const fallback = { boolean: random.pick(['true', 'false']), number: String(random.int(1, 500)), string: `"${random.pick(NOUNS)}"`, 'string[]': '[]' }[type];
    const option = camelCase(random.pick(ADJECTIVES), random.pick(NOUNS));
    rows.push(`| \`${option}\` | \`${type}\` | \`${fallback}\` | ${sentence(random)} |`);
  }
  return [header, divider, ...rows].join('\n');
}

/** Docusaurus admonition, mixing the three title syntaxes the framework must accept. */
export function admonition(random: Random): string {
  const kind = random.pick(['note', 'tip', 'info', 'warning', 'danger']);
  const title = titleCase(`${random.pick(ADJECTIVES)} ${random.pick(NOUNS)}`);
  const opener = random.pick([`:::${kind}`, `:::${kind} ${title}`, `:::${kind}[${title}]`]);
  return `${opener}\n\n${paragraph(random, 1, 3)}\n\n:::`;
}
