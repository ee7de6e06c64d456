import { elementHtml } from './element-html.ts';
import markdownIt, { type MarkdownIt, type Token } from 'markdown-it';
import container from 'markdown-it-container';
import { gfmExtras } from './md-gfm.ts';
import { admonitionClasses, defaultAdmonitionTitle, isAdmonitionType, parseAdmonitionOpening, type AdmonitionType } from './admonitions.ts';
import { HeadingIds, hashLinkElement, splitCustomId } from './headings.ts';
import { convertNpmCommands, PACKAGE_MANAGERS, wantsNpm2Yarn, withoutNpm2Yarn } from './npm2yarn.ts';
import { codeBlockElement } from './highlight.ts';
import { classifyHref, EXTERNAL_LINK_PROPS, isRelativeSrc, PATHNAME_PREFIX } from './links.ts';
import { FILE_LINK_PREFIX } from './types.ts';
import { hashBytes } from '../util/hash.ts';
import type { MdContext, TocItem, UnhighlightedBlock } from './types.ts';
import { DEFAULT_LANGUAGES, isPlainLanguage } from './code-block.ts';
import { isMermaidFence, mermaidElement } from './mermaid.ts';
import { countWords, plainText } from './words.ts';
import { markdownSections } from './md-sections.ts';
import type { BodySection } from '../search/types.ts';

/** What one page's render collected while markdown-it walked it. */
export interface MdEnv extends MdContext {
  /** The HTML of each code block rendered (or reused), by fenceKey. */
  fences: Map<string, string>;
  /** A code block needed highlighting before the grammars were resolved: render again with them. */
  needsGrammars: boolean;
  unhighlighted: UnhighlightedBlock[];
  ids: HeadingIds;
  toc: TocItem[];
  contentTitle?: string;
  fileLinks: string[];
  wordCount: number;
  description?: string;
}

export interface MdResult {
  html: string;
  fences: Map<string, string>;
  needsGrammars: boolean;
  unhighlighted: UnhighlightedBlock[];
  toc: TocItem[];
  contentTitle?: string;
  fileLinks: string[];
  wordCount: number;
  description?: string;
  /** The body's search sections, when asked for (see markdownSections). */
  sections?: BodySection[];
}

type Linkify = MarkdownIt['linkify'];

/**
 * GFM (remark-gfm in `.mdx`) links a bare `www.` address; linkify-it 6 does not unless `fuzzyLink` is on,
 * which would also link any `example.com`. As in GFM, the domain after `www.` needs no top-level domain.
 */
function wwwAutolink(re: Linkify['re']): NonNullable<Parameters<Linkify['add']>[1]> {
  const domain = re.get_domain().source;
  const tail = new RegExp(`${domain}(?:\\.${domain})*${re.get_port().source}${re.get_host_terminator().source}${re.get_path().source}`, 'iy');
  return {
    validate(text, pos) {
      tail.lastIndex = pos;
      return tail.exec(text)?.[0].length ?? 0;
    },
    normalize(match) {
      match.url = `http://${match.url}`;
    },
  };
}

/**
 * The `.md` fast path: markdown-it is ~30× faster than micromark here, and the pieces a reader notices
 * (heading ids, code blocks, admonitions, links) come from the same helpers the MDX pipeline uses.
 */
function createRenderer(): MarkdownIt {
  const md = markdownIt({ html: true, linkify: true });
  md.linkify.add('www.', wwwAutolink(md.linkify.re));
  md.use(gfmExtras);
  md.use(container as unknown as (md: MarkdownIt, name: string, opts: object) => void, 'admonition', {
    validate: (params: string) => isAdmonitionType(parseAdmonitionOpening(params).type),
    render: (tokens: Token[], idx: number) => {
      const token = tokens[idx];
      if (token.nesting !== 1) return '</div></div>\n';
      const { type, title } = parseAdmonitionOpening(token.info);
      const classes = admonitionClasses(type as AdmonitionType);
      const heading = title ? md.renderInline(title) : defaultAdmonitionTitle(type as AdmonitionType);
      return `<div class="${classes.outer.join(' ')}"><div class="${classes.heading.join(' ')}">${heading}</div><div class="${classes.content.join(' ')}">\n`;
    },
  });
  md.core.ruler.push('lectern_headings_links', (state) => {
    const env = state.env as unknown as MdEnv;
    state.tokens.forEach((token, i) => {
      if (token.type === 'heading_open') annotateHeading(token, state.tokens[i + 1], env);
      if (token.type === 'paragraph_open' && env.description === undefined) env.description = plainText(inlineText(state.tokens[i + 1]));
      if (token.type === 'inline') {
        for (const child of token.children ?? []) {
          if (child.type === 'link_open') rewriteLink(child, env);
          else if (child.type === 'image') rewriteImage(child, env);
        }
      }
      countTokenWords(token, env);
    });
  });
  md.renderer.rules.heading_close = (tokens, idx) => {
    const open = tokens[idx - 2];
    const meta = open.meta as { id: string; text: string } | null;
    const anchor = meta && open.tag !== 'h1' ? elementHtml(hashLinkElement(meta.id, meta.text)) : '';
    return `${anchor}</${tokens[idx].tag}>\n`;
  };
  md.renderer.rules.fence = (tokens, idx, _options, envArg) => {
    const token = tokens[idx];
    const env = envArg as unknown as MdEnv;
    const info = token.info.trim();
    const lang = /^\S*/.exec(info)?.[0] ?? '';
    const line = token.map ? token.map[0] + 1 + env.lineOffset : undefined;
    const meta = info.slice(lang.length);
    // A block's HTML is a function of its info string and text (the options being the same): one the
    // file's last compile made is taken as it was, without loading a grammar.
    const key = fenceKey(info, token.content);
    // The last compile (same options) accepted every block it offers. With unknown languages only warned
    // of, a block in a language not every site has is rendered again: whether it has a grammar (and so
    // is reported) is known once the grammars are resolved.
    const reusable = env.onUnknownLanguage === 'throw' || commonLanguage(lang, env.mermaid);
    const reused = reusable ? env.reuse?.get(key) : undefined;
    if (reused !== undefined) return remember(env, key, reused);
    if (isMermaidFence(lang, env.mermaid)) return remember(env, key, elementHtml(mermaidElement(token.content)) + '\n');
    const languages = env.languages;
    if (!languages) {
      env.needsGrammars = true;
      return '';
    }
    // A `.md` body is plain HTML without React: npm2yarn shows one titled block per package manager.
    const policy = { where: { file: env.file, line }, ...(env.onUnknownLanguage === 'warn' && { unhighlighted: env.unhighlighted }) };
    if (wantsNpm2Yarn(meta)) return remember(env, key, PACKAGE_MANAGERS.map((pm) => elementHtml(codeBlockElement(convertNpmCommands(token.content, pm), lang, `${withoutNpm2Yarn(meta)} title="${pm}"`, languages, policy)) + '\n').join(''));
    return remember(env, key, elementHtml(codeBlockElement(token.content, lang, meta, languages, policy)) + '\n');
  };
  return md;
}

/** A fence language every site renders the same way, with or without `additionalLanguages`. */
function commonLanguage(lang: string, mermaid: boolean): boolean {
  return isPlainLanguage(lang) || isMermaidFence(lang, mermaid) || DEFAULT_LANGUAGES.has(lang.toLowerCase());
}

/** Names a code block by what its HTML is made of. */
function fenceKey(info: string, content: string): string {
  return hashBytes(`${info}\0${content}`);
}

function remember(env: MdEnv, key: string, html: string): string {
  env.fences.set(key, html);
  return html;
}

function inlineText(inline: Token | undefined): string {
  return (inline?.children ?? [])
    .filter((c) => c.type === 'text' || c.type === 'code_inline' || c.type === 'softbreak' || c.type === 'hardbreak')
    .map((c) => (c.type.endsWith('break') ? ' ' : c.content))
    .join('');
}

/** Counts the same nodes the MDX pipeline counts: text, inline code and code blocks (after heading ids are cut). */
function countTokenWords(token: Token, env: MdEnv): void {
  if (token.type === 'fence' || token.type === 'code_block') env.wordCount += countWords(token.content);
  if (token.type === 'inline') for (const c of token.children ?? []) if (c.type === 'text' || c.type === 'code_inline') env.wordCount += countWords(c.content);
}

function annotateHeading(open: Token, inline: Token | undefined, env: MdEnv): void {
  const last = inline?.children?.[inline.children.length - 1];
  let explicit: string | undefined;
  if (last?.type === 'text') {
    const split = splitCustomId(last.content);
    last.content = split.text;
    explicit = split.id;
  }
  const text = inlineText(inline).trim();
  const level = Number(open.tag.slice(1));
  if (level === 1 && env.contentTitle === undefined && env.toc.length === 0) env.contentTitle = text;
  const id = env.ids.idFor(text, explicit);
  open.attrSet('id', id);
  open.meta = { id, text };
  if (level > 1) env.toc.push({ level, id, value: text });
}

function rewriteLink(token: Token, env: MdEnv): void {
  const href = String(token.attrGet('href') ?? '');
  const kind = classifyHref(href);
  if (kind === 'file') {
    token.attrSet('href', FILE_LINK_PREFIX + env.fileLinks.length);
    env.fileLinks.push(href);
    // The client router leaves such a link to the browser: it is a file, not a route.
    if (href.startsWith(PATHNAME_PREFIX)) token.attrSet('rel', 'external');
  } else if (kind === 'external' && !href.startsWith('mailto:')) {
    token.attrSet('target', EXTERNAL_LINK_PROPS.target);
    token.attrSet('rel', EXTERNAL_LINK_PROPS.rel);
  }
}

/** A relative image becomes a placeholder like a file link: the build publishes the file and fills in its URL. */
function rewriteImage(token: Token, env: MdEnv): void {
  const src = String(token.attrGet('src') ?? '');
  if (!isRelativeSrc(src)) return;
  token.attrSet('src', FILE_LINK_PREFIX + env.fileLinks.length);
  env.fileLinks.push(src);
}

let renderer: MarkdownIt | undefined;
let mathRenderer: MarkdownIt | undefined;
/** The KaTeX plugin's shape: a markdown-it plugin (its package is CommonJS, so the default export may be wrapped). */
type MathPlugin = (md: MarkdownIt) => void;

/** The renderer, with KaTeX math when the site enables it (loaded only then). */
async function rendererFor(math: boolean): Promise<MarkdownIt> {
  if (!math) return (renderer ??= createRenderer());
  if (!mathRenderer) {
    const katex = (await import('@vscode/markdown-it-katex')).default as unknown as { default?: MathPlugin } & MathPlugin;
    mathRenderer = createRenderer().use(katex.default ?? katex);
  }
  return mathRenderer;
}

/** Renders a body; with `withSections`, also reads its search sections from the tokens (not for an excerpt). */
export async function renderMarkdown(body: string, ctx: MdContext, withSections = false): Promise<MdResult> {
  const renderer = await rendererFor(ctx.math);
  const env: MdEnv = { ...ctx, fences: new Map(), needsGrammars: false, unhighlighted: [], ids: new HeadingIds(), toc: [], fileLinks: [], wordCount: 0 };
  const tokens = renderer.parse(body, env as unknown as Record<string, unknown>);
  const html = renderer.renderer.render(tokens, renderer.options, env as unknown as Record<string, unknown>);
  // A body rendered without its grammars is rendered again: its sections are read then.
  const sections = withSections && !env.needsGrammars ? markdownSections(renderer, tokens, env as unknown as Record<string, unknown>, (t) => env.fences.get(fenceKey(t.info.trim(), t.content)) ?? '') : undefined;
  return { html, fences: env.fences, needsGrammars: env.needsGrammars, unhighlighted: env.unhighlighted, toc: env.toc, contentTitle: env.contentTitle, fileLinks: env.fileLinks, wordCount: env.wordCount, description: env.description, ...(sections && { sections }) };
}
