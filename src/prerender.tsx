// The build's server-side entry (scripts/prerender.ts): renders a route's first screen to HTML
// with the app's own router and components, as a browser with no data yet would show it.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { makeRouter } from './router';

/** Paths without parameters; routes that depend on who is signed in are never prerendered. */
const PERSONAL = /^\/(admin|auth|profile|donation|forgot-password)(\/|$)/;

export function prerenderPaths(): string[] {
  const router = makeRouter(createMemoryHistory());
  return Object.keys(router.routesByPath).filter((p) => !p.includes('$') && !PERSONAL.test(p)).sort();
}

export async function renderRoute(path: string): Promise<{ html: string; routeIds: string[] }> {
  const router = makeRouter(createMemoryHistory({ initialEntries: [path] }));
  await router.load();
  const html = renderToString(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  return { html, routeIds: router.state.matches.map((m) => m.routeId) };
}
