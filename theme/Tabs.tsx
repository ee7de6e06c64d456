import { Children, cloneElement, isValidElement, useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';
import { useIsBrowser } from './router-context.ts';
import { useStorage } from './storage.ts';
import { publishTabGroup, subscribeTabGroup, tabGroupStorageKey } from './tab-groups.ts';

/** Attributes a tab heading carries (Docusaurus's `attributes`): a `className` joins the tab's own. */
type TabAttributes = Record<string, unknown> & { className?: string };

interface TabItemProps {
  value: string;
  label?: string;
  default?: boolean;
  attributes?: TabAttributes;
  hidden?: boolean;
  id?: string;
  labelledBy?: string;
  children?: ReactNode;
}

interface TabsProps {
  children?: ReactNode;
  defaultValue?: string;
  /** Labels for the values, when the TabItems do not carry them. */
  values?: { value: string; label?: string; attributes?: TabAttributes }[];
  /** Tabs with the same group switch together, and the choice is remembered across pages and visits. */
  groupId?: string;
  /** Select the tab from the address (`?name=value`), and keep the address in step: true uses `groupId` as the name. */
  queryString?: boolean | string;
  /** Tab headings share the whole width (Docusaurus's `block`). */
  block?: boolean;
  className?: string;
}

function queryKey(queryString: TabsProps['queryString'], groupId: string | undefined): string | undefined {
  if (typeof queryString === 'string') return queryString;
  if (queryString === true) {
    if (!groupId) throw new Error('<Tabs queryString> needs a groupId to name the query parameter, or a name: queryString="os"');
    return groupId;
  }
  return undefined;
}

/**
 * Every panel is in the server HTML (readers without JavaScript and search engines see all of it);
 * hydration shows the default tab, as the server did, and a choice from the address or from storage
 * is applied right after. Tabs mounted later (a client navigation) start on that choice.
 */
export default function Tabs({ children, defaultValue, values, groupId, queryString, block, className }: TabsProps) {
  const items = Children.toArray(children).filter((c): c is ReactElement<TabItemProps> => isValidElement(c) && typeof (c.props as TabItemProps).value === 'string');
  const valueList = items.map((i) => i.props.value);
  const initial = defaultValue ?? items.find((i) => i.props.default)?.props.value ?? valueList[0];
  const storage = useStorage();
  const param = queryKey(queryString, groupId);
  const known = (value: string | null | undefined): value is string => value != null && valueList.includes(value);
  /** The address wins over the remembered choice, which wins over the default. */
  const chosen = () => {
    const fromQuery = param ? new URLSearchParams(window.location.search).get(param) : null;
    const fromStorage = groupId ? storage.get(tabGroupStorageKey(groupId)) : null;
    return [fromQuery, fromStorage].find(known);
  };
  // Tabs mounted after hydration (a page reached by a client navigation) show the choice at once, not
  // the default for a frame; hydration renders the default, as the server did.
  const isBrowser = useIsBrowser();
  const [selected, setSelected] = useState(() => (isBrowser && chosen()) || initial);
  const baseId = useId();
  const tabRefs = useRef<(HTMLElement | null)[]>([]);
  const anchor = useRef<{ el: HTMLElement; top: number } | null>(null);
  const valuesKey = valueList.join('\n');

  // After hydration, the choice replaces the default the server rendered.
  useEffect(() => {
    const choice = chosen();
    if (choice) setSelected(choice);
    // Runs once per set of tabs: `chosen` is rebuilt every render but reads the same things.
  }, [param, groupId, valuesKey]);

  useEffect(() => {
    if (!groupId) return undefined;
    return subscribeTabGroup(groupId, (value) => {
      if (valuesKey.split('\n').includes(value)) setSelected(value);
    });
  }, [groupId, valuesKey]);

  // Keep the tab the reader clicked where it was on screen, even when panels above it change height.
  useLayoutEffect(() => {
    const pinned = anchor.current;
    anchor.current = null;
    if (!pinned) return;
    const moved = pinned.el.getBoundingClientRect().top - pinned.top;
    if (moved) window.scrollBy(0, moved);
  }, [selected]);

  const select = (value: string, tab: HTMLElement) => {
    if (value === selected) return;
    anchor.current = { el: tab, top: tab.getBoundingClientRect().top };
    setSelected(value);
    if (groupId) {
      storage.set(tabGroupStorageKey(groupId), value);
      publishTabGroup(groupId, value);
    }
    if (param) {
      const url = new URL(window.location.href);
      url.searchParams.set(param, value);
      window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, index: number) => {
    const last = items.length - 1;
    const target = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const tab = tabRefs.current[target];
    if (!tab) return;
    tab.focus();
    select(valueList[target], tab);
  };

  return (
    <div className={['tabs-container', className].filter(Boolean).join(' ')}>
      <ul role="tablist" aria-orientation="horizontal" className={block ? 'tabs tabs-block' : 'tabs'}>
        {items.map((item, i) => {
          const active = item.props.value === selected;
          // What the TabItem leaves out, Tabs' `values` may give for it.
          const listed = values?.find((v) => v.value === item.props.value);
          const { className: extraClass, ...attributes }: TabAttributes = item.props.attributes ?? listed?.attributes ?? {};
          return (
            <li
              {...attributes}
              key={item.props.value}
              ref={(el) => {
                tabRefs.current[i] = el;
              }}
              role="tab"
              id={`${baseId}-tab-${i}`}
              aria-controls={`${baseId}-panel-${i}`}
              tabIndex={active ? 0 : -1}
              aria-selected={active}
              className={['tab', active && 'active', extraClass].filter(Boolean).join(' ')}
              onClick={(event) => select(item.props.value, event.currentTarget)}
              onKeyDown={(event) => onKeyDown(event, i)}
            >
              {item.props.label ?? listed?.label ?? item.props.value}
            </li>
          );
        })}
      </ul>
      <div className="tab-panels">
        {items.map((item, i) => cloneElement(item, { key: item.props.value, hidden: item.props.value !== selected, id: `${baseId}-panel-${i}`, labelledBy: `${baseId}-tab-${i}` }))}
      </div>
    </div>
  );
}
