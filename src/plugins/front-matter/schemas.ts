import { postFrontMatter } from '../blog/front-matter.ts';
import { docFrontMatter } from '../docs/front-matter.ts';
import { pageFrontMatter } from '../pages/front-matter.ts';

/**
 * Each content plugin's front matter schema by plugin kind. Imported only when a validation is not
 * remembered: zod and the schemas cost ~60 ms to load, which an edit that keeps every front matter skips.
 */
export const frontMatterSchemas = { docs: docFrontMatter, blog: postFrontMatter, pages: pageFrontMatter };

export type FrontMatterKind = keyof typeof frontMatterSchemas;
