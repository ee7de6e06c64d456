import type { MarkdownFormat } from '../config/define.ts';
import type { BodySection } from '../search/types.ts';
/** One heading of a page, for its table of contents and for anchor checks. */
export interface TocItem {
  level: number;
  id: string;
  /** Plain text of the heading (escaped when rendered). */
  value: string;
}

/** What compiling produced that a reader sees: HTML for the `.md` fast path, a function body for MDX. */
export interface CompiledBody {
  kind: 'html' | 'mdx';
  code: string;
  /**
   * Where each code block's HTML sits in `code` (an HTML body only): the next compile of the same
   * file, with the same options, takes the unchanged blocks from here instead of highlighting them.
   */
  fences?: FenceSpan[];
  /** An HTML body's search sections, read as it compiled (see markdownSections). */
  sections?: BodySection[];
}

/** A code block in a compiled HTML body: its fenceKey, and the offset and length of its HTML. */
export type FenceSpan = [key: string, start: number, length: number];

/** Everything about a compiled file that plugins and layouts read, without the body. */
export interface DocMeta {
  frontMatter: Record<string, unknown>;
  /** Text of a leading `# Title`, which then serves as the page title. */
  contentTitle?: string;
  toc: TocItem[];
  /** Links to other Markdown files (`./other.md#x`), in placeholder order; resolved per route at render. */
  fileLinks: string[];
  /** Theme components an MDX file imports: local name → theme module name. */
  themeImports: Record<string, string>;
  /** Every other module an MDX file imports (relative, `@site/`, packages, `@docusaurus/`), bundled with the theme. */
  imports?: ModuleImport[];
  /** Site paths an MDX file passes to `<IdealImage img="…">` as literals; the build makes their variants. */
  images: string[];
  hasExcerpt: boolean;
  /** Words of prose and code in the body, for reading time. */
  wordCount: number;
  /** Hash of the compiled excerpt: list pages depend on it, not on the text after the cut. */
  excerptHash?: string;
  /** The first paragraph as plain text: the page's description when its front matter gives none. */
  description?: string;
  /** Code blocks left unhighlighted for want of a grammar (onUnknownLanguage: 'warn'): each build warns of them. */
  unhighlighted?: UnhighlightedBlock[];
}

/**
 * The part of a module's metadata that build-wide stages (images, theme, plan, search) read for every
 * module on every build. Stored beside the full metadata, so an edit build reads these few fields of each
 * doc and parses a doc's whole metadata (TOC, front matter, description) only when a stage asks for it.
 */
export interface ModuleFacts {
  fileLinks: string[];
  themeImports: Record<string, string>;
  imports?: ModuleImport[];
  images: string[];
  excerptHash?: string;
  unhighlighted?: UnhighlightedBlock[];
  /** The front matter fields that decide whether and how a page is searched. */
  frontMatter: { search?: unknown; search_boost?: unknown };
}

export function moduleFacts(meta: DocMeta): ModuleFacts {
  const { search, search_boost } = meta.frontMatter;
  return {
    fileLinks: meta.fileLinks,
    themeImports: meta.themeImports,
    ...(meta.imports ? { imports: meta.imports } : {}),
    images: meta.images,
    ...(meta.excerptHash !== undefined ? { excerptHash: meta.excerptHash } : {}),
    ...(meta.unhighlighted ? { unhighlighted: meta.unhighlighted } : {}),
    frontMatter: { ...(search !== undefined ? { search } : {}), ...(search_boost !== undefined ? { search_boost } : {}) },
  };
}

/** An `import … from 'source'` of an MDX file, with its line for errors. */
export interface ModuleImport {
  source: string;
  line?: number;
}

export interface CompiledDoc {
  meta: DocMeta;
  body: CompiledBody;
  excerpt?: CompiledBody;
}

/** The options that shape compiled output; their hash is part of every compile cache key. */
export interface CompileOptions {
  additionalLanguages: string[];
  /** A code block whose language has no grammar: a build error, or shown unhighlighted with a warning. */
  onUnknownLanguage: 'throw' | 'warn';
  format: MarkdownFormat;
  math: boolean;
  /** ```` ```mermaid ```` fences are diagrams (rendered in the browser), not code. */
  mermaid: boolean;
}

/** What rendering one body needs besides its text: where it is (for errors) and the options shaping it. */
/** A code block shown without highlighting because its language has no grammar (the first per language). */
export interface UnhighlightedBlock {
  language: string;
  line?: number;
}

export interface BodyContext extends Pick<CompileOptions, 'math' | 'mermaid' | 'onUnknownLanguage'> {
  file: string;
  /** Lines before the body (front matter), added to every line number an error names. */
  lineOffset: number;
  /** Fence names with a grammar (see highlight.ts). */
  languages: Set<string>;
}

/** A Markdown body's context: the grammars are resolved only once a code block needs highlighting. */
export interface MdContext extends Omit<BodyContext, 'languages'> {
  languages?: Set<string>;
  /** The HTML of the code blocks this file's last compile made (same options), by fenceKey. */
  reuse?: ReadonlyMap<string, string>;
}

/** Prefix of a partial's image import: the bundle gives the file's URL, whatever a script import of that type gives. */
export const FILE_URL_IMPORT = 'lectern-file-url:';

/** Placeholder href for a Markdown file link, replaced by the target's URL when the route renders. */
export const FILE_LINK_PREFIX = 'lectern-file-link:';
