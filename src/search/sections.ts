import { Parser } from 'htmlparser2';
import type { SearchSection, SectionsJson } from './types.ts';

/** Headings that start a section: h2 and h3, the levels the table of contents shows. */
const SECTION_HEADINGS = new Set(['h2', 'h3']);
/** Elements whose text is not prose: code listings, controls, the heading anchors (`#`). */
const SKIPPED = new Set(['pre', 'script', 'style', 'button', 'svg', 'template', 'noscript', 'select']);

export interface PageText {
  url: string;
  /** The page's title; when empty, the document's `<title>` up to ` | ` (the site name). */
  title: string;
  /** Doc categories above the page (its breadcrumbs without the page itself). */
  crumbs: string[];
}

/**
 * Reads a rendered page's sections: the article (the element marked `data-lectern-slot="content"`,
 * else `<main>`) split at its h2/h3 headings, each with its anchor, its parent headings and its text.
 */
export function pageSections(html: string, page: PageText): SearchSection[] {
  if (!page.title) page = { ...page, title: documentTitle(html) };
  const slot = html.indexOf('data-lectern-slot="content"');
  const slotted = slot >= 0;
  // Parsing starts at the container: the head, the inline payload and the sidebar are two thirds of a page.
  const start = slotted ? html.lastIndexOf('<', slot) : Math.max(0, html.indexOf('<main'));
  const sections: SearchSection[] = [];
  let current: SearchSection = { url: page.url, pageTitle: page.title, heading: page.title, breadcrumb: page.crumbs, text: '' };
  const text: string[] = [];
  let h2 = '';
  let state: 'before' | 'inside' | 'after' = 'before';
  let containerDepth = 0;
  let depth = 0;
  let skipDepth = -1;
  let heading: { level: string; id: string; text: string[] } | undefined;

  // The opening section is kept when it has text; a heading's section always (its heading is searchable).
  const close = () => {
    current.text = squash(text.join(''));
    text.length = 0;
    if (current.text || sections.length || current.heading !== page.title || current.url !== page.url) sections.push(current);
  };

  const parser = new Parser(
    {
      onopentag(name, attrs) {
        depth++;
        if (state === 'before') {
          if (slotted ? attrs['data-lectern-slot'] === 'content' : name === 'main') {
            state = 'inside';
            containerDepth = depth;
          }
          return;
        }
        if (state !== 'inside' || skipDepth >= 0) return;
        if (SKIPPED.has(name) || (attrs.class ?? '').split(' ').includes('hash-link')) skipDepth = depth;
        else if (SECTION_HEADINGS.has(name)) {
          close();
          heading = { level: name, id: attrs.id ?? '', text: [] };
        } else if (BLOCKS.has(name)) text.push(' ');
      },
      ontext(data) {
        if (state !== 'inside' || skipDepth >= 0) return;
        (heading ? heading.text : text).push(data);
      },
      onclosetag(name) {
        if (state === 'inside') {
          if (skipDepth === depth) skipDepth = -1;
          else if (heading && name === heading.level && skipDepth < 0) {
            const title = squash(heading.text.join(''));
            const parents = heading.level === 'h3' && h2 ? [page.title, h2] : [page.title];
            if (heading.level === 'h2') h2 = title;
            current = { url: heading.id ? `${page.url}#${heading.id}` : page.url, pageTitle: page.title, heading: title, breadcrumb: [...page.crumbs, ...parents], text: '' };
            heading = undefined;
          } else if (BLOCKS.has(name)) text.push(' ');
          if (depth === containerDepth) {
            state = 'after';
            // The rest (table of contents, footer, the handoff payload) holds nothing to index.
            parser.pause();
          }
        }
        depth--;
      },
    },
    { decodeEntities: true },
  );
  parser.end(html.slice(start));
  close();
  return sections;
}

/** Sections in the form the main thread keeps (see SectionsJson). */
export function sectionsJson(sections: readonly SearchSection[]): SectionsJson {
  return { json: JSON.stringify(sections), bytes: sections.reduce((n, s) => n + s.text.length + s.heading.length, 0) };
}

function documentTitle(html: string): string {
  let title = '';
  let inTitle = false;
  const parser = new Parser({ onopentag: (name) => (inTitle = name === 'title'), ontext: (data) => inTitle && (title += data), onclosetag: (name) => name === 'title' && (inTitle = false) }, { decodeEntities: true });
  parser.end(html.slice(0, html.indexOf('</title>') + 8));
  return squash(title).replace(/ \| [^|]*$/, '');
}

/** Elements that separate words: their text must not run into the next element's. */
const BLOCKS = new Set(['p', 'li', 'div', 'tr', 'td', 'th', 'h1', 'h4', 'h5', 'h6', 'br', 'dd', 'dt', 'blockquote', 'section', 'table', 'summary', 'details', 'figcaption']);

function squash(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}
