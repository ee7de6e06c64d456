import { useEffect, useState } from 'react';
import { useColorMode as useLecternColorMode, type ColorMode } from '../color-mode.ts';
import { useSite } from '../context.ts';
import { DESKTOP_MIN_WIDTH } from '../navbar/use-mobile-sidebar.ts';
import { useCategoryOfPage } from '../sidebar-category.ts';

/**
 * `@docusaurus/theme-common`, as far as sites' pages, MDX and swizzled components use it: the colour
 * mode, the theme config, the current sidebar category, the window size, plural forms and the
 * ThemeClassNames constants.
 */

/** `useColorMode`: the mode, a setter, and the older `isDarkTheme` flag. */
export function useColorMode(): { colorMode: ColorMode; setColorMode(mode: ColorMode): void; isDarkTheme: boolean } {
  const { colorMode, setColorMode } = useLecternColorMode();
  return { colorMode, setColorMode, isDarkTheme: colorMode === 'dark' };
}

/** `useThemeConfig`: the site's resolved themeConfig (navbar, footer, colorMode...). */
export function useThemeConfig() {
  return useSite().themeConfig;
}

/** `useCurrentSidebarCategory`: the category whose page this is, as a category index lists it (`<DocCardList items={…items} />`). */
export function useCurrentSidebarCategory() {
  const category = useCategoryOfPage();
  if (!category) throw new Error('useCurrentSidebarCategory() is only usable on the page of a sidebar category (its generated index or linked doc)');
  return category;
}

/** `useWindowSize`: 'desktop' or 'mobile' (at the navbar's breakpoint), and 'ssr' until the page is hydrated, so the first render matches the server's. */
export function useWindowSize(): 'desktop' | 'mobile' | 'ssr' {
  const [size, setSize] = useState<'desktop' | 'mobile' | 'ssr'>('ssr');
  useEffect(() => {
    const desktop = window.matchMedia(`(min-width: ${DESKTOP_MIN_WIDTH}px)`);
    const update = () => setSize(desktop.matches ? 'desktop' : 'mobile');
    update();
    desktop.addEventListener('change', update);
    return () => desktop.removeEventListener('change', update);
  }, []);
  return size;
}

/** `usePluralForm`: picks among `|`-separated forms ("One doc|{count} docs") by the site locale's plural rules. */
export function usePluralForm(): { selectMessage(count: number, message: string): string } {
  const { locale } = useSite();
  const rules = new Intl.PluralRules(locale);
  const order = rules.resolvedOptions().pluralCategories;
  return {
    selectMessage(count, message) {
      const forms = message.split('|');
      const form = forms.length === 1 ? forms[0] : (forms[order.indexOf(rules.select(count))] ?? forms[forms.length - 1]);
      return form.replace(/\{count\}/g, String(count));
    },
  };
}

/** The class names Docusaurus's theme puts on its parts; swizzled components add them to their own markup. */
export const ThemeClassNames = {
  page: {
    blogListPage: 'blog-list-page',
    blogPostPage: 'blog-post-page',
    blogTagsListPage: 'blog-tags-list-page',
    blogTagPostListPage: 'blog-tags-post-list-page',
    docsDocPage: 'docs-doc-page',
    docsTagsListPage: 'docs-tags-list-page',
    docsTagDocListPage: 'docs-tags-doc-list-page',
    mdxPage: 'mdx-page',
  },
  wrapper: { main: 'main-wrapper', blogPages: 'blog-wrapper', docsPages: 'docs-wrapper', mdxPages: 'mdx-wrapper' },
  common: { editThisPage: 'theme-edit-this-page', lastUpdated: 'theme-last-updated', backToTopButton: 'theme-back-to-top-button', codeBlock: 'theme-code-block', admonition: 'theme-admonition', unlistedBanner: 'theme-unlisted-banner' },
  layout: { navbar: { container: 'navbar', containerLeft: 'navbar__items', containerRight: 'navbar__items--right', mobileSidebar: { container: 'navbar-sidebar', panel: 'navbar-sidebar__item' } }, main: { container: 'main-wrapper' }, footer: { container: 'footer', column: 'footer__col' } },
  docs: {
    docVersionBanner: 'theme-doc-version-banner',
    docVersionBadge: 'theme-doc-version-badge',
    docBreadcrumbs: 'theme-doc-breadcrumbs',
    docMarkdown: 'theme-doc-markdown',
    docTocMobile: 'theme-doc-toc-mobile',
    docTocDesktop: 'theme-doc-toc-desktop',
    docFooter: 'theme-doc-footer',
    docFooterTagsRow: 'theme-doc-footer-tags-row',
    docFooterEditMetaRow: 'theme-doc-footer-edit-meta-row',
    docSidebarContainer: 'theme-doc-sidebar-container',
    docSidebarMenu: 'theme-doc-sidebar-menu',
    docSidebarItemCategory: 'theme-doc-sidebar-item-category',
    docSidebarItemLink: 'theme-doc-sidebar-item-link',
    docSidebarItemCategoryLevel: (level: number) => `theme-doc-sidebar-item-category-level-${level}`,
    docSidebarItemLinkLevel: (level: number) => `theme-doc-sidebar-item-link-level-${level}`,
  },
  blog: { blogFooterTagsRow: 'theme-blog-footer-tags-row', blogFooterEditMetaRow: 'theme-blog-footer-edit-meta-row' },
} as const;
