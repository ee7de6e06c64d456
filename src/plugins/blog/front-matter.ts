import { z } from 'zod';
import { commonFields, contentFields, crossChecks, day, field, text } from '../front-matter/fields.ts';

/** An author written in a post: a key of the authors file (with overrides), or the author in full. */
const author = z
  .looseObject({ key: text.optional(), name: text.optional(), title: text.optional(), url: text.optional(), image_url: text.optional(), imageURL: text.optional(), email: text.optional() })
  .refine((a) => a.key !== undefined || a.name !== undefined || a.image_url !== undefined || a.imageURL !== undefined);
export type FrontMatterAuthor = z.output<typeof author>;

/** A blog post's front matter keys (Docusaurus's, plus Lectern's search keys); any other key passes through. */
export const postFrontMatter = z
  .looseObject({
    ...commonFields,
    ...contentFields,
    id: field(text, 'text, like my-post'),
    date: field(day, 'a date, like 2024-05-01'),
    authors: field(z.union([text, author, z.array(z.union([text, author]))]), 'an author key, { key } or { name, title, url, image_url }, or a list of them'),
    // Docusaurus's older single-author keys.
    author: field(text, 'the author name'),
    author_title: field(text, 'text'),
    author_url: field(text, 'a URL'),
    author_image_url: field(text, 'a URL'),
    authorURL: field(text, 'a URL'),
    authorTitle: field(text, 'text'),
    authorImageURL: field(text, 'a URL'),
    sidebar_label: field(text, 'text'),
  })
  .superRefine(crossChecks);

export type PostFrontMatter = z.output<typeof postFrontMatter>;
