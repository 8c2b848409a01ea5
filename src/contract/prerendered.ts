/**
 * Where the build writes a path's prerendered page (scripts/prerender.ts), and where the server
 * and the worker look for it before falling back to the bare shell: '/' → prerendered/index.html,
 * '/dzikir/' → prerendered/dzikir.html.
 */
export const prerenderedPage = (urlPath: string): string => `/prerendered/${urlPath.replace(/^\/+|\/+$/g, '') || 'index'}.html`;
