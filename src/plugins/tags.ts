import type { ReportingSeverity } from '../config/define.ts';
import { BuildError } from '../util/errors.ts';
import type { FrontMatterTag } from './front-matter/fields.ts';
import { encodePath, joinUrl, slugify } from './url.ts';

/** A tag as pages show it. */
export interface Tag {
  label: string;
  permalink: string;
  description?: string;
}

/** `tags.yml`: key → label, permalink segment and description, all optional. */
export type TagsFile = Record<string, { label?: string; permalink?: string; description?: string } | null>;

export interface TagRules {
  /** The parsed tags file and its path, when the instance has one. */
  declared?: { file: string; tags: TagsFile };
  /** URL prefix of tag pages, e.g. `/docs/tags/`. */
  basePath: string;
  onInlineTags: ReportingSeverity;
  warn(message: string): void;
}

/** Checks the shape of a parsed tags file, so a typo fails with the file's name. */
export function checkTagsFile(value: unknown, file: string): TagsFile {
  if (value === null || value === undefined) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw new BuildError('a tags file must map tag keys to { label, permalink, description }', { file }, 'write `release:` lines with `label: Release` under them');
  return value as TagsFile;
}

/**
 * Front-matter tags (keys of the tags file, inline labels, or `{ label, permalink }` objects) as pages
 * show them. An inline tag is reported per `onInlineTags` when the instance declares its tags.
 */
export function resolveTags(list: readonly FrontMatterTag[] | undefined, source: string, rules: TagRules): Tag[] {
  const tags = (list ?? []).map((key): Tag => {
    if (typeof key === 'object') return { label: key.label, permalink: joinUrl(rules.basePath, encodePath(key.permalink ?? slugify(key.label))) };
    const known = rules.declared?.tags[key];
    if (rules.declared && known === undefined) {
      const message = `tag "${key}" is not declared in ${rules.declared.file}`;
      const declared = Object.keys(rules.declared.tags);
      if (rules.onInlineTags === 'throw') throw new BuildError(message, { file: source }, `declare it there or use one of: ${declared.join(', ') || '(none declared)'}`);
      if (rules.onInlineTags === 'warn') rules.warn(`${source}: ${message}`);
    }
    return { label: known?.label ?? key, permalink: joinUrl(rules.basePath, encodePath(known?.permalink ?? slugify(key))), description: known?.description };
  });
  const seen = new Set<string>();
  return tags.filter((t) => !seen.has(t.permalink) && seen.add(t.permalink));
}
