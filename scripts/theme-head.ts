// Build step: writes the theme-colour metas and the theme's inline script into the page head,
// from the same strings the server hashes for its CSP (src/contract/theme.ts), so the two can
// never drift apart. Every prerendered page is made from this head.
import type { Plugin } from 'vite';
import { themeBootScript, themeColorMetas } from '../src/contract/theme.ts';

export function themeHead(): Plugin {
  return {
    name: 'jariyah-theme-head',
    transformIndexHtml: {
      order: 'pre',
      handler: () => [
        ...themeColorMetas.map((m) => ({ tag: 'meta', attrs: { name: 'theme-color', media: m.media, content: m.content }, injectTo: 'head' as const })),
        // After the metas (it sets them) and before any stylesheet or body: no paint in the wrong theme.
        { tag: 'script', children: themeBootScript, injectTo: 'head' as const },
      ],
    },
  };
}
