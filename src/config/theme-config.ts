import type { ThemeConfig } from './define.ts';
import type { ResolvedThemeConfig } from './types.ts';

/** Applies the theme's defaults; doc items stay as written until the build resolves them (`resolveNavbarItems`). */
export function resolveThemeConfig(user: ThemeConfig | undefined, siteTitle: string): ResolvedThemeConfig {
  const navbar = user?.navbar;
  const footer = user?.footer;
  const bar = user?.announcementBar;
  return {
    navbar: {
      // A site without any navbar config still gets its name in the navbar; one with a config says what it wants.
      title: navbar ? navbar.title : siteTitle,
      logo: navbar?.logo,
      hideOnScroll: navbar?.hideOnScroll ?? true,
      items: (navbar?.items ?? []).map((item) => ({ ...item, position: item.position ?? 'right' })),
    },
    footer: { style: footer?.style ?? 'dark', links: footer?.links ?? [], logo: footer?.logo, copyright: footer?.copyright },
    announcementBar: bar && {
      id: bar.id ?? 'announcement-bar',
      content: bar.content,
      backgroundColor: bar.backgroundColor ?? '#fff',
      textColor: bar.textColor ?? '#000',
      isCloseable: bar.isCloseable ?? true,
    },
    colorMode: {
      defaultMode: user?.colorMode?.defaultMode ?? 'light',
      disableSwitch: user?.colorMode?.disableSwitch ?? false,
      respectPrefersColorScheme: user?.colorMode?.respectPrefersColorScheme ?? false,
    },
    algolia: user?.algolia,
    search: { missingResultsUrl: user?.search?.missingResultsUrl },
    mermaid: user?.mermaid,
    ...(user?.image !== undefined && { image: user.image }),
  };
}
