import { flushPendingLogout } from '../api/client';
import { db } from '../db/database';
import { OUTBOX_SYNC_TAG, outboxEvents, replayOutbox, worthRetrying, type ReplayedEvent } from './outbox';
import { readAmensSent } from '../db/amen-overrides';
import { markAmensSent } from './amens-sent-mark';
import { markOutboxWaiting } from './outbox-mark';
import { createReplayRetry } from './replay-retry';

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

const replayNow = () => sendPendingLogout().then(() => replayOutbox());

/**
 * Replays now, whenever the browser comes back online or the page back into view with changes
 * waiting, and again a little later after any replay that met no network (replay-retry.ts); asks
 * for a Background Sync whenever something waits. Safe to call more than once (start-up, the
 * profile area and the first amen call it).
 */
export function startOutboxReplay(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  window.addEventListener('online', () => void replayNow());
  const retry = createReplayRetry({
    replay: replayNow,
    online: () => navigator.onLine,
    visible: () => !document.hidden,
    setTimer: (run, ms) => setTimeout(run, ms),
    clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
  });
  outboxEvents.addEventListener('replayed', (event) => {
    const { database, report } = (event as ReplayedEvent).detail;
    if (database !== db) return;
    retry.afterReplay(report);
    void rememberWaiting();
  });
  document.addEventListener('visibilitychange', () => {
    if (!document.hidden && navigator.onLine && outboxWaits) void replayNow();
  });
  outboxEvents.addEventListener('enqueued', () => void requestBackgroundReplay());
  if (navigator.onLine) {
    void sendPendingLogout()
      .then(() => replayOutbox())
      .then((report) => (report.pending > 0 && worthRetrying(report) ? requestBackgroundReplay() : false));
  } else {
    void rememberWaiting().then((waiting) => (waiting ? requestBackgroundReplay() : false));
  }
}

/** Whether the last replay left changes waiting (coming back into view then tries again). */
let outboxWaits = false;

/**
 * After a replay, whether the next start (and a program page's amens) must look in the outbox.
 * Counted afresh, not taken from the replay's report: a change queued while the replay ran is
 * not in it, and a mark left at "nothing waits" would hide that change after the next page load.
 */
async function rememberWaiting(): Promise<boolean> {
  const waiting = (await db.outbox.filter((e) => !e.rejected).count()) > 0;
  outboxWaits = waiting;
  markOutboxWaiting(waiting);
  markAmensSent((await readAmensSent()).length > 0);
  return waiting;
}
