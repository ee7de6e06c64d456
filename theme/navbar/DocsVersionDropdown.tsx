import type { NavbarDocsVersionDropdownItem } from '../../src/config/define.ts';
import { usePage, useSite } from '../context.ts';
import { useDocVersion } from '../doc-version.ts';
import Dropdown from './Dropdown.tsx';
import ItemLink from './ItemLink.tsx';
import LinkItem from './LinkItem.tsx';
import type { ItemProps } from './NavbarItem.tsx';
import { useLinkVersion, useSavePreferredVersion } from './preferred-version.ts';

/**
 * Every version of a docs plugin. On a doc page each entry opens the same doc in that version (or the
 * version's main doc where the doc does not exist); choosing one remembers it as the preferred version.
 * The label names the version the reader is on, else the preferred one, else the latest.
 */
export default function DocsVersionDropdown({ item, variant }: ItemProps<NavbarDocsVersionDropdownItem>) {
  const { docs } = useSite();
  const page = usePage();
  const onDocs = useDocVersion();
  const linkVersion = useLinkVersion();
  const savePreferred = useSavePreferredVersion();
  const pluginId = item.docsPluginId ?? 'default';
  const plugin = docs.find((d) => d.id === pluginId);
  if (!plugin) throw new Error(`no docs plugin has the id "${pluginId}" (docs plugins: ${docs.map((d) => d.id).join(', ') || 'none'})`);
  const activeVersion = onDocs?.pluginId === pluginId ? onDocs.name : undefined;
  const versionLinks = activeVersion !== undefined ? (page.route.props.versionLinks as Record<string, string> | undefined) : undefined;
  const shown = plugin.versions.find((v) => v.name === linkVersion(pluginId)) ?? plugin.versions[0];
  const childVariant = variant === 'menu' ? 'menu' : 'dropdown';
  const extra = (links: NavbarDocsVersionDropdownItem['dropdownItemsAfter'] = []) => links.map((link, i) => <LinkItem key={i} item={link} variant={childVariant} />);

  return (
    <Dropdown label={shown?.label} active={false} containsActive={activeVersion !== undefined} mobile={variant === 'menu'} className={['docs-version-dropdown', item.className].filter(Boolean).join(' ')}>
      {extra(item.dropdownItemsBefore)}
      {plugin.versions.map((version) => (
        <ItemLink
          key={version.name}
          to={versionLinks?.[version.name] ?? version.mainDocPath}
          label={version.label}
          active={version.name === activeVersion}
          variant={childVariant}
          onClick={() => savePreferred(pluginId, version.name)}
        />
      ))}
      {extra(item.dropdownItemsAfter)}
    </Dropdown>
  );
}
