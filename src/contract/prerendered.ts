/**
 * Where the build writes a path's prerendered page (scripts/prerender.ts), and where the server
 * and the worker look for it before falling back to the bare shell: '/' → prerendered/index.html,
 * '/dzikir/' → prerendered/dzikir.html.
 */
export const prerenderedPage = (urlPath: string): string => `/prerendered/${urlPath.replace(/^\/+|\/+$/g, '') || 'index'}.html`;

/**
 * Routes with a parameter whose first screen, before its data, is the same for every value: the
 * build prerenders one sample as the route's template (its skeleton and the CSS it needs), and
 * the server fills it in per request (server/http/first-screen.ts).
 */
const TEMPLATES = [{ route: /^\/campaign\/[^/]+$/, sample: '/campaign/_slug' }] as const;

/** The sample path the build renders for each template. */
export const templateSamples = (): string[] => TEMPLATES.map((t) => t.sample);

/** The template page for a path with a parameter, if its route has one. */
export function prerenderedTemplate(urlPath: string): string | undefined {
  const path = `/${urlPath.replace(/^\/+|\/+$/g, '')}`;
  const template = TEMPLATES.find((t) => t.route.test(path));
  return template && prerenderedPage(template.sample);
}

const APP_START = '<div id="root">';
const APP_END = '</div><!--/root-->';

/** The <link> elements React writes ahead of the markup (preloads of high-priority images). */
const LEADING_LINKS = /^(?:<link\b[^>]*>)+/;

/**
 * The page with `appHtml` as the app's markup. The router's inline scroll-restoration script is
 * dropped: it would break the CSP (script-src 'self'), and the client router restores scroll
 * itself. React's image preloads go to the head, where the browser finds them first and where
 * they do not stand in the way of React adopting the markup. A page written by this function can
 * be written again (its earlier preloads stay).
 */
export function withAppMarkup(page: string, appHtml: string): string {
  const start = page.indexOf(APP_START);
  if (start < 0) throw new Error('page without <div id="root">');
  const endMark = page.indexOf(APP_END, start);
  const end = endMark >= 0 ? endMark + APP_END.length : page.indexOf('</div>', start) + '</div>'.length;
  const withoutScripts = appHtml.replace(/<script>[\s\S]*?<\/script>/g, '');
  const links = LEADING_LINKS.exec(withoutScripts)?.[0] ?? '';
  const markup = withoutScripts.slice(links.length);
  const head = page.slice(0, start).replace('</head>', `${links}</head>`);
  return `${head}${APP_START}${markup}${APP_END}${page.slice(end)}`;
}

/** The build's server-side entry (src/prerender.tsx), in the build's folder: never served, never precached. */
export const SSR_DIR = 'ssr';
export const SSR_ENTRY = 'prerender.js';
