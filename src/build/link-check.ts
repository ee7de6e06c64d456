import type { ReportingSeverity } from '../config/define.ts';
import { isExternalHref } from '../markdown/links.ts';
import { BuildError } from '../util/errors.ts';
import { decodeAttribute } from '../util/html-attribute.ts';
import { decodePath } from '../util/paths.ts';
import { byCodeUnit } from '../util/order.ts';

/** The internal links a page makes and the anchors it offers, extracted once when it renders. */
export interface PageLinks {
  /** Internal hrefs as written (decoded from HTML), deduplicated. */
  links: string[];
  /** Every `id` (and `a name`) in the page. */
  anchors: string[];
}

const HREF = /<a\s[^>]*?\bhref="([^"]*)"/g;
const ANCHOR = /\s(?:id|name)="([^"]*)"/g;

/**
 * Copies matched substrings out of the page: V8 keeps a regex match as a slice of the whole HTML, so
 * holding a page's links would otherwise keep its entire HTML alive (about 0.5 GB over 10,000 pages).
 */
function detach(list: string[]): string[] {
  return list.length ? list.join('\0').split('\0') : [];
}

/** Reads links and anchors from React's HTML output, whose attribute quoting is regular. */
export function extractLinks(html: string): PageLinks {
  const links = new Set<string>();
  for (const m of html.matchAll(HREF)) {
    const href = decodeAttribute(m[1]);
    if (href !== '' && !isExternalHref(href)) links.add(href);
  }
  const anchors = new Set<string>();
  for (const m of html.matchAll(ANCHOR)) anchors.add(decodeAttribute(m[1]));
  return { links: detach([...links]), anchors: detach([...anchors]) };
}

/** What exists in the output: page paths (with their anchors) and plain files. */
export interface LinkTargets {
  /** Anchors of the page at a decoded route path (`/docs/a b/`), or undefined when there is no such page. */
  anchorsOf(path: string): readonly string[] | undefined;
  /** Decoded output-relative files (`img/logo.svg`, `blog/rss.xml`), for links to non-page files. */
  files: ReadonlySet<string>;
}

export interface BrokenLink {
  href: string;
  reason: 'page' | 'anchor';
}

type Verdict = 'ok' | BrokenLink['reason'];

/**
 * Judges a site-absolute href (`/docs/a/?q#x`), remembering each answer: navbar, footer and
 * sidebar links repeat on every page, so a site of 10,000 pages has far fewer distinct targets than links.
 */
export function linkJudge(targets: LinkTargets, baseUrl: string): (href: string) => Verdict {
  const memo = new Map<string, Verdict>();
  return (href) => {
    let verdict = memo.get(href);
    if (verdict === undefined) {
      verdict = judge(href, targets, baseUrl);
      memo.set(href, verdict);
    }
    return verdict;
  };
}

function judge(href: string, targets: LinkTargets, baseUrl: string): Verdict {
  const hashAt = href.indexOf('#');
  const anchor = hashAt >= 0 ? decodePath(href.slice(hashAt + 1)) : undefined;
  const absolute = (hashAt >= 0 ? href.slice(0, hashAt) : href).split('?')[0];
  if (!absolute.startsWith(baseUrl)) return 'page';
  const path = decodePath('/' + absolute.slice(baseUrl.length));
  const anchors = targets.anchorsOf(path) ?? targets.anchorsOf(path + '/') ?? targets.anchorsOf(path.replace(/(?:index)?\.html$/, ''));
  if (anchors) return anchor && !anchors.includes(anchor) ? 'anchor' : 'ok';
  if (targets.files.has(path.slice(1)) || (path.endsWith('/') && targets.files.has(path.slice(1) + 'index.html'))) return 'ok';
  return 'page';
}

/**
 * The broken internal links of one page. `baseUrl` is stripped from absolute paths; relative hrefs are
 * resolved against the page. A path without a trailing slash is accepted when the page exists with
 * one, since every static host we emit for redirects there.
 */
export function brokenLinks(pagePath: string, page: PageLinks, targets: LinkTargets, baseUrl: string, judgeHref = linkJudge(targets, baseUrl)): BrokenLink[] {
  const broken: BrokenLink[] = [];
  let own: Set<string> | undefined;
  for (const href of page.links) {
    // A site-absolute href's verdict does not depend on the page: judge it as written, from the memo.
    if (href.charCodeAt(0) === 47 && !href.includes('/.')) {
      const verdict = judgeHref(href);
      if (verdict !== 'ok') broken.push({ href, reason: verdict });
      continue;
    }
    const hashAt = href.indexOf('#');
    const beforeHash = hashAt >= 0 ? href.slice(0, hashAt) : href;
    const pathPart = beforeHash.split('?')[0];
    const hash = hashAt >= 0 ? href.slice(hashAt) : '';
    if (pathPart === '') {
      own ??= new Set(page.anchors);
      if (hash.length > 1 && !own.has(decodePath(hash.slice(1)))) broken.push({ href, reason: 'anchor' });
      continue;
    }
    // Against the page's own URL, base URL included: `../b/` from /base/docs/a/ is /base/docs/b/.
    const absolute = new URL(pathPart, `http://site${baseUrl}${pagePath.slice(1)}`).pathname;
    const verdict = judgeHref(absolute + hash);
    if (verdict !== 'ok') broken.push({ href, reason: verdict });
  }
  return broken;
}

const MAX_LISTED = 30;

export interface LinkPolicy {
  onBrokenLinks: ReportingSeverity;
  onBrokenAnchors: ReportingSeverity;
}

/** The broken links of each given page (pages with none included, so a stored result can be cleared). */
export function findBroken(pages: ReadonlyMap<string, PageLinks>, targets: LinkTargets, baseUrl: string): Map<string, BrokenLink[]> {
  const judgeHref = linkJudge(targets, baseUrl);
  return new Map([...pages].map(([path, links]) => [path, brokenLinks(path, links, targets, baseUrl, judgeHref)]));
}

/**
 * Applies the policy to every page's broken links: 'throw' fails the build with one error listing each
 * page and its broken targets, 'warn' returns them as warnings.
 */
export function reportBroken(broken: ReadonlyMap<string, readonly BrokenLink[]>, policy: LinkPolicy): string[] {
  const report = { page: [] as string[], anchor: [] as string[] };
  for (const [path, list] of [...broken].sort(([a], [b]) => byCodeUnit(a, b))) {
    for (const reason of ['page', 'anchor'] as const) {
      const hrefs = list.filter((b) => b.reason === reason).map((b) => b.href);
      if (hrefs.length) report[reason].push(`- on ${path}: ${hrefs.join(', ')}`);
    }
  }
  const warnings: string[] = [];
  const failures: string[] = [];
  const sections = [
    { lines: report.page, severity: policy.onBrokenLinks, title: 'broken links' },
    { lines: report.anchor, severity: policy.onBrokenAnchors, title: 'broken anchors' },
  ];
  for (const s of sections) {
    if (!s.lines.length || s.severity === 'ignore') continue;
    // A broken navbar or footer link breaks every page: list enough pages to see the pattern, not all.
    const shown = s.lines.length > MAX_LISTED ? [...s.lines.slice(0, MAX_LISTED), `- … and ${s.lines.length - MAX_LISTED} more pages`] : s.lines;
    const text = `${s.title} found on ${s.lines.length} page${s.lines.length === 1 ? '' : 's'}:\n${shown.join('\n')}`;
    if (s.severity === 'throw') failures.push(text);
    else warnings.push(text);
  }
  if (failures.length) throw new BuildError(failures.join('\n'), undefined, 'fix each target (or its heading id), or set onBrokenLinks / onBrokenAnchors to "warn" in site.config.ts');
  return warnings;
}
