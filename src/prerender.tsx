// The app's server-side entry. The build (scripts/prerender.ts) renders each route's first screen
// to HTML with the app's own router and components, as a browser with no data yet would show it;
// the server (server/http/first-screen.ts) renders a page again with the public answers its first
// screen needs (contract/first-screen.ts), so a shared link paints the program itself.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { makeRouter } from './router';
import { provideFirstAnswers } from './api/first-answers';
import { clearReadCache } from './api/read-cache';
import { DOMParser } from 'linkedom';

// Program descriptions are sanitised with the browser's DOMParser (lib/sanitize-html.ts); the
// server renders them with linkedom's, which this entry alone bundles (the app never loads it).
(globalThis as { DOMParser?: unknown }).DOMParser ??= DOMParser;

/** Paths without parameters; routes that depend on who is signed in are never prerendered. */
const PERSONAL = /^\/(admin|auth|profile|donation|forgot-password)(\/|$)/;

export function prerenderPaths(): string[] {
  const router = makeRouter(createMemoryHistory());
  return Object.keys(router.routesByPath).filter((p) => !p.includes('$') && !PERSONAL.test(p)).sort();
}

/**
 * `url`: path and query. `answers`: the first screen's answers by call key, in effect only
 * during the synchronous render (renders of other requests may interleave at the await).
 */
export async function renderRoute(url: string, answers?: Record<string, unknown>): Promise<{ html: string; routeIds: string[] }> {
  const router = makeRouter(createMemoryHistory({ initialEntries: [url] }));
  await router.load();
  // One process renders page after page: each starts from its own answers, never from what the
  // read cache kept of an earlier page (older figures, another request's reads).
  clearReadCache();
  provideFirstAnswers(answers);
  try {
    const html = renderToString(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
    return { html, routeIds: router.state.matches.map((m) => m.routeId) };
  } finally {
    provideFirstAnswers(undefined);
    clearReadCache();
  }
}
