import { isExternalHref } from '../../src/markdown/links.ts';

/** `@docusaurus/isInternalUrl`: whether a link stays on the site (no scheme such as `https:` or `mailto:`, not `//host`). */
export default function isInternalUrl(url: string | undefined): boolean {
  return url !== undefined && !isExternalHref(url);
}
