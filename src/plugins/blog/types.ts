import type { SocialLink } from './socials.ts';
/** What the blog plugin hands the theme: named data and route props, all plain JSON. */
import type { Tag } from '../tags.ts';

export type { Tag };

export interface Author {
  /** Key in the authors file; absent for an author written out in front matter. */
  key?: string;
  name: string;
  title?: string;
  url?: string;
  imageURL?: string;
  email?: string;
  /** Profile links from the authors file's `socials`. */
  socials?: SocialLink[];
  /** The author's page, when the author has one. */
  page?: string;
}

/** A post as every page showing it sees it: a named datum (`blog:{id}:post:{source}`) shared by those pages. */
export interface PostSummary {
  permalink: string;
  title: string;
  /** ISO date (YYYY-MM-DD). */
  date: string;
  formattedDate: string;
  authors: Author[];
  tags: Tag[];
  /** Whether the post has a `<!-- truncate -->` marker, so lists show an excerpt and a "Read more" link. */
  truncated: boolean;
  /** Whole minutes, when the instance shows reading time. */
  readingTime?: number;
}

export interface NavLink {
  title: string;
  permalink: string;
}

/** The blog sidebar datum (`blog:{id}:sidebar`): the newest posts, grouped by year, newest first. */
export interface BlogSidebarData {
  title: string;
  years: { year: string; items: NavLink[] }[];
}

/** Where a list page sits among its siblings. */
export interface ListPageInfo {
  number: number;
  total: number;
  /** URL of the page with newer posts. */
  newer?: string;
  /** URL of the page with older posts. */
  older?: string;
}

/** Props shared by every page that lists posts. Post and sidebar entries are keys of named data. */
export interface PostListProps {
  title: string;
  description?: string;
  posts: string[];
  sidebar?: string;
  page: ListPageInfo;
}

/** A blog list page, or the page of one tag (then `allTags` links the tags index). */
export interface BlogListProps extends PostListProps {
  allTags?: string;
}

export interface BlogPostProps {
  /** Key of the post's summary datum. */
  post: string;
  sidebar?: string;
  description?: string;
  unlisted: boolean;
  newer?: NavLink;
  older?: NavLink;
  editUrl?: string;
  hideTableOfContents: boolean;
  tocMinHeadingLevel?: number;
  tocMaxHeadingLevel?: number;
  keywords: string[];
  image?: string;
}

export interface TagEntry extends Tag {
  count: number;
}

/** The tags index: `tags` is the key of the tags datum (`blog:{id}:tags`). */
export interface BlogTagsProps {
  title: string;
  tags: string;
}

export interface AuthorEntry extends Author {
  key: string;
  page: string;
  count: number;
}

/** The authors index: `authors` is the key of the authors datum (`blog:{id}:authors`). */
export interface BlogAuthorsListProps {
  title: string;
  authors: string;
}

export interface BlogAuthorPostsProps extends PostListProps {
  author: AuthorEntry;
  allAuthors: string;
}

export interface ArchivePost extends NavLink {
  date: string;
  formattedDate: string;
}

export interface BlogArchiveProps {
  title: string;
  description: string;
  years: { year: string; posts: ArchivePost[] }[];
}
