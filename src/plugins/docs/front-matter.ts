import { z } from 'zod';
import { commonFields, contentFields, crossChecks, field, text, textOrEmpty } from '../front-matter/fields.ts';

/** A doc's front matter keys (Docusaurus's, plus Lectern's search keys); any other key passes through. */
export const docFrontMatter = z
  .looseObject({
    ...commonFields,
    ...contentFields,
    id: field(text, 'text, like my-doc'),
    hide_title: field(z.boolean(), 'true or false'),
    sidebar_label: field(text, 'text'),
    sidebar_position: field(z.number(), 'a number'),
    sidebar_class_name: field(text, 'a CSS class name'),
    sidebar_custom_props: field(z.record(z.string(), z.unknown()), 'a mapping of keys to values'),
    displayed_sidebar: field(text.nullable(), 'a sidebar id, or null for none'),
    pagination_label: field(text, 'text'),
    pagination_next: field(text.nullable(), 'a doc id, or null for no link'),
    pagination_prev: field(text.nullable(), 'a doc id, or null for no link'),
    parse_number_prefixes: field(z.boolean(), 'true or false'),
    custom_edit_url: field(textOrEmpty.nullable(), 'a URL, or null for no edit link'),
  })
  .superRefine(crossChecks);

export type DocFrontMatter = z.output<typeof docFrontMatter>;
