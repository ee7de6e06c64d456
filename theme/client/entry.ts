/**
 * The small script every page loads: colour mode and tabs. Pages are fully rendered on the server,
 * so this only adds behaviour and is safe to load late.
 */

const STORAGE_THEME = 'theme';

function setColorMode(mode: 'light' | 'dark'): void {
  document.documentElement.setAttribute('data-theme', mode);
  try {
    localStorage.setItem(STORAGE_THEME, mode);
  } catch {
    console.warn('Lectern: storage is unavailable; the colour mode will not be remembered');
  }
}

document.addEventListener('click', (event) => {
  const target = event.target as HTMLElement | null;
  if (target?.closest('[data-color-mode-toggle]')) {
    setColorMode(document.documentElement.getAttribute('data-theme') === 'dark' ? 'light' : 'dark');
    return;
  }
  const tab = target?.closest<HTMLElement>('[role="tab"][data-tab-value]');
  if (tab) selectTab(tab);
});

window.addEventListener('storage', (event) => {
  if (event.key === STORAGE_THEME && (event.newValue === 'dark' || event.newValue === 'light')) document.documentElement.setAttribute('data-theme', event.newValue);
});

function selectTab(tab: HTMLElement): void {
  const container = tab.closest<HTMLElement>('.tabs-container');
  if (!container) return;
  const value = tab.dataset.tabValue;
  const groupId = container.dataset.groupId;
  const containers = groupId ? Array.from(document.querySelectorAll<HTMLElement>(`.tabs-container[data-group-id="${CSS.escape(groupId)}"]`)) : [container];
  for (const c of containers) {
    for (const t of Array.from(c.querySelectorAll<HTMLElement>(':scope > .tabs > [role="tab"]'))) {
      const active = t.dataset.tabValue === value;
      t.classList.toggle('active', active);
      t.setAttribute('aria-selected', String(active));
      t.tabIndex = active ? 0 : -1;
    }
    for (const panel of Array.from(c.querySelectorAll<HTMLElement>(':scope > .tab-panels > [role="tabpanel"]'))) panel.hidden = panel.dataset.tabValue !== value;
  }
}
