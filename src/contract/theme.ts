import * as v from 'valibot';
import { brand } from './brand';

// Light or dark: the visitor's choice in Pengaturan ('Tampilan'), else the system's. The choice
// lives in localStorage, not Dexie, because the page must know it synchronously before its
// first paint. The inline head script below is the only code that turns a choice into the
// theme; the app stores the choice and tells that script (THEME_CHANGE_EVENT). The server
// allows exactly this script by its hash in the CSP (server/http/security-headers.ts).

export const ThemeChoiceSchema = v.picklist(['light', 'dark', 'system']);
export type ThemeChoice = v.InferOutput<typeof ThemeChoiceSchema>;

export const THEME_STORAGE_KEY = 'jariyah:tampilan';
export const THEME_CHANGE_EVENT = 'jariyah:tampilan';

/** Sets <html data-theme> and the browser's bar colour now, and again whenever the choice or the system changes. */
export const themeBootScript =
  `(function(){var d=document.documentElement,q=window.matchMedia?matchMedia('(prefers-color-scheme: dark)'):null;` +
  `function a(){var c=null;try{c=localStorage.getItem('${THEME_STORAGE_KEY}')}catch(e){}` +
  `var t=c==='dark'||c==='light'?c:q&&q.matches?'dark':'light';d.setAttribute('data-theme',t);` +
  `var m=document.querySelectorAll('meta[name="theme-color"]');for(var i=0;i<m.length;i++){var own=/dark/.test(m[i].getAttribute('media')||'')?'dark':'light';` +
  `m[i].content=(c==='dark'||c==='light'?c:own)==='dark'?'${brand.themeColorDark}':'${brand.themeColor}'}}` +
  `a();if(q&&q.addEventListener)q.addEventListener('change',a);addEventListener('storage',a);addEventListener('${THEME_CHANGE_EVENT}',a)})()`;

/** The head's theme-colour metas: one per system theme, so even a page without script has the right bar. */
export const themeColorMetas = [
  { media: '(prefers-color-scheme: light)', content: brand.themeColor },
  { media: '(prefers-color-scheme: dark)', content: brand.themeColorDark },
] as const;
