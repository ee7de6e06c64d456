import { Parser } from 'htmlparser2';
import { SectionReader, searchSections, squash } from './section-reader.ts';
import { CONTENT_SLOT, type PageText, type SearchSection } from './types.ts';

/**
 * Reads a rendered page's sections: the article (the element marked `data-lectern-slot="content"`,
 * else `<main>`) split at its h2/h3 headings, each with its anchor, its parent headings and its text.
 * A page whose compile read its article's sections already (`page.body`) is not parsed.
 */
export function pageSections(html: string, page: PageText): SearchSection[] {
  if (!page.title) page = { ...page, title: documentTitle(html) };
  if (page.body) return searchSections(page.body, page);
  const slot = html.indexOf(`data-lectern-slot="${CONTENT_SLOT}"`);
  const slotted = slot >= 0;
  // Parsing starts at the container: the head, the inline payload and the sidebar are two thirds of a page.
  const start = slotted ? html.lastIndexOf('<', slot) : Math.max(0, html.indexOf('<main'));
  const reader = new SectionReader();
  let inside = false;
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (inside) reader.open(name, attrs);
        else if (slotted ? attrs['data-lectern-slot'] === CONTENT_SLOT : name === 'main') inside = true;
      },
      ontext(data) {
        if (inside) reader.addText(data);
      },
      onclosetag(name) {
        if (!inside) return;
        if (reader.openElements > 0) return reader.close(name);
        // The rest (table of contents, footer, the handoff payload) holds nothing to index.
        inside = false;
        parser.pause();
      },
    },
    { decodeEntities: true },
  );
  parser.end(html.slice(start));
  return searchSections(reader.finish(), page);
}

function documentTitle(html: string): string {
  let title = '';
  let inTitle = false;
  const parser = new Parser({ onopentag: (name) => (inTitle = name === 'title'), ontext: (data) => inTitle && (title += data), onclosetag: (name) => name === 'title' && (inTitle = false) }, { decodeEntities: true });
  parser.end(html.slice(0, html.indexOf('</title>') + 8));
  return squash(title).replace(/ \| [^|]*$/, '');
}

