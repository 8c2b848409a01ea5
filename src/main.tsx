import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { FIRST_ANSWERS_ID } from './contract/first-screen';
import { RouterProvider } from '@tanstack/react-router';
import { makeRouter } from './router';
import { registerServiceWorker } from './lib/service-worker';
import { outboxMayWait } from './sync/outbox-mark';
import { hasPendingLogout, keepAnswersWith } from './api/client';
import { refreshIsbat } from './sync/isbat-sync';
import './ui/global.css';

const router = makeRouter();
/** A markup the app would render otherwise (a clock that moved on): React renders it anew, which is fine. */
const reportMismatch = (error: unknown) => console.info('Halaman disusun ulang', error);
const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
);
// A prerendered page (scripts/prerender.ts) has painted already. The route's code loads first,
// then React replaces that markup with the same page in one commit, so nothing flashes or moves.
// Not hydrateRoot: the page holds what the device knows (place, date, saved data), which the
// build cannot know, and a mismatch would be thrown away and re-rendered all the same.
// As a transition, React renders in slices between which the browser stays responsive: the
// page is on screen already, so nothing is gained by blocking the main thread for it.
// A page the server rendered with its data (server/http/first-screen.ts) holds nothing that
// depends on the device, and the app starts from the same answers: React adopts that markup
// instead of replacing it, which spares the phone rebuilding and laying out the whole page.
const renderedWithData = !!document.getElementById(FIRST_ANSWERS_ID);
if (container.firstElementChild) {
  void router.load().then(() => startTransition(() => {
    if (renderedWithData) {
      // As TanStack Start's client does for a page its server rendered: the route tree is laid
      // out as the server laid it (no suspense boundary of the client's own around it).
      router.ssr = { manifest: undefined };
      hydrateRoot(container, app, { onRecoverableError: reportMismatch });
    }
    else createRoot(container).render(app);
  }));
} else createRoot(container).render(app);
registerServiceWorker(keepAnswersWith);
// Changes queued offline (amens, profile edits) go out at start-up and whenever the network
// returns, whichever page is open, and through Background Sync once the app is closed. The
// replay (and Dexie with it) loads only when something may wait, never on a first visit.
// A page no worker controls yet is a first visit: nothing can wait from an earlier one.
const replayIfWaiting = () => {
  if (outboxMayWait(!!navigator.serviceWorker?.controller) || hasPendingLogout()) void import('./sync/replay-triggers').then(({ startOutboxReplay }) => startOutboxReplay());
};
replayIfWaiting();
window.addEventListener('online', replayIfWaiting);
// Kemenag's isbat table, newest from the server, once the first screen has settled. Its code is
// in the first bundle, not a file of its own: the home already carries the Hijri date and the
// isbat store it writes to, which a separate file had to copy (two copies on every first screen).
if (navigator.onLine) setTimeout(() => void refreshIsbat(), 2_000);
