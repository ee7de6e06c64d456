/**
 * Tabs that share a `groupId` switch together on the page. Each mounted Tabs subscribes here; a
 * reader's choice is broadcast to the others, which follow it if they have a tab with that value.
 */
type Listener = (value: string) => void;

const groups = new Map<string, Set<Listener>>();

export function subscribeTabGroup(groupId: string, listener: Listener): () => void {
  const listeners = groups.get(groupId) ?? groups.set(groupId, new Set()).get(groupId)!;
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (!listeners.size) groups.delete(groupId);
  };
}

export function publishTabGroup(groupId: string, value: string): void {
  for (const listener of groups.get(groupId) ?? []) listener(value);
}

/** The localStorage key of a group's choice (the storage adds the site's suffix). */
export function tabGroupStorageKey(groupId: string): string {
  return `docusaurus.tab.${groupId}`;
}
