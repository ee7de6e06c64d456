import type { BodySection, PageText, SearchSection, SectionsJson } from './types.ts';

/** Headings that start a section: h2 and h3, the levels the table of contents shows. */
const SECTION_HEADINGS = new Set(['h2', 'h3']);
/** Elements whose text is not prose: code listings, controls, the heading anchors (`#`). */
const SKIPPED = new Set(['pre', 'script', 'style', 'button', 'svg', 'template', 'noscript', 'select']);
/** Elements that separate words: their text must not run into the next element's. */
const BLOCKS = new Set(['p', 'li', 'div', 'tr', 'td', 'th', 'h1', 'h4', 'h5', 'h6', 'br', 'dd', 'dt', 'blockquote', 'section', 'table', 'summary', 'details', 'figcaption']);

/** Element events (opening tag, text, closing tag) of an article, read into its sections. */
export class SectionReader {
  private readonly sections: BodySection[] = [];
  private current: BodySection = { text: '' };
  private readonly text: string[] = [];
  private depth = 0;
  private skipDepth = -1;
  private heading: { level: 'h2' | 'h3'; id: string; text: string[] } | undefined;

  open(name: string, attrs: Readonly<Record<string, string | undefined>>): void {
    this.depth++;
    if (this.skipDepth >= 0) return;
    if (SKIPPED.has(name) || (attrs.class ?? '').split(' ').includes('hash-link')) this.skipDepth = this.depth;
    else if (SECTION_HEADINGS.has(name)) {
      this.endSection();
      this.heading = { level: name as 'h2' | 'h3', id: attrs.id ?? '', text: [] };
    } else if (BLOCKS.has(name)) this.text.push(' ');
  }

  addText(data: string): void {
    if (this.skipDepth < 0) (this.heading ? this.heading.text : this.text).push(data);
  }

  close(name: string): void {
    if (this.skipDepth === this.depth) this.skipDepth = -1;
    else if (this.heading && name === this.heading.level && this.skipDepth < 0) {
      const { level, id } = this.heading;
      this.current = { heading: { level, id, text: squash(this.heading.text.join('')) }, text: '' };
      this.heading = undefined;
    } else if (BLOCKS.has(name)) this.text.push(' ');
    this.depth--;
  }

  /** Depth of open elements: 0 once the article's own element has closed. */
  get openElements(): number {
    return this.depth;
  }

  finish(): BodySection[] {
    this.endSection();
    return this.sections;
  }

  private endSection(): void {
    this.current.text = squash(this.text.join(''));
    this.text.length = 0;
    this.sections.push(this.current);
  }
}

/**
 * A page's search sections from its article's: each heading's section with its anchor and its parent
 * headings. The opening section is kept when it has text; a heading's section always (its heading is searchable).
 */
export function searchSections(body: readonly BodySection[], page: PageText): SearchSection[] {
  const sections: SearchSection[] = [];
  let h2 = '';
  for (const part of body) {
    const heading = part.heading;
    const parents = heading?.level === 'h3' && h2 ? [page.title, h2] : [page.title];
    if (heading?.level === 'h2') h2 = heading.text;
    const section: SearchSection = heading
      ? { url: heading.id ? `${page.url}#${heading.id}` : page.url, pageTitle: page.title, heading: heading.text, breadcrumb: [...page.crumbs, ...parents], text: part.text }
      : { url: page.url, pageTitle: page.title, heading: page.title, breadcrumb: page.crumbs, text: part.text };
    if (section.text || sections.length || section.heading !== page.title || section.url !== page.url) sections.push(section);
  }
  return sections;
}

/** Sections in the form the main thread keeps (see SectionsJson). */
export function sectionsJson(sections: readonly SearchSection[]): SectionsJson {
  return { json: JSON.stringify(sections), bytes: sections.reduce((n, s) => n + s.text.length + s.heading.length, 0) };
}

/** Whitespace runs as one space. Single spaces, most of them, are not matched: 3.5× faster than `\s+`. */
export function squash(value: string): string {
  return value.replace(/\s{2,}|[^\S ]/g, ' ').trim();
}
