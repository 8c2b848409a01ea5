import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRuntimeRoutes } from './routes.ts';
import { countPageKeptApiAnswers } from './page-kept-answers.ts';
import { API_ANSWERS_KEPT } from '../src/lib/api-cache-key.ts';
import { staleApiCaches } from './api-cache-key.ts';
import { OUTBOX_SYNC_TAG, replayOutbox, worthRetrying } from '../src/sync/outbox.ts';
import { openFromNotification, readPayload, showPush } from './push.ts';
import { registerTilawahSync } from '../src/sync/tilawah-sync.ts';
import { registerFitrahDeskEntry } from '../src/sync/fitrah-desk-outbox.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };
/** Background Sync is not in TypeScript's worker lib. */
type SyncEvent = ExtendableEvent & { tag: string; lastChance: boolean };

// The entry only wires events: caching decisions live in routes.ts.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerRuntimeRoutes();
// Tilawahku's reading record waits in the outbox too; the worker can send it (Background Sync).
registerTilawahSync();
registerFitrahDeskEntry();

// A new version waits until the page says the user chose to reload. The page also says which
// API answers it kept itself, so they expire like the worker's own.
self.addEventListener('message', (event) => {
  const data = event.data as { type?: string; keys?: unknown } | null;
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
  if (data?.type === API_ANSWERS_KEPT && Array.isArray(data.keys)) {
    event.waitUntil(countPageKeptApiAnswers(data.keys, self.location.origin));
  }
});
self.addEventListener('activate', (event) => {
  // Older API caches may hold answers the server marked no-store: gone with the version that kept them.
  event.waitUntil(Promise.all([
    self.clients.claim(),
    caches.keys().then((names) => Promise.all(staleApiCaches(names).map((name) => caches.delete(name)))),
  ]));
});

// Background Sync: changes queued offline reach the server even when the app was closed before
// the network came back. Still waiting → reject, so the browser tries again later; entries kept
// for an account that is logged out are no reason to retry (replayOutbox never sends them as
// anyone else).
self.addEventListener('sync', ((event: SyncEvent) => {
  if (event.tag !== OUTBOX_SYNC_TAG) return;
  event.waitUntil(
    replayOutbox().then((report) => {
      if (report.pending > 0 && worthRetrying(report)) throw new Error(`outbox: ${report.pending} waiting (${report.stoppedBy ?? 'unknown'})`);
    }),
  );
}) as EventListener);

// Web Push (reminders and Pesan): shown in Indonesian; a tap opens or focuses the right page.
self.addEventListener('push', (event) => event.waitUntil(showPush(readPayload(event.data))));
self.addEventListener('notificationclick', (event) => event.waitUntil(openFromNotification(event.notification)));
