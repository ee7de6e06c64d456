/**
 * When a site is served under a path its `baseUrl` does not match, none of its scripts or styles load, so
 * this inline script, which needs neither, tells the reader what went wrong and which baseUrl would work.
 */
export function baseUrlBannerScript(baseUrl: string): string {
  const base = JSON.stringify(baseUrl).replace(/</g, '\\u003c');
  return `(function(){var b=${base};if(location.pathname.indexOf(b)===0)return;document.addEventListener('DOMContentLoaded',function(){var p=location.pathname,s=p.slice(0,p.indexOf('/',1)+1)||'/';var d=document.createElement('div');d.id='lectern-base-url-issue-banner';d.setAttribute('role','alert');d.style.cssText='border:2px solid #b00;background:#fee;color:#000;padding:1rem;margin:1rem;font:16px/1.5 system-ui,sans-serif';d.innerHTML='<p style="font-weight:700;margin:0 0 .5rem">Your Docusaurus site did not load properly.</p><p style="margin:0">This page is served at a path outside the configured baseUrl (<code></code>), so its styles and scripts could not load. Try setting <code></code> in the site config.</p>';var c=d.querySelectorAll('code');c[0].textContent=b;c[1].textContent='baseUrl: '+JSON.stringify(s);document.body.prepend(d)})})();`;
}
