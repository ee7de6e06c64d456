import { defineConfig } from 'lectern';

export default defineConfig({
  title: 'Lectern',
  tagline: 'Documentation sites that build in seconds and rebuild in milliseconds.',
  url: 'https://lectern.dev',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onBrokenMarkdownLinks: 'warn',
  docs: [
    {
      path: 'content/docs',
      routeBasePath: 'docs',
      sidebarPath: 'content/sidebars.ts',
      lastVersion: 'current',
      versions: { current: { label: 'Canary', path: '' } },
    },
    { id: 'community', path: 'content/community', routeBasePath: 'community', sidebarPath: 'content/sidebarsCommunity.ts' },
    { id: 'docs-tests', path: 'content/tests/docs', routeBasePath: 'tests/docs', sidebarPath: 'content/sidebarsTestsDocs.ts' },
  ],
  blog: [
    {
      path: 'content/blog',
      routeBasePath: 'blog',
      postsPerPage: 5,
      blogSidebarCount: 'ALL',
      blogSidebarTitle: 'All posts',
      blogTitle: 'Lectern blog',
      blogDescription: 'News and engineering notes from the Lectern team',
      onInlineTags: 'throw',
      onUntruncatedBlogPosts: 'throw',
    },
    {
      id: 'changelog',
      path: 'content/changelog',
      routeBasePath: 'changelog',
      postsPerPage: 20,
      archiveBasePath: null,
      blogTitle: 'Changelog',
      blogDescription: 'Every Lectern release and what it changed',
      blogSidebarCount: 0,
    },
    { id: 'tests-blog', path: 'content/tests/blog', routeBasePath: 'tests/blog', postsPerPage: 3, blogTitle: 'Test blog', blogDescription: 'Posts that exercise the blog plugin' },
  ],
  pages: { path: 'content/pages' },
  redirects: [
    { from: ['/docs/support/', '/docs/next/support/'], to: '/community/support/' },
    { from: ['/docs/team/', '/docs/next/team/'], to: '/community/team/' },
    { from: ['/docs/resources/', '/docs/next/resources/'], to: '/community/resources/' },
    { from: ['/docs/site-init/', '/docs/next/site-init/'], to: '/docs/installation/' },
    { from: ['/home/', '/home/docs/', '/home/blog/'], to: '/' },
  ],
  staticDirectories: ['static'],
  markdown: {
    toc: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    additionalLanguages: ['java', 'latex', 'haskell', 'matlab', 'php', 'powershell', 'bash', 'diff', 'json', 'scss'],
  },
  themeConfig: {
    navbar: {
      title: 'Lectern',
      items: [
        { label: 'Docs', to: '/docs/', position: 'left' },
        { label: 'API', to: '/docs/api/docusaurus-config/', position: 'left' },
        { label: 'Blog', to: '/blog/', position: 'left' },
        { label: 'Changelog', to: '/changelog/', position: 'left' },
        { label: 'Community', to: '/community/support/', position: 'left' },
        { label: 'Showcase', to: '/showcase/', position: 'left' },
        { label: 'Versions', to: '/versions/', position: 'right' },
        { label: 'Repository', href: 'https://example.com/lectern', position: 'right' },
      ],
    },
    footer: {
      style: 'dark',
      links: [
        { title: 'Learn', items: [{ label: 'Introduction', to: '/docs/' }, { label: 'Installation', to: '/docs/installation/' }, { label: 'Migration', to: '/docs/migration/' }] },
        { title: 'Community', items: [{ label: 'Support', to: '/community/support/' }, { label: 'Contributing', to: '/community/contributing/' }, { label: 'Feature requests', to: '/feature-requests/' }] },
        { title: 'More', items: [{ label: 'Blog', to: '/blog/' }, { label: 'Changelog', to: '/changelog/' }, { label: 'Repository', href: 'https://example.com/lectern' }] },
        { title: 'Legal', items: [{ label: 'License (MIT)', href: 'https://opensource.org/license/mit' }] },
      ],
      copyright: 'Copyright © 2017–2026 the Lectern authors. Built with Lectern.',
    },
  },
});
