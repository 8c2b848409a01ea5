import { replayOutbox } from '../../sync/outbox';
import { queueTilawahSync, registerTilawahSync } from '../../sync/tilawah-sync';

registerTilawahSync();

/** Reading changes many times a minute; the account hears of it at most this often while reading. */
const READING_SYNC_MS = 20_000;
let timer: ReturnType<typeof setTimeout> | undefined;

/**
 * Tells the account (when someone is logged in) that Tilawahku has news: at once for a bookmark
 * or a target, a little later for reading. Offline it waits in the outbox for the network.
 */
export async function syncSoon(options: { now?: boolean } = {}): Promise<void> {
  clearTimeout(timer);
  const run = async () => {
    timer = undefined;
    await queueTilawahSync();
    if (navigator.onLine) await replayOutbox().catch(() => undefined);
  };
  if (options.now) await run();
  else timer = setTimeout(() => void run(), READING_SYNC_MS);
}

/** Sends what is waiting when the reader leaves (never later than needed). */
export function flushSyncSoon(): void {
  if (timer) void syncSoon({ now: true });
}
