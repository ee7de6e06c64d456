// The blog/ folder: authors.yml, tags.yml, and dated posts with a truncate marker.
import { forkRandom, type Random } from './random.ts';
import { headingText, paragraph, slugify, titleCase } from './prose.ts';
import { codeBlock } from './code-blocks.ts';
import { ADJECTIVES, GERUNDS, NOUNS } from './words.ts';

export type BlogFile = { file: string; text: string };

const AUTHORS = [
  ['mira', 'Mira Castellan', 'Maintainer'],
  ['theo', 'Theo Brandvold', 'Core contributor'],
  ['ines', 'Ines Okafor', 'Developer advocate'],
  ['kasper', 'Kasper Lindqvist', 'Release manager'],
  ['noor', 'Noor Haddad', 'Documentation lead'],
  ['pavel', 'Pavel Strnad', 'Performance engineer'],
  ['yuki', 'Yuki Tanabe', 'Design systems'],
  ['rosa', 'Rosa Villanueva', 'Community manager'],
] as const;

const TAGS = [
  ['release', 'Release', 'New versions and what changed in them.'],
  ['performance', 'Performance', 'Making builds and pages faster.'],
  ['guide', 'Guide', 'Step by step walkthroughs.'],
  ['community', 'Community', 'News from the people around the project.'],
  ['security', 'Security', 'Advisories and hardening notes.'],
  ['design', 'Design', 'Theme and layout decisions.'],
  ['internals', 'Internals', 'How the engine works inside.'],
  ['testing', 'Testing', 'Keeping the project correct.'],
  ['roadmap', 'Roadmap', 'Plans for upcoming work.'],
  ['announcement', 'Announcement', 'Things everyone should know.'],
] as const;

function authorsYaml(): string {
  return AUTHORS.map(([key, name, title]) =>
    [`${key}:`, `  name: ${name}`, `  title: ${title}`, `  url: https://example.com/people/${key}`, `  image_url: https://example.com/avatars/${key}.png`].join('\n'),
  ).join('\n') + '\n';
}

function tagsYaml(): string {
  return TAGS.map(([key, label, description]) =>
    [`${key}:`, `  label: ${label}`, `  permalink: /${key}`, `  description: ${description}`].join('\n'),
  ).join('\n') + '\n';
}

const FIRST_DAY = Date.UTC(2019, 0, 1);
const DAY_MS = 86_400_000;
const DAYS_AVAILABLE = (Date.UTC(2026, 0, 1) - FIRST_DAY) / DAY_MS;

/** Distinct days between 2019-01-01 and 2025-12-31, oldest first. */
function postDates(random: Random, count: number): string[] {
  if (count > DAYS_AVAILABLE) throw new Error(`At most ${DAYS_AVAILABLE} posts fit in 2019–2025 with distinct dates`);
  const days = random.sample(Array.from({ length: DAYS_AVAILABLE }, (_, day) => day), count).sort((a, b) => a - b);
  return days.map((day) => new Date(FIRST_DAY + day * DAY_MS).toISOString().slice(0, 10));
}

function renderPost(random: Random, title: string): string {
  const authors = random.sample(AUTHORS, random.int(1, 2)).map(([key]) => key);
  const tags = random.sample(TAGS, random.int(1, 3)).map(([key]) => key);
  const body: string[] = [paragraph(random), '<!-- truncate -->'];
  const targetBytes = random.int(2000, 4000);
  const size = () => body.join('\n\n').length;
  const headings = new Set<string>();
  while (size() < targetBytes) {
    let heading = headingText(random);
    while (headings.has(heading)) heading = headingText(random);
    headings.add(heading);
    body.push(`## ${heading}`, paragraph(random));
    if (random.chance(0.3)) body.push(codeBlock(random));
  }
  const frontMatter = ['---', `title: ${title}`, `authors: [${authors.join(', ')}]`, `tags: [${tags.join(', ')}]`, '---'];
  return `${frontMatter.join('\n')}\n\n${body.join('\n\n')}\n`;
}

export function renderBlog(seed: number, postCount: number): BlogFile[] {
  const random = forkRandom(seed, 'blog');
  const slugs = new Set<string>();
  const posts = postDates(random, postCount).map((date) => {
    let words = `${random.pick(GERUNDS)} the ${random.pick(ADJECTIVES)} ${random.pick(NOUNS)}`;
    while (slugs.has(slugify(words))) words = `${random.pick(GERUNDS)} the ${random.pick(ADJECTIVES)} ${random.pick(NOUNS)}`;
    slugs.add(slugify(words));
    const file = `blog/${date}-${slugify(words)}.md`;
    return { file, text: renderPost(forkRandom(seed, `post:${file}`), titleCase(words)) };
  });
  return [
    { file: 'blog/authors.yml', text: authorsYaml() },
    { file: 'blog/tags.yml', text: tagsYaml() },
    ...posts,
  ];
}
