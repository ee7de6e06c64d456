import type { SiteData } from '../src/render/types.ts';
import { ANNOUNCEMENT_DISMISS_KEY, ANNOUNCEMENT_ID_KEY, ANNOUNCEMENT_INITIALLY_DISMISSED } from './announcement-bar-state.ts';
import { COLOR_MODE_STORAGE_KEY } from './color-mode.ts';

/**
 * The inline script at the top of every page, run before the first paint: it sets `data-theme` on
 * `<html>` (saved choice, else the system preference when the site follows it, else the default) and
 * marks an announcement bar the reader closed, so neither a wrong colour nor a closed bar flashes.
 * React never renders these attributes: hydration leaves them as the script set them.
 */
export function headScript(site: SiteData): string {
  const { colorMode, announcementBar } = site.themeConfig;
  // A config value must not be able to close the <script> element.
  const js = (value: string) => JSON.stringify(value).replace(/</g, '\\u003c');
  const key = (name: string) => js(name + site.storageSuffix);
  const saved = colorMode.disableSwitch ? 'null' : `s.getItem(${key(COLOR_MODE_STORAGE_KEY)})`;
  const unsaved = colorMode.respectPrefersColorScheme ? `matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'` : js(colorMode.defaultMode);
  const bar = announcementBar
    ? `if(s.getItem(${key(ANNOUNCEMENT_ID_KEY)})===${js(announcementBar.id)}&&s.getItem(${key(ANNOUNCEMENT_DISMISS_KEY)})==='true')d.setAttribute('${ANNOUNCEMENT_INITIALLY_DISMISSED}','true');`
    : '';
  return (
    `(function(){var d=document.documentElement,t=null,s;` +
    `try{s=localStorage;t=${saved}}catch(e){}` +
    `if(t!=='light'&&t!=='dark')t=${unsaved};` +
    `d.setAttribute('data-theme',t);` +
    `try{${bar}}catch(e){}})();`
  );
}
