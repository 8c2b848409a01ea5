import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';
import { NotFound } from './ui/not-found';
import { registerServiceWorker } from './lib/service-worker';
import { outboxMayWait } from './sync/outbox-mark';
import { hasPendingLogout } from './api/client';
import './ui/global.css';

const router = createRouter({
  routeTree,
  defaultNotFoundComponent: NotFound,
  defaultPreload: 'intent',
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
registerServiceWorker();
// Changes queued offline (amens, profile edits) go out at start-up and whenever the network
// returns, whichever page is open, and through Background Sync once the app is closed. The
// replay (and Dexie with it) loads only when something may wait, never on a first visit.
// A page no worker controls yet is a first visit: nothing can wait from an earlier one.
const replayIfWaiting = () => {
  if (outboxMayWait(!!navigator.serviceWorker?.controller) || hasPendingLogout()) void import('./sync/replay-triggers').then(({ startOutboxReplay }) => startOutboxReplay());
};
replayIfWaiting();
window.addEventListener('online', replayIfWaiting);
