import type { Logger } from '../lib/logger.ts';
import { DONATION_CHANGE_CHANNEL, type DonationStatusTags } from './status-tags.ts';

/** How long the checkout poll trusts a remembered tag while every change reaches this process. */
export const DONATION_TAG_TRUST_MS = 60_000;
/** Wait before listening again after the connection was lost. */
const RECONNECT_MS = 1_000;

/**
 * The checkout poll's tags and what keeps them true. On PGlite this process is the only writer,
 * and it forgets a tag itself when it changes the donation. On PostgreSQL other processes write
 * too: one connection LISTENs to their NOTIFYs, and while it is down (not yet connected, lost,
 * reconnecting) tags are trusted for `fallbackMs` only (ANSWER_CACHE_MS), the README's promised
 * time for a change made by another process.
 */
export function donationTagTrust(kind: 'pglite' | 'postgres', fallbackMs: number): { trustMs: () => number; setListening: (up: boolean) => void } {
  let listening = kind === 'pglite';
  return {
    trustMs: () => (listening ? DONATION_TAG_TRUST_MS : fallbackMs),
    setListening: (up) => {
      listening = up;
    },
  };
}

/**
 * LISTENs on PostgreSQL for donation changes made by any process and forgets their tags; reconnects
 * after a loss, forgetting every tag (changes made meanwhile were not heard). Answers a function
 * that stops listening.
 */
export async function listenForDonationChanges(
  url: string,
  tags: DonationStatusTags,
  onListening: (up: boolean) => void,
  log: Logger,
): Promise<() => Promise<void>> {
  const { default: pg } = await import('pg');
  let stopped = false;
  let client: import('pg').Client | null = null;
  let retry: NodeJS.Timeout | undefined;

  const lost = (why: string) => {
    onListening(false);
    tags.forgetAll();
    const old = client;
    client = null;
    void old?.end().catch(() => undefined);
    if (stopped) return;
    log.error('donation change feed lost; the checkout poll reads the database until it is back', { why });
    retry = setTimeout(() => void connect(), RECONNECT_MS);
    retry.unref();
  };

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === DONATION_CHANGE_CHANNEL && message.payload) tags.forget(message.payload);
    });
    next.on('error', (error) => {
      if (client === next) lost(error.message);
    });
    next.on('end', () => {
      if (client === next) lost('connection ended');
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${DONATION_CHANGE_CHANNEL}`);
    } catch (error) {
      void next.end().catch(() => undefined);
      if (stopped) return;
      log.error('donation change feed could not connect', { error: error instanceof Error ? error.message : String(error) });
      retry = setTimeout(() => void connect(), RECONNECT_MS);
      retry.unref();
      return;
    }
    if (stopped) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    // Anything that changed before the LISTEN began went unheard.
    tags.forgetAll();
    onListening(true);
  }

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    onListening(false);
    const last = client;
    client = null;
    await last?.end().catch(() => undefined);
  };
}
