import { BuildError } from '../util/errors.ts';
import { hashBytes } from '../util/hash.ts';
import { outsideCodeFences } from './fences.ts';
import { splitFrontMatter } from './frontmatter.ts';
import { languagesFor } from './highlight.ts';
import { renderMarkdown } from './md-pipeline.ts';
import { fenceSpans } from './fence-reuse.ts';
import type { CompiledBody, CompiledDoc, CompileOptions, MdContext } from './types.ts';

/** Where an excerpt ends: `<!-- truncate -->` in Markdown, `{/* truncate *\/}` in MDX too. */
const TRUNCATE = /^[ \t]*(?:<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\})[ \t]*$/m;

const MDX_CODE_BLOCK = /^[ \t]{0,3}(`{3,}|~{3,})mdx-code-block[ \t]*$/;

/**
 * A ```` ```mdx-code-block ```` fence holds content, not code (Docusaurus writes it so that MDX inside
 * survives tools that only know Markdown): its fence lines become blank lines and the content stays,
 * every line where it was.
 */
export function unwrapMdxCodeBlocks(body: string): string {
  const lines = body.split('\n');
  let fence: string | undefined;
  for (let i = 0; i < lines.length; i++) {
    if (fence === undefined) {
      fence = MDX_CODE_BLOCK.exec(lines[i])?.[1];
      if (fence !== undefined) lines[i] = '';
    } else if (lines[i].trim() === fence) {
      lines[i] = '';
      fence = undefined;
    }
  }
  return lines.join('\n');
}

/** An import or export statement, a JSX component or an MDX comment, at the start of a line. */
const MDX_SYNTAX = /^(?:[ \t]*(?:import|export)\s|.*<[A-Z][\w.]*[\s/>]|.*\{\/\*)/m;

/**
 * Whether a `.md` file needs the MDX compiler under `format: 'mdx'`. One without MDX syntax reads the
 * same in both pipelines (the tests hold them to it), so it keeps the fast path. Code blocks do not count.
 */
export function usesMdxSyntax(body: string): boolean {
  let found = false;
  outsideCodeFences(body, (text) => {
    found ||= MDX_SYNTAX.test(text.replace(/(`+)[^`]*?\1/g, ''));
    return text;
  });
  return found;
}

/** Decodes bytes as UTF-8, refusing files that are not: a mis-encoded page would publish mojibake. */
export function decodeUtf8(bytes: Uint8Array, file: string): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    const loose = new TextDecoder('utf-8').decode(bytes);
    const bad = loose.indexOf('\uFFFD');
    const line = loose.slice(0, Math.max(bad, 0)).split('\n').length;
    throw new BuildError('file is not valid UTF-8 text', { file, line }, 're-save it as UTF-8 in your editor');
  }
}

/**
 * Compiles a body. A Markdown body offered the code blocks of the file's last compile first renders
 * with them and no grammars; only if it has a new block are the grammars resolved and the body rendered
 * again (the result is the same either way: a block's HTML depends on its text alone). Without an
 * offer, as in a clean build, the grammars are resolved first and the body renders once.
 */
async function compileBody(body: string, mdx: boolean, ctx: MdContext, grammars: () => Promise<Set<string>>, withSections: boolean) {
  if (!mdx) {
    let r = await renderMarkdown(body, ctx.reuse ? ctx : { ...ctx, languages: await grammars() }, withSections);
    if (r.needsGrammars) r = await renderMarkdown(body, { ...ctx, languages: await grammars() }, withSections);
    const fences = fenceSpans(r.html, r.fences);
    return { body: { kind: 'html', code: r.html, ...(fences.length ? { fences } : {}), ...(r.sections && { sections: r.sections }) } as CompiledBody, toc: r.toc, contentTitle: r.contentTitle, fileLinks: r.fileLinks, themeImports: {}, imports: [], images: [], wordCount: r.wordCount, description: r.description, unhighlighted: r.unhighlighted };
  }
  // The MDX toolchain is loaded only when an .mdx file needs compiling.
  const { renderMdx } = await import('./mdx-pipeline.ts');
  const r = await renderMdx(body, { ...ctx, languages: await grammars() });
  return { body: { kind: 'mdx', code: r.code } as CompiledBody, toc: r.toc, contentTitle: r.contentTitle, fileLinks: r.fileLinks, themeImports: r.themeImports, imports: r.imports, images: r.images, wordCount: r.wordCount, description: r.description, unhighlighted: r.unhighlighted };
}

/**
 * Compiles one Markdown/MDX source. The result depends only on the text, the extension and `options`
 * (never on the file's path), so identical files in several doc versions share one cache entry.
 */
export async function compileSource(source: string, ext: string, options: CompileOptions, file: string, reuse?: ReadonlyMap<string, string>): Promise<CompiledDoc> {
  // One line ending for both pipelines: micromark keeps the \r of \r\n in code blocks, where the browser
  // shows it as a second line break; markdown-it drops it. Line numbers are unchanged.
  const split = splitFrontMatter(source.replace(/\r\n?/g, '\n'), file);
  const { frontMatter, bodyLineOffset } = split;
  const body = unwrapMdxCodeBlocks(split.body);
  const mdx = options.format !== 'md' && (ext === '.mdx' || (options.format === 'mdx' && usesMdxSyntax(body)));
  let languages: Promise<Set<string>> | undefined;
  const grammars = () => (languages ??= languagesFor(options.additionalLanguages));
  const ctx: MdContext = { file, lineOffset: bodyLineOffset, math: options.math, mermaid: options.mermaid, onUnknownLanguage: options.onUnknownLanguage, reuse };
  const main = await compileBody(body, mdx, ctx, grammars, true);
  const cut = TRUNCATE.exec(body);
  const excerpt = cut ? (await compileBody(body.slice(0, cut.index), mdx, ctx, grammars, false)).body : undefined;
  return {
    meta: {
      frontMatter,
      contentTitle: main.contentTitle,
      toc: main.toc,
      fileLinks: main.fileLinks,
      themeImports: main.themeImports,
      ...(main.imports.length ? { imports: main.imports } : {}),
      images: main.images,
      hasExcerpt: Boolean(cut),
      excerptHash: excerpt ? hashBytes(excerpt.code) : undefined,
      wordCount: main.wordCount,
      description: main.description,
      ...(main.unhighlighted.length ? { unhighlighted: main.unhighlighted } : {}),
    },
    body: main.body,
    excerpt,
  };
}

/**
 * An imported Markdown or MDX file (a partial) as an ES module for the theme bundle. Read as the pages
 * are: `.mdx`, or `.md` under `format: 'mdx'`, is MDX; a `.md` file otherwise is CommonMark. Its front
 * matter, if any, is not part of what it shows.
 */
export async function compilePartial(source: string, ext: string, options: CompileOptions, file: string, resolveLink: (href: string) => string | undefined): Promise<string> {
  const split = splitFrontMatter(source.replace(/\r\n?/g, '\n'), file);
  const mdx = ext === '.mdx' || options.format === 'mdx';
  const { renderMdxPartial } = await import('./mdx-pipeline.ts');
  const ctx = { file, lineOffset: split.bodyLineOffset, math: options.math, mermaid: options.mermaid, onUnknownLanguage: options.onUnknownLanguage, languages: await languagesFor(options.additionalLanguages) };
  return renderMdxPartial(unwrapMdxCodeBlocks(split.body), ctx, mdx ? 'mdx' : 'md', resolveLink);
}
