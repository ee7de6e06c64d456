/**
 * An author's social accounts, as the authors file writes them (`socials: { github: ada, x: ada }`):
 * a handle becomes the platform's profile URL; a full URL is kept as written.
 */

/** Profile URL of a handle, by platform, for the platforms Docusaurus names. */
const PROFILE: Record<string, (handle: string) => string> = {
  github: (h) => `https://github.com/${h}`,
  x: (h) => `https://x.com/${h}`,
  twitter: (h) => `https://x.com/${h}`,
  linkedin: (h) => `https://www.linkedin.com/in/${h}/`,
  stackoverflow: (h) => `https://stackoverflow.com/users/${h}`,
  bluesky: (h) => `https://bsky.app/profile/${h}`,
  instagram: (h) => `https://www.instagram.com/${h}`,
  threads: (h) => `https://www.threads.net/@${h}`,
  youtube: (h) => `https://www.youtube.com/@${h}`,
  twitch: (h) => `https://www.twitch.tv/${h}`,
};

/** Names shown for the platforms (a link's text and accessible name). */
const LABEL: Record<string, string> = { github: 'GitHub', x: 'X', twitter: 'X', linkedin: 'LinkedIn', stackoverflow: 'Stack Overflow', bluesky: 'Bluesky', instagram: 'Instagram', threads: 'Threads', youtube: 'YouTube', twitch: 'Twitch', mastodon: 'Mastodon' };

export interface SocialLink {
  label: string;
  href: string;
}

export function socialLinks(socials: unknown): SocialLink[] {
  if (!socials || typeof socials !== 'object') return [];
  return Object.entries(socials as Record<string, unknown>).flatMap(([platform, value]): SocialLink[] => {
    if (typeof value !== 'string' || !value.trim()) return [];
    const handle = value.trim().replace(/^@/, '');
    const href = /^https?:\/\//.test(value) ? value : PROFILE[platform]?.(handle);
    return href ? [{ label: LABEL[platform] ?? platform, href }] : [];
  });
}
