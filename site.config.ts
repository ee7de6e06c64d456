import { defineConfig } from 'lectern';

export default defineConfig({
  title: 'Lectern',
  tagline: 'Documentation sites that build in seconds and rebuild in milliseconds.',
  url: 'https://lectern.dev',
  baseUrl: '/',
  docs: { path: 'content/docs', routeBasePath: 'docs' },
  blog: { path: 'content/blog', routeBasePath: 'blog', postsPerPage: 5, blogTitle: 'Lectern blog', blogDescription: 'News and engineering notes from the Lectern team' },
  pages: { path: 'content/pages' },
  staticDirectories: ['static'],
  markdown: {
    toc: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    additionalLanguages: ['java', 'latex', 'haskell', 'matlab', 'php', 'powershell', 'bash', 'diff', 'json', 'scss'],
  },
  themeConfig: {
    navbar: {
      title: 'Lectern',
      items: [
        { label: 'Docs', to: '/docs/introduction/', position: 'left' },
        { label: 'Blog', to: '/blog/', position: 'left' },
        { label: 'Repository', href: 'https://example.com/lectern', position: 'right' },
      ],
    },
    footer: {
      style: 'dark',
      links: [
        { title: 'Learn', items: [{ label: 'Introduction', to: '/docs/introduction/' }, { label: 'Installation', to: '/docs/getting-started/installation/' }] },
        { title: 'Community', items: [{ label: 'Blog', to: '/blog/' }] },
        { title: 'More', items: [{ label: 'CLI reference', to: '/docs/cli/' }] },
        { title: 'Legal', items: [{ label: 'License (MIT)', to: '/docs/introduction/' }] },
      ],
      copyright: 'Copyright © 2026 the Lectern authors. Built with Lectern.',
    },
  },
});
