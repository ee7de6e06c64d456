import { posix } from 'node:path';
import type { Element } from 'hast';
import type { Code, Heading, Image, Link, Paragraph, Root, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { ContainerDirective } from 'mdast-util-directive';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import type { AssignmentProperty, Expression, ImportDeclaration, Program, VariableDeclaration, VariableDeclarator } from 'estree';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import type { Plugin } from 'unified';
import { visit, SKIP } from 'unist-util-visit';
import { BuildError } from '../util/errors.ts';
import { admonitionClasses, defaultAdmonitionTitle, isAdmonitionType } from './admonitions.ts';
import { HeadingIds, hashLinkElement, splitCustomId } from './headings.ts';
import { codeBlockElement, type UnknownLanguagePolicy } from './highlight.ts';
import { outsideCodeFences } from './fences.ts';
import { convertNpmCommands, PACKAGE_MANAGERS, wantsNpm2Yarn, withoutNpm2Yarn } from './npm2yarn.ts';
import { classifyHref, EXTERNAL_LINK_PROPS, isRelativeSrc, PATHNAME_PREFIX } from './links.ts';
import { FILE_LINK_PREFIX, FILE_URL_IMPORT } from './types.ts';
import type { BodyContext, ModuleImport, TocItem, UnhighlightedBlock } from './types.ts';
import { isMermaidFence, mermaidElement } from './mermaid.ts';
import { requiresAsImports } from './mdx-requires.ts';
import { checkMdxNesting } from './mdx-nesting.ts';
import { rehypeTaskLabels } from './task-labels.ts';
import { rehypeFocusableTables } from './tables.ts';
import { countWords, plainText } from './words.ts';

export interface MdxResult {
  code: string;
  toc: TocItem[];
  contentTitle?: string;
  fileLinks: string[];
  themeImports: Record<string, string>;
  imports: ModuleImport[];
  /** Literal `img` paths passed to `@theme/IdealImage`, in order of appearance, each once. */
  images: string[];
  wordCount: number;
  description?: string;
  unhighlighted: UnhighlightedBlock[];
}

interface Collected extends Omit<MdxResult, 'code' | 'images'>, BodyContext {
  unhighlighted: UnhighlightedBlock[];
  /** A partial's Markdown file links, resolved as it compiles (a page body leaves placeholders instead). */
  resolveLink?: (href: string) => string | undefined;
  /** Every JSX element with a literal `img` attribute; which names are IdealImage is known once imports are read. */
  imgProps: { element: string; src: string }[];
}

/** The theme component whose literal `img` paths the build turns into responsive variants. */
const IDEAL_IMAGE = 'IdealImage';

/**
 * A node of our own type: remark-rehype turns unknown nodes into elements and applies `data.hName`,
 * `hProperties` and `hChildren`, so prebuilt hast (code blocks, anchors) passes through unchanged.
 */
function hastNode(el: Element): RootContent {
  return { type: 'lecternHast', data: { hName: el.tagName, hProperties: el.properties, hChildren: el.children }, children: [] } as unknown as RootContent;
}

/** Local names the npm2yarn tabs use for the theme's Tabs and TabItem: no author writes these. */
const NPM2YARN_TABS = 'LecternNpm2YarnTabs';
const NPM2YARN_TAB = 'LecternNpm2YarnTab';

function jsxFlow(name: string, attributes: Record<string, string>, children: RootContent[]): MdxJsxFlowElement {
  return { type: 'mdxJsxFlowElement', name, attributes: Object.entries(attributes).map(([key, value]) => ({ type: 'mdxJsxAttribute', name: key, value })), children: children as MdxJsxFlowElement['children'] };
}

/** A `npm2yarn` fence as the theme's Tabs, one tab per package manager, synced across the site by groupId. */
function npm2YarnTabs(code: Code, c: Collected, policy: UnknownLanguagePolicy): MdxJsxFlowElement {
  c.themeImports[NPM2YARN_TABS] = 'Tabs';
  c.themeImports[NPM2YARN_TAB] = 'TabItem';
  const meta = withoutNpm2Yarn(code.meta ?? '');
  const tabs = PACKAGE_MANAGERS.map((pm) => jsxFlow(NPM2YARN_TAB, { value: pm, label: pm }, [hastNode(codeBlockElement(`${convertNpmCommands(code.value, pm)}\n`, code.lang ?? '', meta, c.languages, policy))]));
  return jsxFlow(NPM2YARN_TABS, { groupId: 'npm2yarn' }, tabs);
}

/** An element wrapping mdast children that still go through the normal conversion. */
function box(tagName: string, className: string[], children: RootContent[]): RootContent {
  return { type: 'lecternBox', data: { hName: tagName, hProperties: { className } }, children } as unknown as RootContent;
}

/** `## Title {#id}` is an MDX expression to the parser; escaping the braces keeps it text for our id pass. */
export function escapeHeadingIds(body: string): string {
  return outsideCodeFences(body, (text) => text.replace(/^(#{1,6}[ \t].*?)[ \t]*\{#([\w-]+)\}[ \t]*$/gm, '$1 \\{#$2\\}'));
}

/** `:::note My title` (the older form) becomes `:::note[My title]` for remark-directive. */
export function normalizeAdmonitionTitles(body: string): string {
  return outsideCodeFences(body, (text) => text.replace(/^([ \t]*:{3,}[a-z]+)[ \t]+([^\[\s{][^\n]*)$/gm, (all, open: string, title: string) => (isAdmonitionType(open.replace(/[\s:]/g, '')) ? `${open}[${title.trim()}]` : all)));
}

/**
 * HTML comments (`<!-- truncate -->`, `<!-- prettier-ignore -->`) are not MDX; like Docusaurus we turn
 * them into MDX comments, outside code blocks and inline code, keeping every line where it was.
 */
export function htmlCommentsToMdx(body: string): string {
  return outsideCodeFences(body, (text) => text.replace(/(`+)[\s\S]*?\1|<!--([\s\S]*?)-->/g, (all, ticks: string | undefined, comment: string | undefined) => (ticks || comment === undefined ? all : `{/*${comment.replace(/\*\//g, '* /')}*/}`)));
}

/** A node's text as markdown-it's `.md` pipeline reads it: image alt text is not part of it. */
function textOf(node: Parameters<typeof toString>[0]): string {
  return toString(node, { includeImageAlt: false });
}

/**
 * A page body (`body`) hands its imports, Markdown file links and relative images to the build (see
 * collectImports); an imported partial (`partial`) is a module of the theme bundle, where esbuild resolves
 * its imports itself, so those stay as written.
 */
type CollectMode = 'body' | 'partial';

const collect = (c: Collected, mode: CollectMode): Plugin<[], Root> => () => (tree) => {
  const ids = new HeadingIds();
  /** A partial's imports of its relative images, put at the top of the module. */
  const imageImports: RootContent[] = [];
  const line = (node: { position?: { start: { line: number } } }) => (node.position ? node.position.start.line + c.lineOffset : undefined);
  visit(tree, (node, index, parent) => {
    switch (node.type) {
      case 'heading': {
        const heading = node as Heading;
        const last = heading.children[heading.children.length - 1];
        let explicit: string | undefined;
        if (last?.type === 'text') {
          const split = splitCustomId(last.value);
          last.value = split.text;
          explicit = split.id;
        }
        const text = textOf(heading).trim();
        const id = ids.idFor(text, explicit);
        heading.data = { ...heading.data, hProperties: { id } };
        if (heading.depth === 1 && c.contentTitle === undefined && c.toc.length === 0) c.contentTitle = text;
        if (heading.depth > 1) {
          c.toc.push({ level: heading.depth, id, value: text });
          heading.children.push(hastNode(hashLinkElement(id, text)) as never);
        }
        return;
      }
      case 'text':
      case 'inlineCode':
        c.wordCount += countWords((node as { value: string }).value);
        return;
      case 'paragraph':
        c.description ??= plainText(textOf(node));
        return;
      case 'code': {
        const code = node as Code;
        c.wordCount += countWords(code.value);
        // mdast leaves out the line ending after the last line, which markdown-it keeps and codeBlockTree
        // strips: without it a blank last line would be lost in .mdx only.
        const policy = { where: { file: c.file, line: line(code) }, ...(c.onUnknownLanguage === 'warn' && { unhighlighted: c.unhighlighted }) };
        const replacement = isMermaidFence(code.lang ?? '', c.mermaid)
          ? hastNode(mermaidElement(code.value))
          : wantsNpm2Yarn(code.meta ?? '')
            ? npm2YarnTabs(code, c, policy)
            : hastNode(codeBlockElement(`${code.value}\n`, code.lang ?? '', code.meta ?? '', c.languages, policy));
        if (parent && index !== undefined) parent.children[index] = replacement as never;
        return SKIP;
      }
      case 'image': {
        const image = node as Image;
        if (!isRelativeSrc(image.url)) return;
        if (mode === 'partial') {
          // A file outside the site is not published, as in a page body: the src stays as written.
          if (posix.normalize(posix.join(posix.dirname(c.file), image.url)).startsWith('../')) return;
          const { element, declaration } = importedImage(image, imageImports.length);
          imageImports.push(declaration);
          if (parent && index !== undefined) parent.children[index] = element as never;
          return;
        }
        c.fileLinks.push(image.url);
        image.url = FILE_LINK_PREFIX + (c.fileLinks.length - 1);
        return;
      }
      case 'link': {
        const link = node as Link;
        const kind = classifyHref(link.url);
        if (kind === 'file') {
          // A pathname:// link is a file, not a route: the client router leaves it to the browser.
          if (link.url.startsWith(PATHNAME_PREFIX)) link.data = { ...link.data, hProperties: { rel: ['external'] } };
          if (mode === 'partial') link.url = c.resolveLink?.(link.url) ?? link.url;
          else {
            c.fileLinks.push(link.url);
            link.url = FILE_LINK_PREFIX + (c.fileLinks.length - 1);
          }
        } else if (kind === 'external' && !link.url.startsWith('mailto:')) {
          link.data = { ...link.data, hProperties: { target: EXTERNAL_LINK_PROPS.target, rel: EXTERNAL_LINK_PROPS.rel.split(' ') } };
        }
        return;
      }
      case 'containerDirective': {
        const dir = node as ContainerDirective;
        if (!isAdmonitionType(dir.name)) return;
        const classes = admonitionClasses(dir.name);
        const first = dir.children[0];
        const hasLabel = first?.type === 'paragraph' && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel;
        // The label leaves the directive's children in place, and that same array becomes the content box's:
        // the visit goes on into it, so a nested admonition is replaced inside the box that shows it. As in
        // the `.md` path, the title is neither counted as words nor taken for the description.
        const label = hasLabel ? (dir.children.shift() as Paragraph) : undefined;
        const title = label ? (label.children as RootContent[]) : [{ type: 'text', value: defaultAdmonitionTitle(dir.name) } as RootContent];
        if (parent && index !== undefined) parent.children[index] = box('div', classes.outer, [box('div', classes.heading, title), box('div', classes.content, dir.children as RootContent[])]) as never;
        return;
      }
      case 'mdxjsEsm':
        if (mode === 'body') collectImports(node as MdxjsEsm, c, line(node));
        return;
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement': {
        const el = node as MdxJsxFlowElement | MdxJsxTextElement;
        const img = el.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'img');
        if (el.name && typeof img?.value === 'string') c.imgProps.push({ element: el.name, src: img.value });
        return;
      }
      case 'textDirective':
      case 'leafDirective': {
        // `a:b` in prose parses as a directive; anything not ours goes back to being the text it was.
        const d = node as unknown as { name: string; children: RootContent[] };
        const prefix = node.type === 'textDirective' ? ':' : '::';
        if (parent && index !== undefined) parent.children.splice(index, 1, { type: 'text', value: prefix + d.name } as never, ...(d.children as never[]));
        return;
      }
    }
  });
  if (mode === 'partial') {
    tree.children.unshift(...imageImports);
    return;
  }
  requiresAsImports(tree, importedModule, (source, node) => {
    if (!c.imports.some((i) => i.source === source)) c.imports.push({ source, line: line(node) });
  });
};

/**
 * A partial's relative image (`![Diagram](./diagram.png)`) as `<img src={image}>` with `image` imported
 * from the file, as Docusaurus compiles it: esbuild publishes the file and the import is its URL (an SVG
 * too, which a script importing it would get as a component).
 */
function importedImage(image: Image, n: number): { element: RootContent; declaration: RootContent } {
  const name = `__lecternImage${n}`;
  let source = image.url;
  try {
    source = decodeURIComponent(image.url);
  } catch {
    // Not percent-encoded text: the path as written.
  }
  const program = (statement: Program['body'][number]): Program => ({ type: 'Program', sourceType: 'module', body: [statement] });
  const imported = { type: 'mdxjsEsm', value: '', data: { estree: program({ type: 'ImportDeclaration', specifiers: [{ type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name } }], source: { type: 'Literal', value: FILE_URL_IMPORT + source }, attributes: [] }) } };
  const src = { type: 'mdxJsxAttribute', name: 'src', value: { type: 'mdxJsxAttributeValueExpression', value: name, data: { estree: program({ type: 'ExpressionStatement', expression: { type: 'Identifier', name } }) } } };
  const attributes = [src, { type: 'mdxJsxAttribute', name: 'alt', value: image.alt ?? '' }, ...(image.title ? [{ type: 'mdxJsxAttribute', name: 'title', value: image.title }] : [])];
  return { element: { type: 'mdxJsxTextElement', name: 'img', attributes, children: [] } as unknown as RootContent, declaration: imported as unknown as RootContent };
}

/** `arguments[0].imports[source]`: where the compiled body finds a bundled import (see Content.tsx). */
function importedModule(source: string): Expression {
  const args: Expression = { type: 'MemberExpression', object: { type: 'Identifier', name: 'arguments' }, property: { type: 'Literal', value: 0 }, computed: true, optional: false };
  const imports: Expression = { type: 'MemberExpression', object: args, property: { type: 'Identifier', name: 'imports' }, computed: false, optional: false };
  return { type: 'MemberExpression', object: imports, property: { type: 'Literal', value: source }, computed: true, optional: false };
}

/** `import A, { b as c } from 's'` as `const { default: A, b: c } = <module s>` (and `* as ns` as `const ns = …`). */
function importAsDeclaration(statement: ImportDeclaration): VariableDeclaration {
  const module = importedModule(String(statement.source.value));
  const declarations: VariableDeclarator[] = [];
  const properties: AssignmentProperty[] = [];
  for (const spec of statement.specifiers) {
    if (spec.type === 'ImportNamespaceSpecifier') {
      declarations.push({ type: 'VariableDeclarator', id: { type: 'Identifier', name: spec.local.name }, init: module });
      continue;
    }
    const imported = spec.type === 'ImportDefaultSpecifier' ? 'default' : spec.imported.type === 'Identifier' ? spec.imported.name : String(spec.imported.value);
    properties.push({ type: 'Property', kind: 'init', method: false, shorthand: false, computed: true, key: { type: 'Literal', value: imported }, value: { type: 'Identifier', name: spec.local.name } });
  }
  if (properties.length) declarations.push({ type: 'VariableDeclarator', id: { type: 'ObjectPattern', properties }, init: module });
  return { type: 'VariableDeclaration', kind: 'const', declarations };
}

/**
 * `@theme/` default imports become component lookups at render time (each loads lazily in the browser).
 * Any other import is bundled with the theme by esbuild and reaches the body as a declaration reading the
 * bundled module; a side-effect-only import (`import './x.css'`) is bundled and leaves nothing behind.
 */
function collectImports(node: MdxjsEsm, c: Collected, line: number | undefined): void {
  const program = node.data?.estree;
  if (!program) return;
  program.body = program.body.flatMap((statement) => {
    if (statement.type !== 'ImportDeclaration') return [statement];
    const source = String(statement.source.value);
    const themeDefault = source.startsWith('@theme/') && statement.specifiers.length === 1 && statement.specifiers[0].type === 'ImportDefaultSpecifier';
    if (themeDefault) {
      c.themeImports[statement.specifiers[0].local.name] = source.slice('@theme/'.length);
      return [];
    }
    if (!c.imports.some((i) => i.source === source)) c.imports.push({ source, line: statement.loc ? statement.loc.start.line + c.lineOffset : line });
    return statement.specifiers.length ? [importAsDeclaration(statement)] : [];
  });
  node.value = '';
}

let compileMdx: typeof import('@mdx-js/mdx').compile | undefined;

/** The full MDX path: JSX and imports need the real compiler. Loaded lazily: it costs ~0.6 s to import. */
export async function renderMdx(body: string, ctx: BodyContext): Promise<MdxResult> {
  const c = collected(ctx);
  const code = await runCompiler(body, c, 'body', { outputFormat: 'function-body' });
  const images = [...new Set(c.imgProps.filter((p) => c.themeImports[p.element] === IDEAL_IMAGE).map((p) => p.src))];
  return { code, unhighlighted: c.unhighlighted, toc: c.toc, contentTitle: c.contentTitle, fileLinks: c.fileLinks, themeImports: c.themeImports, imports: c.imports, images, wordCount: c.wordCount, description: c.description };
}

/**
 * An imported partial (`import Snippet from './_snippet.mdx'`) as an ES module whose default export is
 * the component, compiled as pages are (admonitions, highlighted code, heading anchors), with the site's
 * MDXComponents through `@mdx-js/react`, which the theme bundle resolves to its own module. `format` is `md` for a `.md` partial read as CommonMark. Its
 * links to Markdown files become the pages' URLs (`resolveLink`); one it cannot resolve stays as written,
 * for the link check to report.
 */
export async function renderMdxPartial(body: string, ctx: BodyContext, format: 'md' | 'mdx', resolveLink: (href: string) => string | undefined): Promise<string> {
  return runCompiler(body, { ...collected(ctx), resolveLink }, 'partial', { outputFormat: 'program', format, providerImportSource: '@mdx-js/react' });
}

function collected(ctx: BodyContext): Collected {
  return { ...ctx, toc: [], fileLinks: [], themeImports: {}, imports: [], imgProps: [], wordCount: 0, unhighlighted: [] };
}

async function runCompiler(body: string, c: Collected, mode: CollectMode, output: Pick<import('@mdx-js/mdx').CompileOptions, 'outputFormat' | 'format' | 'providerImportSource'>): Promise<string> {
  const { file, lineOffset, math } = c;
  checkMdxNesting(body, file, lineOffset);
  compileMdx ??= (await import('@mdx-js/mdx')).compile;
  try {
    const out = await compileMdx(htmlCommentsToMdx(normalizeAdmonitionTitles(escapeHeadingIds(body))), {
      ...output,
      development: false,
      remarkPlugins: [remarkGfm, remarkDirective, ...(math ? [(await import('remark-math')).default] : []), collect(c, mode)],
      rehypePlugins: [rehypeTaskLabels, rehypeFocusableTables, ...(math ? [(await import('rehype-katex')).default] : [])],
    });
    return String(out.value);
  } catch (err) {
    if (err instanceof BuildError) throw err;
    // The compiler recurses once per level of elements: thousands of nested tags exhaust the stack.
    if (err instanceof RangeError && /call stack/i.test(err.message)) {
      throw new BuildError('elements nested too deeply for the MDX compiler', { file }, 'flatten the nesting of JSX or HTML elements in this page (a few hundred levels at most)');
    }
    const e = err as MdxError;
    const { line: l, column } = errorPoint(e);
    throw new BuildError(`MDX syntax error: ${inFileLines(e.reason ?? e.message, lineOffset)}`, { file, line: l ? l + lineOffset : undefined, column }, 'fix the MDX at that line (in MDX, write `{` and `<` as `\\{` and `&lt;` in prose)');
  }
}

interface MdxError {
  reason?: string;
  message: string;
  line?: number;
  column?: number;
  place?: { line?: number; column?: number; start?: { line: number; column: number } };
}

/**
 * Where an MDX error points. A tag left open at the end of the file has no place: mdast-util-mdx-jsx names
 * the opening tag's position only in its reason, as `(line:column-line:column)`.
 */
function errorPoint(e: MdxError): { line?: number; column?: number } {
  const place = e.place && 'start' in e.place ? e.place.start : e.place;
  if (place?.line ?? e.line) return { line: place?.line ?? e.line, column: place?.column ?? e.column };
  const named = /\((\d+):(\d+)-\d+:\d+\)/.exec(e.reason ?? e.message);
  return named ? { line: Number(named[1]), column: Number(named[2]) } : {};
}

/** The compiler counts lines from the end of the front matter; positions in its reason must agree with the location's file line. */
function inFileLines(reason: string, lineOffset: number): string {
  return reason.replace(/\((\d+:\d+(?:-\d+:\d+)?)\)/g, (_, range: string) => `(${range.replace(/(\d+):/g, (_l, l: string) => `${Number(l) + lineOffset}:`)})`);
}
