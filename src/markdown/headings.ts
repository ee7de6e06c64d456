import GithubSlugger from 'github-slugger';
import type { Element } from 'hast';

/** `## Title {#my-id}`: the explicit id syntax authors bring from Docusaurus. */
const CUSTOM_ID = /\s*\{#([\w-]+)\}\s*$/;

export function splitCustomId(text: string): { text: string; id?: string } {
  const m = CUSTOM_ID.exec(text);
  return m ? { text: text.slice(0, m.index), id: m[1] } : { text };
}

/** Ids unique within one page, GitHub-style; explicit ids are reserved so later slugs avoid them. */
export class HeadingIds {
  private readonly slugger = new GithubSlugger();

  idFor(text: string, explicit?: string): string {
    if (explicit) {
      // Recorded as the slugger records a slug it hands out (0 = used once), so a later heading slugged
      // to the same text gets `-1`, as on GitHub.
      this.slugger.occurrences[explicit] ??= 0;
      return explicit;
    }
    return this.slugger.slug(text);
  }
}

/**
 * The anchor link after each heading's text; the same element for `.md` and `.mdx`. It is empty: its `#`
 * is drawn by CSS and its name is its label. The zero-width space Docusaurus puts inside was the only
 * character above U+00FF on most English pages, and one such character makes V8 hold a whole page's HTML
 * (body, payload, render output) as two bytes a character, which every hash, copy and write then pays for.
 */
export function hashLinkElement(id: string, text: string): Element {
  return {
    type: 'element',
    tagName: 'a',
    properties: { href: `#${id}`, className: ['hash-link'], ariaLabel: `Direct link to ${text}`, title: `Direct link to ${text}` },
    children: [],
  };
}
