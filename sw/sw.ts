import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRuntimeRoutes } from './routes.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

// The entry only wires events: caching decisions live in routes.ts.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerRuntimeRoutes();

// A new version waits until the page says the user chose to reload.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});
