import { escapeXml } from '../../util/xml.ts';
import type { BlogFeedType } from '../../config/define.ts';
import type { ResolvedBlogFeedOptions } from '../../config/types.ts';
import type { Post } from './posts.ts';

/** What every feed format needs besides the posts. */
export interface FeedChannel {
  title: string;
  description: string;
  copyright?: string;
  /** Absolute URL of the blog. */
  home: string;
  /** Site URL with base path and no trailing slash: `https://example.com/docs-site`. */
  origin: string;
}

const FILES: Record<BlogFeedType, string> = { rss: 'rss.xml', atom: 'atom.xml', json: 'feed.json' };
const GENERATOR = 'Lectern';

function element(name: string, text: string | undefined, attrs = ''): string {
  return text === undefined ? '' : `<${name}${attrs}>${escapeXml(text)}</${name}>`;
}

/** Site paths (`/img/a.png`) become absolute URLs; anything else is kept. */
function absolute(channel: FeedChannel, url: string | undefined): string | undefined {
  return url?.startsWith('/') && !url.startsWith('//') ? channel.origin + url : url;
}

const isoDate = (post: Post) => `${post.date}T00:00:00.000Z`;
const text = (post: Post) => post.description ?? post.title;

function rss(channel: FeedChannel, posts: Post[], self: string): string {
  const items = posts.map((p) => {
    const url = channel.origin + p.permalink;
    return [
      '<item>',
      element('title', p.title),
      element('link', url),
      element('guid', url),
      element('pubDate', new Date(isoDate(p)).toUTCString()),
      element('description', text(p)),
      ...p.authors.map((a) => element('dc:creator', a.name)),
      ...p.tags.map((t) => element('category', t.label)),
      '</item>',
    ].join('');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    element('title', channel.title),
    element('link', channel.home),
    element('description', channel.description),
    posts.length ? element('lastBuildDate', new Date(isoDate(posts[0])).toUTCString()) : '',
    element('generator', GENERATOR),
    element('language', 'en'),
    element('copyright', channel.copyright),
    `<atom:link href="${escapeXml(self)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '</channel>',
    '</rss>\n',
  ]
    .filter(Boolean)
    .join('\n');
}

function atom(channel: FeedChannel, posts: Post[], self: string): string {
  const person = (name: string, uri?: string) => `<author>${element('name', name)}${element('uri', uri)}</author>`;
  const entries = posts.map((p) => {
    const url = channel.origin + p.permalink;
    return [
      '<entry>',
      element('title', p.title, ' type="text"'),
      element('id', url),
      `<link href="${escapeXml(url)}"/>`,
      element('updated', isoDate(p)),
      element('published', isoDate(p)),
      element('summary', text(p), ' type="text"'),
      ...p.authors.map((a) => person(a.name, absolute(channel, a.url))),
      ...p.tags.map((t) => `<category term="${escapeXml(t.label)}"/>`),
      '</entry>',
    ].join('');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    element('id', channel.home),
    element('title', channel.title),
    element('subtitle', channel.description),
    // Atom requires `updated`; the newest post's date keeps the file stable between builds.
    element('updated', posts.length ? isoDate(posts[0]) : '1970-01-01T00:00:00.000Z'),
    `<link rel="alternate" href="${escapeXml(channel.home)}"/>`,
    `<link rel="self" href="${escapeXml(self)}"/>`,
    element('rights', channel.copyright),
    element('generator', GENERATOR),
    // A feed needs an author unless every entry names one.
    posts.every((p) => p.authors.length) ? '' : person(channel.title),
    ...entries,
    '</feed>\n',
  ]
    .filter(Boolean)
    .join('\n');
}

function jsonFeed(channel: FeedChannel, posts: Post[], self: string): string {
  const feed = {
    version: 'https://jsonfeed.org/version/1.1',
    title: channel.title,
    home_page_url: channel.home,
    feed_url: self,
    description: channel.description,
    language: 'en',
    items: posts.map((p) => ({
      id: channel.origin + p.permalink,
      url: channel.origin + p.permalink,
      title: p.title,
      content_text: text(p),
      summary: p.description,
      date_published: isoDate(p),
      authors: p.authors.length ? p.authors.map((a) => ({ name: a.name, url: absolute(channel, a.url), avatar: absolute(channel, a.imageURL) })) : undefined,
      tags: p.tags.length ? p.tags.map((t) => t.label) : undefined,
    })),
  };
  return JSON.stringify(feed, null, 2) + '\n';
}

const WRITERS: Record<BlogFeedType, (channel: FeedChannel, posts: Post[], self: string) => string> = { rss, atom, json: jsonFeed };

/**
 * The feeds an instance writes, as output-relative path → text. `listed` is newest first and holds no
 * unlisted post; `dir` is the blog's output folder ('' at the site root).
 */
export function feedFiles(options: ResolvedBlogFeedOptions, channel: FeedChannel, listed: Post[], dir: string): Record<string, string> {
  const posts = options.limit === false ? listed : listed.slice(0, options.limit);
  return Object.fromEntries(
    options.types.map((type) => {
      const file = dir ? `${dir}/${FILES[type]}` : FILES[type];
      return [file, WRITERS[type](channel, posts, `${channel.origin}/${file}`)];
    }),
  );
}
