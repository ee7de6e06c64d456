import type { NavbarLinkItem } from '../../src/config/define.ts';
import type { DocsLinkTarget, ResolvedDocsNavbarItem, ResolvedDropdownChild, ResolvedNavbarItem } from '../../src/config/types.ts';
import { isExternalHref } from '../../src/markdown/links.ts';
import { usePage } from '../context.ts';
import { useDocVersion } from '../doc-version.ts';
import { useLocation } from '../router-context.ts';
import { normalizePath } from '../url.ts';
import { useLinkVersion } from './preferred-version.ts';

export type AnyNavbarItem = ResolvedNavbarItem | ResolvedDropdownChild;

/** What navbar items need to know about where the reader is. */
export interface NavbarItemState {
  /** The current site path (no base URL). */
  pathname: string;
  isActive(item: AnyNavbarItem): boolean;
  /** A docs item's target in the version its links follow. */
  docsTarget(item: ResolvedDocsNavbarItem): DocsLinkTarget;
}

/**
 * A link is active under `activeBasePath`, where `activeBaseRegex` matches, or else on its own page
 * and the pages below it (`/blog/` stays active on every post). Paths are site paths, without the base URL.
 */
export function isLinkActive(item: Pick<NavbarLinkItem, 'to' | 'href' | 'activeBasePath' | 'activeBaseRegex'>, pathname: string): boolean {
  if (item.activeBasePath !== undefined) return pathname.startsWith(item.activeBasePath.startsWith('/') ? item.activeBasePath : `/${item.activeBasePath}`);
  if (item.activeBaseRegex !== undefined) return new RegExp(item.activeBaseRegex).test(pathname);
  const target = item.to ?? item.href;
  if (!target || !target.startsWith('/') || isExternalHref(target)) return false;
  const path = normalizePath(target).replace(/[?#].*$/, '');
  // The home page would otherwise contain every page.
  return path === '/' ? pathname === '/' : pathname.startsWith(path);
}

export function useNavbarItemState(): NavbarItemState {
  const { pathname } = useLocation();
  const page = usePage();
  const docsPage = useDocVersion();
  const linkVersion = useLinkVersion();
  const pageSidebar = docsPage ? (page.route.props.sidebar as string | undefined) : undefined;

  const docsTarget = (item: ResolvedDocsNavbarItem): DocsLinkTarget => {
    const version = linkVersion(item.docsPluginId);
    return (version !== undefined ? item.targets[version] : undefined) ?? Object.values(item.targets)[0];
  };
  const isActive = (item: AnyNavbarItem): boolean => {
    switch (item.type) {
      case undefined:
      case 'default':
        return isLinkActive(item, pathname);
      case 'docsLink': {
        const target = docsTarget(item);
        // Every page of the doc's sidebar counts: the reader is in that part of the docs.
        return pathname === target.path || (target.sidebar !== undefined && docsPage?.pluginId === item.docsPluginId && pageSidebar === target.sidebar);
      }
      case 'dropdown':
        return item.items.some(isActive) || isLinkActive({ to: item.to }, pathname);
      default:
        return false;
    }
  };
  return { pathname, isActive, docsTarget };
}
