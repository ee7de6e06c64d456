import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';

interface TabItemProps {
  value: string;
  label?: string;
  default?: boolean;
  hidden?: boolean;
  children?: ReactNode;
}

/**
 * Every panel is in the HTML (readers without JavaScript and search engines see all of it); the client
 * script switches panels and remembers a `groupId` choice.
 */
export default function Tabs({ children, defaultValue, groupId, className }: { children?: ReactNode; defaultValue?: string; groupId?: string; className?: string }) {
  const items = Children.toArray(children).filter((c): c is ReactElement<TabItemProps> => isValidElement(c) && typeof (c.props as TabItemProps).value === 'string');
  const selected = defaultValue ?? items.find((i) => i.props.default)?.props.value ?? items[0]?.props.value;
  return (
    <div className={['tabs-container', className].filter(Boolean).join(' ')} data-group-id={groupId}>
      <ul role="tablist" aria-orientation="horizontal" className="tabs">
        {items.map((item) => {
          const active = item.props.value === selected;
          return (
            <li key={item.props.value} role="tab" tabIndex={active ? 0 : -1} aria-selected={active} className={active ? 'tab active' : 'tab'} data-tab-value={item.props.value}>
              {item.props.label ?? item.props.value}
            </li>
          );
        })}
      </ul>
      <div className="tab-panels">{items.map((item) => cloneElement(item, { key: item.props.value, hidden: item.props.value !== selected }))}</div>
    </div>
  );
}
