import { createHash } from 'node:crypto';

/** what the script reads: kept equal to LANGUAGES and STORAGE_KEYS of src/config/constants.ts (unit-tested) */
export const PRERENDER_LANGUAGES = ['en', 'bg', 'de', 'es', 'fr', 'tr', 'zh'] as const;
export const LANGUAGE_KEY = 'ehs-language';
export const SESSION_KEY = 'ehs-session';
/** the first labels of the hosts /organization_verify is served on: kept equal to src/config/tenant.ts isVerificationHost (unit-tested) */
export const VERIFICATION_HOST_LABELS = ['app', 'lvh', '192'] as const;
/** the language the page's root holds (JavaScript off: the page reads in it) */
export const ROOT_LANGUAGE = 'en';

/**
 * The prerendered pages' one inline script (issue 18), in the page twice. In <head> (no #root yet) it reads the
 * stored language the app will start with (src/lib/i18n/languages.ts: stored, else English) and marks <html> with it,
 * so the page's style hides the root until the script runs again after it: the root is never painted half parsed
 * (Chromium paints when its parser yields; the centred card, short, then moved the whole page as the rest arrived —
 * a layout shift of 0.05-0.20 seen in the hydration journey, 1 run in 10. `<link rel="expect" blocking="render">`
 * did not hold the frame in Chromium 156). A signed-in visitor on a signed-out
 * page is hidden the same way (the app redirects), and so is a page of the verification hosts on another host (the app
 * sends the visitor to /not_found). After the templates (#root there) it moves the chosen
 * language's template into the root and drops the others, before the first paint: no flash of English and no shift.
 * Then it starts the app's entry (a module script; the page preloads it and its imports, `data-prerender-entry`)
 * after the next frame, so the page paints before the app's code runs even when that code is already at hand (the
 * service worker's cache); a hidden tab, which has no frames, starts it after 500 ms.
 * Its sha256 is in the page's CSP (vite.config.ts): no 'unsafe-inline'.
 */
export const LANGUAGE_SCRIPT = `(function(){var d=document,h=d.documentElement,r=d.getElementById("root"),s,l;
if(!r){h.setAttribute("data-prerender-lng",${JSON.stringify(ROOT_LANGUAGE)});if(h.getAttribute("data-verification-host")!==null&&${JSON.stringify(VERIFICATION_HOST_LABELS)}.indexOf(location.hostname.toLowerCase().split(".")[0])<0)h.setAttribute("data-prerender-hide","");try{s=localStorage;l=s.getItem(${JSON.stringify(LANGUAGE_KEY)});if(${JSON.stringify(PRERENDER_LANGUAGES.filter((l) => l !== ROOT_LANGUAGE))}.indexOf(l)>=0){h.setAttribute("data-prerender-lng",l);h.lang=l}
if(h.getAttribute("data-signed-out")!==null&&s.getItem(${JSON.stringify(SESSION_KEY)}))h.setAttribute("data-prerender-hide","")}catch(e){}return}
l=h.getAttribute("data-prerender-lng");var t=l&&d.getElementById("prerender-"+l),a=d.querySelectorAll("template[data-prerender]"),i;
if(t){r.replaceChildren(t.content);r.setAttribute("data-lng",l);d.title=t.getAttribute("data-title")}
for(i=0;i<a.length;i++)a[i].remove();h.removeAttribute("data-prerender-lng");
var e=d.querySelector("link[data-prerender-entry]"),n=0;function go(){if(n++||!e)return;var s=d.createElement("script");s.type="module";s.crossOrigin="";s.src=e.href;d.head.appendChild(s)}
(window.requestAnimationFrame||setTimeout)(function(){setTimeout(go,0)});setTimeout(go,500)})()`;

/** hides the root while the script above has not put the language in (and for a signed-in visitor of /login, or
 * /organization_verify on a host that does not serve it) */
export const LANGUAGE_STYLE = 'html[data-prerender-lng] #root,html[data-prerender-hide] #root{visibility:hidden}';

/** the CSP source that allows the script: 'sha256-…' */
export function languageScriptHash(): string {
  return `'sha256-${createHash('sha256').update(LANGUAGE_SCRIPT).digest('base64')}'`;
}
