/**
 * When a site is served under a path its `baseUrl` does not match, none of its scripts or styles load, so
 * this inline script, which needs neither, tells the reader what went wrong and which baseUrl would work.
 * It builds the banner with DOM calls: the script holds no markup for an HTML parser or a scraper to find.
 */
export function baseUrlBannerScript(baseUrl: string): string {
  const base = JSON.stringify(baseUrl).replace(/</g, '\\u003c');
  return `(function(){var b=${base};if(location.pathname.indexOf(b)===0)return;document.addEventListener('DOMContentLoaded',function(){var p=location.pathname,s=p.slice(0,p.indexOf('/',1)+1)||'/';var d=document.createElement('div');d.id='lectern-base-url-issue-banner';d.setAttribute('role','alert');d.style.cssText='border:2px solid #b00;background:#fee;color:#000;padding:1rem;margin:1rem;font:16px/1.5 system-ui,sans-serif';function t(tag,text,css){var e=document.createElement(tag);e.textContent=text;if(css)e.style.cssText=css;d.appendChild(e)}t('p','Your Docusaurus site did not load properly.','font-weight:700;margin:0');t('p','This page is served outside the configured baseUrl '+JSON.stringify(b)+', so its styles and scripts could not load.','margin:0');t('p','Try setting baseUrl: '+JSON.stringify(s)+' in the site config.','margin:0');document.body.prepend(d)})})();`;
}
