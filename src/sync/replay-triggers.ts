import { flushPendingLogout } from '../api/client';
import { db } from '../db/database';
import { OUTBOX_SYNC_TAG, outboxEvents, replayOutbox, worthRetrying, type ReplayReport } from './outbox';
import { markOutboxWaiting } from './outbox-mark';

// The page's side of the outbox replay. The worker's side is the 'sync' listener in sw/sw.ts.

type SyncManager = { register(tag: string): Promise<void> };

/**
 * Asks the browser for a Background Sync: the service worker then replays the outbox once the
 * network is back, even when the app has been closed by then. False where the browser has none.
 */
export async function requestBackgroundReplay(): Promise<boolean> {
  if (!('serviceWorker' in navigator)) return false;
  const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & { sync?: SyncManager };
  if (!registration.sync) return false;
  try {
    await registration.sync.register(OUTBOX_SYNC_TAG);
    return true;
  } catch {
    // Refused (e.g. permission policy): the start-up and 'online' replays still run.
    return false;
  }
}

let started = false;
/**
 * A sign-out made offline reaches the server as soon as it can: at start-up and on every return
 * online, even when no other call is about to go out (every call also sends it first).
 */
const sendPendingLogout = () => flushPendingLogout().catch(() => undefined);

/**
 * Replays now and whenever the browser comes back online, and asks for a Background Sync
 * whenever something waits. Safe to call more than once (start-up and the profile area call it).
 */
export function startOutboxReplay(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  window.addEventListener('online', () => void sendPendingLogout().then(() => replayOutbox()).then(rememberWaiting));
  outboxEvents.addEventListener('enqueued', () => void requestBackgroundReplay());
  if (navigator.onLine) {
    void sendPendingLogout()
      .then(() => replayOutbox())
      .then(rememberWaiting)
      .then((report) => (report.pending > 0 && worthRetrying(report) ? requestBackgroundReplay() : false));
  } else {
    void db.outbox.filter((e) => !e.rejected).count().then((waiting) => {
      markOutboxWaiting(waiting > 0);
      return waiting > 0 ? requestBackgroundReplay() : false;
    });
  }
}

/** After a replay, whether the next start needs to load the replay at all. */
function rememberWaiting(report: ReplayReport): ReplayReport {
  markOutboxWaiting(report.pending > 0);
  return report;
}
