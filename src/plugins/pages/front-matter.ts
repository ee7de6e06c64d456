import { z } from 'zod';
import { commonFields, crossChecks, field, text } from '../front-matter/fields.ts';

/** A Markdown page's front matter keys (Docusaurus's, plus Lectern's search keys); any other key passes through. */
export const pageFrontMatter = z
  .looseObject({
    ...commonFields,
    wrapperClassName: field(text, 'a CSS class name'),
  })
  .superRefine(crossChecks);

export type PageFrontMatter = z.output<typeof pageFrontMatter>;
