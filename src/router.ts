import { createRouter, lazyRouteComponent, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';

/** The app's router: the browser's in main.tsx, a memory history when the build prerenders. */
export function makeRouter(history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    // Only an address that leads nowhere shows it: its code loads then, not with every first screen.
    defaultNotFoundComponent: lazyRouteComponent(() => import('./ui/not-found'), 'NotFound'),
    defaultPreload: 'intent',
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof makeRouter>;
  }
}
