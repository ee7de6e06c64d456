import { z } from 'zod';

/**
 * Field types shared by the docs, blog and pages front matter schemas, as Docusaurus documents them.
 * Each field carries, as its description, what it allows in words: the error for a bad value quotes it.
 */

/** A front matter key: optional, and described for error messages. */
export function field<T extends z.ZodType>(schema: T, allowed: string) {
  return schema.optional().describe(allowed);
}

/**
 * Text is a string: YAML reads `title: 42` and `tags: [2024]` as numbers, which Docusaurus refuses too;
 * the error says to quote them.
 */
export const text = z.string().min(1);
export const textOrEmpty = z.string();

const DAY = /^\d{4}-\d{2}-\d{2}/;

/** A date (YAML leaves `2024-05-01` as text), as YYYY-MM-DD; a time after the day is dropped. */
export const day = z
  .string()
  .refine((s) => !Number.isNaN(Date.parse(DAY.exec(s)?.[0] ?? s)))
  .transform((s) => DAY.exec(s)?.[0] ?? writtenDay(s));

/**
 * The day another form of date names, as written: read as UTC, so `January 2, 2024` is the 2nd on every
 * machine (read in the machine's zone, it became the 1st east of UTC).
 */
function writtenDay(s: string): string {
  const utc = new Date(`${s} UTC`);
  return (Number.isNaN(utc.getTime()) ? new Date(s) : utc).toISOString().slice(0, 10);
}

const tag = z.union([text, z.looseObject({ label: text, permalink: text.optional() })]);
/** A tag as front matter names it: a key of the tags file, or a label with an optional permalink. */
export type FrontMatterTag = z.output<typeof tag>;

/** Fields every content plugin reads the same way. */
export const commonFields = {
  title: field(textOrEmpty, 'text'),
  description: field(textOrEmpty, 'text'),
  keywords: field(z.array(text), 'a list of keywords, like [search, index]'),
  image: field(text, 'a URL or a site path of an image'),
  hide_table_of_contents: field(z.boolean(), 'true or false'),
  toc_min_heading_level: field(z.number().int().min(2).max(6), 'a heading level from 2 to 6'),
  toc_max_heading_level: field(z.number().int().min(2).max(6), 'a heading level from 2 to 6'),
  draft: field(z.boolean(), 'true or false'),
  unlisted: field(z.boolean(), 'true or false'),
  // Lectern's own: leave a page out of the search index, or rank it higher (2) or lower (0.5).
  search: field(z.boolean(), 'true or false'),
  search_boost: field(z.number().positive(), 'a number above 0, like 2 or 0.5'),
};

/** Fields of docs and blog posts. */
export const contentFields = {
  slug: field(text, 'a URL path, like /my-page'),
  tags: field(z.array(tag), 'a list of tag names or { label, permalink } objects, like [release, guide]'),
  last_update: field(
    z.strictObject({ author: text.optional(), date: day.optional() }).refine((u) => u.author !== undefined || u.date !== undefined),
    '{ author, date } with at least one of them, like { date: 2024-05-01, author: Ada }',
  ),
};

/** Rules between keys; each names the key it rejects, so that key alone is reported and left out, and says what that key allows. */
export function crossChecks(fm: { toc_min_heading_level?: number; toc_max_heading_level?: number; draft?: boolean; unlisted?: boolean }, ctx: z.RefinementCtx): void {
  const reject = (key: string, allowed: string) => ctx.addIssue({ code: 'custom', path: [key], message: allowed, params: { allowed } });
  const { toc_min_heading_level: min, toc_max_heading_level: max } = fm;
  if (min !== undefined && max !== undefined && min > max) reject('toc_min_heading_level', `a heading level from 2 to toc_max_heading_level (${max})`);
  if (fm.draft && fm.unlisted) reject('unlisted', 'false while draft is true (a draft is never published)');
}
