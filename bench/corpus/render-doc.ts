// Turns a DocPlan into the full text of a .md/.mdx file: front matter, then a 3–8 KB body
// mixing every markdown feature the framework has to render.
import { posix } from 'node:path';
import { forkRandom, type Random } from './random.ts';
import { admonition, bulletList, paragraph, sentence, table } from './prose.ts';
import { codeBlock } from './code-blocks.ts';
import { expressionParagraph, MDX_IMPORTS, tabsBlock } from './mdx-blocks.ts';
import type { DocPlan } from './plan-docs.ts';
import { NOUNS, TOPICS } from './words.ts';

function frontMatter(random: Random, doc: DocPlan): string {
  const lines = ['---', `title: ${doc.title}`];
  if (random.chance(0.7)) lines.push(`sidebar_position: ${doc.position}`);
  if (random.chance(0.4)) lines.push(`description: ${sentence(random)}`);
  if (random.chance(0.4)) lines.push('tags:', ...random.sample(TOPICS, random.int(1, 3)).map((tag) => `  - ${tag}`));
  if (random.chance(0.2)) lines.push(`sidebar_label: ${doc.title.split(' ').pop()} guide`);
  lines.push('---');
  return lines.join('\n');
}

/** Half the links use the URL, half the source file path; both carry a heading anchor. */
function crossLink(random: Random, from: DocPlan, targets: DocPlan[]): string {
  let target = random.pick(targets);
  while (target.file === from.file) target = random.pick(targets);
  const heading = random.pick(target.headings);
  let href: string;
  if (random.chance(0.5)) {
    href = `${target.permalink}#${heading.slug}`;
  } else {
    const relative = posix.relative(posix.dirname(from.file), target.file);
    href = `${relative.startsWith('.') ? '' : './'}${relative}#${heading.slug}`;
  }
  const text = `${heading.text.toLowerCase()} in ${target.title}`;
  return `${sentence(random)} For details, read [${text}](${href}) before changing the ${random.pick(NOUNS)}.`;
}

/** Blocks every doc must contain somewhere; filler paragraphs are added around them. */
function featureBlocks(random: Random, doc: DocPlan, targets: DocPlan[]): string[] {
  const blocks: string[] = [table(random)];
  const codeCount = random.int(1, 3);
  for (let i = 0; i < codeCount; i++) blocks.push(codeBlock(random));
  const admonitionCount = random.int(1, 3);
  for (let i = 0; i < admonitionCount; i++) blocks.push(admonition(random));
  const listCount = random.int(1, 2);
  for (let i = 0; i < listCount; i++) blocks.push(bulletList(random));
  // The intro may be the only doc in tiny corpora, with nothing else to link to.
  const linkCount = targets.length > 1 ? random.int(1, 4) : 0;
  for (let i = 0; i < linkCount; i++) blocks.push(crossLink(random, doc, targets));
  return blocks;
}

export function renderDoc(seed: number, doc: DocPlan, linkTargets: DocPlan[]): string {
  const random = forkRandom(seed, `body:${doc.file}`);
  const targetBytes = random.int(3000, 8000);
  // One slot of blocks per heading; each heading starts with a short paragraph.
  const slots: string[][] = doc.headings.map(() => [paragraph(random, 1, 3)]);
  for (const block of featureBlocks(random, doc, linkTargets)) random.pick(slots).push(block);

  // The first body block is always a plain paragraph: the benchmark appends sentences to it.
  const lead: string[] = [paragraph(random)];
  if (doc.format === 'mdx') {
    lead.unshift(MDX_IMPORTS);
    lead.push(tabsBlock(random), expressionParagraph(random));
  }

  // 40 bytes approximates each heading line.
  const size = () => lead.join('\n\n').length + slots.flat().join('\n\n').length + doc.headings.length * 40;
  while (size() < targetBytes) random.pick(slots).push(paragraph(random));

  const sections = doc.headings.map((heading, index) => [`${'#'.repeat(heading.depth)} ${heading.text}`, ...slots[index]].join('\n\n'));
  return `${frontMatter(random, doc)}\n\n${[...lead, ...sections].join('\n\n')}\n`;
}
